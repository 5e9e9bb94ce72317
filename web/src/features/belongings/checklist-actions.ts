/**
 * What the Belongings screen's buttons do: the change goes through the checklist repository
 * (local record + outbox), and the outcome is told in a toast with the spec's texts.
 */
import { MESSAGES } from '@ninety/api';
import type { ChecklistItem, GeoPoint } from '@ninety/domain';
import {
  addChecklistItem,
  ChecklistInputError,
  deleteChecklistItem,
  resetChecklistLocation,
  setChecklistItemChecked,
} from '../../db/checklist-repo';
import { showToast } from '../../lib/toast-store';

/** A refused name gets its own title ("Invalid Item"); anything else the spec's fallback. */
export function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof ChecklistInputError) {
    showToast({ title: error.title, description: error.message, variant: 'destructive' });
  } else {
    showToast({ title: 'Error', description: fallback, variant: 'destructive' });
  }
}

/** Adds an item where the user is now (rules.md: items keep the position known when added). */
export async function addItem(locationName: string, itemName: string, position: GeoPoint | null): Promise<boolean> {
  try {
    await addChecklistItem({
      locationName,
      itemName,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    });
    showToast({ title: 'Item Added', description: `${itemName.trim()} added to ${locationName}` });
    return true;
  } catch (error) {
    reportFailure(error, MESSAGES.checklistAddFailed);
    return false;
  }
}

/** Sets what the user sees in the box (not a flip of the stored value, which may be stale). */
export async function setItemChecked(item: ChecklistItem, checked: boolean): Promise<boolean> {
  try {
    await setChecklistItemChecked(item.id, checked);
    return true;
  } catch (error) {
    reportFailure(error, MESSAGES.checklistUpdateFailed);
    return false;
  }
}

export async function deleteItem(item: ChecklistItem): Promise<boolean> {
  try {
    await deleteChecklistItem(item.id);
    showToast({ title: 'Item Deleted', description: `${item.itemName} removed from ${item.locationName}` });
    return true;
  } catch (error) {
    reportFailure(error, MESSAGES.checklistDeleteFailed);
    return false;
  }
}

export async function resetLocation(locationName: string): Promise<void> {
  try {
    await resetChecklistLocation(locationName);
    showToast({ title: 'Location Reset', description: `Every item at ${locationName} is unchecked for the next trip` });
  } catch (error) {
    reportFailure(error, MESSAGES.checklistUpdateFailed);
  }
}
