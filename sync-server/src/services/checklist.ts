import type { ChecklistItemResponse } from '@ninety/api';
import type { ChecklistItem } from '@ninety/domain';
import type { Db } from '../db/open';
import { liveRecords } from '../db/records-repo';

export function listChecklist(db: Db): ChecklistItem[] {
  return liveRecords(db, 'checklistItems').sort(
    (a, b) => a.locationName.localeCompare(b.locationName) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

export function presentChecklistItem(item: ChecklistItem): ChecklistItemResponse {
  const { id, locationName, itemName, checked, latitude, longitude, userId } = item;
  return { id, locationName, itemName, checked, latitude, longitude, userId };
}
