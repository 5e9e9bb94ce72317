import {
  MESSAGES,
  type ChecklistAddArgs,
  type ChecklistDeleteArgs,
  type ChecklistItemResponse,
  type ChecklistResetArgs,
  type ChecklistSetArgs,
} from '@ninety/api';
import { newChecklistItem, resetLocation, withChecked, type ChecklistItem } from '@ninety/domain';
import { deleteRecord, findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';

export function addChecklistItem(db: Db, args: ChecklistAddArgs, at: ActionTime): { item: ChecklistItem; created: boolean } {
  const existing = findRecord(db, 'checklistItems', args.id);
  if (existing) return { item: existing.row, created: false };
  const item = newChecklistItem(args, at.occurredAt);
  putRecord(db, 'checklistItems', item);
  return { item, created: true };
}

/**
 * Checks or unchecks an item; the later action wins. On an item deleted meanwhile (on another
 * device) the delete wins: answers null and changes nothing.
 */
export function setChecklistItem(db: Db, args: ChecklistSetArgs, at: ActionTime): ChecklistItem | null {
  const found = findRecord(db, 'checklistItems', args.id);
  if (!found) throw new ServiceError('not-found', MESSAGES.checklistItemNotFound);
  if (found.deleted) return null;
  refuseIfBeforeRecord(at, found.row.createdAt);
  const next = withChecked(found.row, args.checked, at.occurredAt);
  if (!next) return found.row;
  putRecord(db, 'checklistItems', next);
  return next;
}

/** Deletes an item; deleting it again is harmless. */
export function deleteChecklistItem(db: Db, args: ChecklistDeleteArgs, at: ActionTime): void {
  const found = findRecord(db, 'checklistItems', args.id);
  if (!found) throw new ServiceError('not-found', MESSAGES.checklistItemNotFound);
  if (found.deleted) return;
  refuseIfBeforeRecord(at, found.row.createdAt);
  deleteRecord(db, 'checklistItems', args.id);
}

/** Unchecks every item of a location for the next trip; answers how many changed. */
export function resetChecklistLocation(db: Db, args: ChecklistResetArgs, at: ActionTime): number {
  const changed = resetLocation(liveRecords(db, 'checklistItems'), args.locationName, at.occurredAt);
  for (const item of changed) putRecord(db, 'checklistItems', item);
  return changed.length;
}

export function listChecklist(db: Db): ChecklistItem[] {
  return liveRecords(db, 'checklistItems').sort(
    (a, b) => a.locationName.localeCompare(b.locationName) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

export function presentChecklistItem(item: ChecklistItem): ChecklistItemResponse {
  const { id, locationName, itemName, checked, latitude, longitude, userId } = item;
  return { id, locationName, itemName, checked, latitude, longitude, userId };
}
