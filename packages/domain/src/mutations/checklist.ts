import { beforeRecord } from '../action-times';
import { newChecklistItem, resetLocation, withChecked } from '../checklist';
import { CheckedSchema, ItemNameSchema, LatitudeSchema, LocationNameSchema, LongitudeSchema, RecordIdSchema, strictBody } from '../records';
import { defineMutation, done, put, refuse, remove } from './decision';
import { heldRow, record, where } from './reads';

/** checklist.add: insert-if-absent by id; a deleted item stays deleted. */
export const addChecklistItem = defineMutation({
  name: 'checklist.add',
  args: strictBody({
    id: RecordIdSchema,
    locationName: LocationNameSchema,
    itemName: ItemNameSchema,
    latitude: LatitudeSchema,
    longitude: LongitudeSchema,
  }),
  reads: (args) => ({ item: record('checklistItems', args.id) }),
  decide: ({ item }, args, at) => {
    if (item) return done([], { item: heldRow(item), created: false });
    const made = newChecklistItem(args, at.occurredAt);
    return done([put('checklistItems', made)], { item: made, created: true });
  },
});

/**
 * checklist.set: the later action wins, so an older check replayed after a newer one changes
 * nothing. On an item deleted meanwhile (on another device) the delete wins: nothing changes.
 */
export const setChecklistItem = defineMutation({
  name: 'checklist.set',
  args: strictBody({ id: RecordIdSchema, checked: CheckedSchema }),
  reads: (args) => ({ item: record('checklistItems', args.id) }),
  decide: ({ item }, args, at) => {
    if (item === null) return refuse('checklist-item-not-found');
    if (!('live' in item)) return done([], null);
    if (beforeRecord(at, item.live.createdAt)) return refuse('change-before-record');
    const next = withChecked(item.live, args.checked, at.occurredAt);
    return next ? done([put('checklistItems', next)], next) : done([], item.live);
  },
});

/** checklist.delete: deleting it again is harmless; deleting an item never seen is not. */
export const deleteChecklistItem = defineMutation({
  name: 'checklist.delete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ item: record('checklistItems', args.id) }),
  decide: ({ item }, args, at) => {
    if (item === null) return refuse('checklist-item-not-found');
    if (!('live' in item)) return done([], undefined);
    if (beforeRecord(at, item.live.createdAt)) return refuse('change-before-record');
    return done([remove('checklistItems', args.id)], undefined);
  },
});

/** checklist.resetLocation: one uncheck per item as of the reset; a later check elsewhere stays. */
export const resetChecklistLocation = defineMutation({
  name: 'checklist.resetLocation',
  args: strictBody({ locationName: LocationNameSchema }),
  reads: (args) => ({ items: where('checklistItems', 'locationName', args.locationName) }),
  decide: ({ items }, args, at) => {
    const changed = resetLocation(items, args.locationName, at.occurredAt);
    return done(changed.map((item) => put('checklistItems', item)), changed.length);
  },
});
