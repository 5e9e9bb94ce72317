import { MESSAGES } from '@ninety/api';
import { newChecklistItem, resetLocation, withChecked } from '@ninety/domain';
import { isKnown, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

type ChecklistMutation = 'checklist.add' | 'checklist.set' | 'checklist.delete' | 'checklist.resetLocation';

/**
 * Belongings checklist: as the server's services/checklist.ts. A deleted item is known here by
 * its tombstone, which is what makes a replayed add or check of it a no-op: the delete wins.
 */
export const CHECKLIST_MUTATORS: LocalMutators<ChecklistMutation> = {
  'checklist.add': async (db, args, occurredAt) => {
    // Insert-if-absent by id: a replay is stored once, and a deleted item stays deleted.
    if (await isKnown(db, 'checklistItems', args.id)) return;
    await db.checklistItems.add(newChecklistItem(args, occurredAt));
  },
  'checklist.set': async (db, args, occurredAt) => {
    if (await db.tombstones.get(['checklistItems', args.id])) return;
    const item = await db.checklistItems.get(args.id);
    if (!item) throw new LocalMutationError(MESSAGES.checklistItemNotFound);
    refuseIfBeforeRecord(occurredAt, item.createdAt);
    // The later action wins, so replaying an older check after a newer one changes nothing.
    const next = withChecked(item, args.checked, occurredAt);
    if (next) await db.checklistItems.put(next);
  },
  'checklist.delete': async (db, args, occurredAt) => {
    const item = await db.checklistItems.get(args.id);
    if (!item) {
      // Deleting it again is harmless; deleting an item never seen is not (as on the server).
      if (await db.tombstones.get(['checklistItems', args.id])) return;
      throw new LocalMutationError(MESSAGES.checklistItemNotFound);
    }
    refuseIfBeforeRecord(occurredAt, item.createdAt);
    await db.checklistItems.delete(args.id);
    await db.tombstones.put({ table: 'checklistItems', id: args.id });
  },
  'checklist.resetLocation': async (db, args, occurredAt) => {
    const items = await db.checklistItems.where('locationName').equals(args.locationName).toArray();
    // One uncheck per item as of the reset: an item checked later elsewhere stays checked.
    await db.checklistItems.bulkPut(resetLocation(items, args.locationName, occurredAt));
  },
};
