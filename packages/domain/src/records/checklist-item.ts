/** An item of the belongings checklist: its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { ITEM_NAME_MAX, LOCATION_NAME_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, numberIn, RecordIdSchema, strictRow, trimmedText } from './fields';
import type { ShapeStep } from './shape-steps';

/** docs/product.md: the single user of this product; the spec's client sends it on create. */
export const CHECKLIST_USER_ID = 'default-user';

/** Trimmed and non-empty (spec §5; toast title MESSAGES.locationInvalidTitle). */
export const LocationNameSchema = trimmedText(1, LOCATION_NAME_MAX, {
  required: MESSAGES.locationNameRequired,
  type: MESSAGES.locationNameRequired,
  tooShort: MESSAGES.locationNameRequired,
  tooLong: MESSAGES.locationNameMax,
});

/** Trimmed and non-empty (spec §5; toast title MESSAGES.itemInvalidTitle). */
export const ItemNameSchema = trimmedText(1, ITEM_NAME_MAX, {
  required: MESSAGES.itemNameRequired,
  type: MESSAGES.itemNameRequired,
  tooShort: MESSAGES.itemNameRequired,
  tooLong: MESSAGES.itemNameMax,
});

/** The position known when the item was added, or null without GPS. */
export const LatitudeSchema = z.nullable(numberIn(-90, 90, MESSAGES.latitudeRange));
export const LongitudeSchema = z.nullable(numberIn(-180, 180, MESSAGES.longitudeRange));
export const CheckedSchema = z.boolean({ error: MESSAGES.checkedType });

export const ChecklistItemRowSchema = strictRow({
  id: RecordIdSchema,
  locationName: LocationNameSchema,
  itemName: ItemNameSchema,
  checked: CheckedSchema,
  /** When `checked` was last set; the later action wins. */
  checkedAt: instantField('checkedAt'),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  // A string that must be the one user's.
  userId: z
    .string({ error: MESSAGES.userIdFixed })
    .check(z.refine((id) => id === CHECKLIST_USER_ID, MESSAGES.userIdFixed)),
  createdAt: instantField('createdAt'),
});
export type ChecklistItem = z.infer<typeof ChecklistItemRowSchema>;

/** How stored checklist items and their changes' args changed shape (shape-steps.ts); none yet. */
export const CHECKLIST_ITEM_STEPS: readonly ShapeStep[] = [];
