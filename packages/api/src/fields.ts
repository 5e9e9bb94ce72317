import * as z from 'zod/mini';
import { MESSAGES } from './messages';

/** A request body: a JSON object with exactly the listed fields, unknown ones refused. */
export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownField(issue.keys) : MESSAGES.bodyNotObject,
  });
}

/** A whole number within bounds, one message for wrong type and range alike. */
export function wholeNumberIn(min: number, max: number, message: string) {
  return z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
}

/** Ids are made on the device (UUIDv7 there); a plain client may send any UUID. */
export const RecordIdSchema = z.uuid(MESSAGES.idFormat);

/** When the user acted, with an explicit zone; stored and returned in UTC. */
export const OccurredAtSchema = z.iso.datetime({ offset: true, error: MESSAGES.occurredAtFormat });

export const ClockTimeSchema = (label: string) =>
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.clockFormat(label)));

export const OnOffSchema = (label: string) => z.boolean({ error: MESSAGES.booleanType(label) });
