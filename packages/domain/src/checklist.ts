/** Belongings checklist rules shared by the server and the device's local store. */
import { laterActionWins } from './later-wins';
import { CHECKLIST_USER_ID } from './records';
import type { ChecklistItem } from './records';


/** A new item: unchecked, with the position known when it was added. */
export function newChecklistItem(
  input: Pick<ChecklistItem, 'id' | 'locationName' | 'itemName' | 'latitude' | 'longitude'>,
  at: string,
): ChecklistItem {
  return { ...input, checked: false, checkedAt: at, userId: CHECKLIST_USER_ID, createdAt: at };
}

/** The item after a check or uncheck made at `at`, or null when a later action already won. */
export function withChecked(item: ChecklistItem, checked: boolean, at: string): ChecklistItem | null {
  if (!laterActionWins({ at, value: checked }, { at: item.checkedAt, value: item.checked })) return null;
  if (item.checked === checked && item.checkedAt === at) return null;
  return { ...item, checked, checkedAt: at };
}

/**
 * Resetting a location for the next trip unchecks each of its items, as one uncheck per item
 * made at `at`: an item checked later (on another device) stays checked. Returns the items that
 * change.
 */
export function resetLocation(items: Iterable<ChecklistItem>, locationName: string, at: string): ChecklistItem[] {
  const changed: ChecklistItem[] = [];
  for (const item of items) {
    if (item.locationName !== locationName || !item.checked) continue;
    const next = withChecked(item, false, at);
    if (next) changed.push(next);
  }
  return changed;
}
