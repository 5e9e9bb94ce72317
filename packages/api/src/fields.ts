import * as z from 'zod/mini';
import { instantInRange, strictBody } from '@ninety/domain';
import { MESSAGES } from './messages';

// The record fields' blocks are the domain's (records/fields.ts); bodies reuse them.
export {
  ClockTimeSchema,
  instantField,
  localDateField,
  numberIn,
  OnOffSchema,
  RecordIdSchema,
  strictBody,
  strictRow,
  textIn,
  trimmedText,
  uuidField,
  wholeNumberIn,
  type TextMessages,
} from '@ninety/domain';

/** An ISO date-time with an explicit zone, in the range the records hold. */
export const zonedInstant = (label: string, format: string) =>
  z.iso.datetime({ offset: true, error: format }).check(instantInRange(label));

/** When the user acted, with an explicit zone; stored and returned in UTC. */
export const OccurredAtSchema = zonedInstant('occurredAt', MESSAGES.occurredAtFormat);

/**
 * A flag the spec's client sends with a fixed value on create (isCompleted false, ...). It may be
 * left out; any other value is refused rather than ignored, so the caller learns it has no effect.
 */
export function fixedIfSent<const Value extends boolean | number>(value: Value, message: string) {
  return z.optional(z.literal(value, { error: message }));
}

/** Body of an action that carries nothing but, optionally, when the user acted. */
export const ActionBodySchema = strictBody({ occurredAt: z.optional(OccurredAtSchema) });
export type ActionBody = z.infer<typeof ActionBodySchema>;
