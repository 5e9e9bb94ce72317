/**
 * What the Belongings screen's buttons do: the change goes through the checklist repository
 * (local record + outbox), and the outcome is told in a toast with the spec's texts. A refused
 * name keeps its own title ("Invalid Item", see run-action.ts).
 */
import { MESSAGES } from '@ninety/api';
import type { ChecklistItem, GeoPoint } from '@ninety/domain';
import {
  addChecklistItem,
  deleteChecklistItem,
  recheckChecklistItems,
  resetChecklistLocation,
  restoreChecklistItem,
  setChecklistItemChecked,
} from '../../db/checklist-repo';
import { runAction } from '../../lib/run-action';

/** Adds an item where the user is now (docs/product.md: items keep the position known when added). */
export async function addItem(locationName: string, itemName: string, position: GeoPoint | null): Promise<boolean> {
  const input = {
    locationName,
    itemName,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
  };
  const result = await runAction(() => addChecklistItem(input), {
    success: { title: 'Item Added', description: `${itemName.trim()} added to ${locationName}` },
    fallback: MESSAGES.checklistAddFailed,
  });
  return result.ok;
}

/** Sets what the user sees in the box (not a flip of the stored value, which may be stale). */
export async function setItemChecked(item: ChecklistItem, checked: boolean): Promise<boolean> {
  return (await runAction(() => setChecklistItemChecked(item.id, checked), { fallback: MESSAGES.checklistUpdateFailed })).ok;
}

/** Deletes an item; the toast's Undo puts it back, checked as it was. */
export async function deleteItem(item: ChecklistItem): Promise<boolean> {
  const result = await runAction(() => deleteChecklistItem(item.id), {
    success: {
      title: 'Item Deleted',
      description: `${item.itemName} removed from ${item.locationName}`,
      action: { label: 'Undo', run: () => void restoreItem(item) },
    },
    fallback: MESSAGES.checklistDeleteFailed,
  });
  return result.ok;
}

async function restoreItem(item: ChecklistItem): Promise<void> {
  await runAction(() => restoreChecklistItem(item), {
    success: { title: 'Item Restored', description: `${item.itemName} is back at ${item.locationName}` },
    fallback: MESSAGES.checklistAddFailed,
  });
}

/** Unchecks a location's items; the toast's Undo checks again those that were checked. */
export async function resetLocation(locationName: string): Promise<void> {
  await runAction(() => resetChecklistLocation(locationName), {
    success: (checkedIds) => ({
      title: 'Location Reset',
      description: `Every item at ${locationName} is unchecked for the next trip`,
      ...(checkedIds.length > 0 && { action: { label: 'Undo', run: () => void recheckItems(locationName, checkedIds) } }),
    }),
    fallback: MESSAGES.checklistUpdateFailed,
  });
}

async function recheckItems(locationName: string, ids: readonly string[]): Promise<void> {
  await runAction(() => recheckChecklistItems(ids), {
    success: { title: 'Reset Undone', description: `The items checked at ${locationName} are checked again` },
    fallback: MESSAGES.checklistUpdateFailed,
  });
}
