/**
 * The building blocks of the record schemas: each field's type, bounds and message, one way for
 * every record. The mutations' args and the api's request bodies are built from the same blocks.
 */
import * as z from 'zod/mini';
import { INSTANT_MAX_MS, INSTANT_MIN_MS } from '../constants';
import { MESSAGES } from '../messages';

/** A stored record (a pull row, an import row): exactly its fields, unknown ones refused. */
export function strictRow<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownField(issue.keys) : MESSAGES.importRowType,
  });
}

/** A request body or a change's args: a JSON object with exactly the listed fields, unknown ones refused. */
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

/** An instant the records can hold (years 2000 to 2100), checked once its format is right. */
export const instantInRange = (label: string) =>
  z.refine<string>((text) => {
    const at = Date.parse(text);
    return at >= INSTANT_MIN_MS && at <= INSTANT_MAX_MS;
  }, MESSAGES.instantRange(label));

export const ClockTimeSchema = (label: string) =>
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.clockFormat(label)));

export const OnOffSchema = (label: string) => z.boolean({ error: MESSAGES.booleanType(label) });

/** A number within bounds (fractions allowed), one message for wrong type and range alike. */
export function numberIn(min: number, max: number, message: string) {
  return z.number({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
}

/** Another record's id, named in the message so a long import error still points at it. */
export const uuidField = (label: string) => z.uuid(MESSAGES.uuidFormat(label));

/**
 * A stored instant. Records keep UTC with "Z" (index.ts), so rows sort and compare as strings;
 * request bodies take any zone through OccurredAtSchema instead.
 */
export const instantField = (label: string) => z.iso.datetime({ error: MESSAGES.instantFormat(label) }).check(instantInRange(label));

/** A local calendar date "YYYY-MM-DD" (a real one: 2026-02-30 is refused), years 2000 to 2100. */
export const localDateField = (label: string) =>
  z.iso.date({ error: MESSAGES.localDateFormat(label) }).check(
    z.refine<string>((text) => text >= '2000-01-01' && text <= '2100-12-31', MESSAGES.dateRange(label)),
  );

export interface TextMessages {
  required: string;
  type: string;
  tooShort: string;
  tooLong: string;
}

/**
 * User text, trimmed before its bounds apply: "   " is empty and "  ab " is too short, and what
 * is stored is the trimmed text, identically on the device and the server.
 */
export function trimmedText(min: number, max: number, messages: TextMessages) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.type) })
    .check(z.trim(), z.minLength(min, messages.tooShort), z.maxLength(max, messages.tooLong));
}

/** Text with one message for every problem, for fields no form shows (stored rows). */
export function textIn(min: number, max: number, message: string) {
  return trimmedText(min, max, { required: message, type: message, tooShort: message, tooLong: message });
}
