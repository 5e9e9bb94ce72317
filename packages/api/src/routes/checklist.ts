import * as z from 'zod/mini';
import {
  CHECKLIST_USER_ID,
  CheckedSchema,
  ItemNameSchema,
  LatitudeSchema,
  LocationNameSchema,
  LongitudeSchema,
} from '@ninety/domain';
import {
  fixedIfSent,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
} from '../fields';
import { MESSAGES } from '../messages';

/**
 * POST /api/checklist: the spec's body {locationName, itemName, checked false, latitude,
 * longitude, userId}. A new item is unchecked and belongs to the one user; the coordinates may
 * be left out (null) when no position is known. Answers ChecklistItemSchema.
 */
export const ChecklistAddBodySchema = strictBody({
  locationName: LocationNameSchema,
  itemName: ItemNameSchema,
  checked: fixedIfSent(false, MESSAGES.checklistNewChecked),
  latitude: z.optional(LatitudeSchema),
  longitude: z.optional(LongitudeSchema),
  userId: z.optional(z.literal(CHECKLIST_USER_ID, { error: MESSAGES.userIdFixed })),
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type ChecklistAddBody = z.infer<typeof ChecklistAddBodySchema>;

/** PATCH /api/checklist/:id. occurredAt matters here: the later action wins. Answers ChecklistItemSchema. */
export const ChecklistSetBodySchema = strictBody({ checked: CheckedSchema, occurredAt: z.optional(OccurredAtSchema) });
export type ChecklistSetBody = z.infer<typeof ChecklistSetBodySchema>;

/** DELETE /api/checklist/:id: no body, or when the delete was tapped. Answers 204. */
export const ChecklistDeleteBodySchema = strictBody({ occurredAt: z.optional(OccurredAtSchema) });

/**
 * POST /api/checklist/reset: uncheck every item of a location for the next trip. Answers
 * ChecklistResetResultSchema.
 */
export const ChecklistResetBodySchema = strictBody({
  locationName: LocationNameSchema,
  occurredAt: z.optional(OccurredAtSchema),
});

/** An item as the API answers it (GET list, POST, PATCH). */
export const ChecklistItemSchema = z.object({
  id: z.string(),
  locationName: z.string(),
  itemName: z.string(),
  checked: z.boolean(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  userId: z.string(),
});
export type ChecklistItemResponse = z.infer<typeof ChecklistItemSchema>;

/** GET /api/checklist */
export const ChecklistListSchema = z.array(ChecklistItemSchema);

/** The answer of POST /api/checklist/reset: the items it unchecked. */
export const ChecklistResetResultSchema = z.object({ unchecked: z.number() });
