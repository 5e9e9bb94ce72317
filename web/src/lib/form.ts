/**
 * The pure half of the form helper (use-zod-form.ts): what the inputs hold (text) becomes what
 * the api package's schema checks, and the schema's issues become one message per field.
 */
import type * as z from 'zod/mini';

/** What every input of a form holds: its text, exactly as typed. */
export type FormDraft<Field extends string> = Record<Field, string>;

/**
 * How a field's text is read: as typed; as a number (an empty box is "missing"); or as a
 * switch, whose draft is "true" or "false".
 */
export type FieldKind = 'text' | 'number' | 'boolean';

/** Anything with zod's safeParse: every schema of the api package. */
export interface FormSchema<Values> {
  safeParse(input: unknown): { success: true; data: Values } | { success: false; error: z.core.$ZodError };
}

/**
 * The values the schema is asked about. A number field's empty text is undefined, so the
 * schema says the field is required; anything else goes through Number(), so "abc" or "1e999"
 * reach the schema as NaN or Infinity and get its type message, never a silent 0.
 */
export function draftToInput<Field extends string>(
  draft: FormDraft<Field>,
  kinds: Partial<Record<Field, FieldKind>>,
): Record<Field, unknown> {
  const input = {} as Record<Field, unknown>;
  for (const field of Object.keys(draft) as Field[]) {
    const text = draft[field];
    const kind = kinds[field] ?? 'text';
    input[field] = kind === 'number' ? (text.trim() === '' ? undefined : Number(text)) : kind === 'boolean' ? text === 'true' : text;
  }
  return input;
}

/** The key of issues about the whole form rather than one field. */
export const FORM_ERROR = '_form';

/**
 * The first message per field (the first problem is what the user fixes first); issues without
 * a field go under FORM_ERROR.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = typeof head === 'string' ? head : FORM_ERROR;
    errors[key] ??= issue.message;
  }
  return errors;
}

export type FormCheck<Values> = { ok: true; values: Values } | { ok: false; errors: Record<string, string> };

/** Checks a draft with the schema: the parsed values, or the message for each wrong field. */
export function checkForm<Field extends string, Values>(
  schema: FormSchema<Values>,
  draft: FormDraft<Field>,
  kinds: Partial<Record<Field, FieldKind>>,
): FormCheck<Values> {
  const parsed = schema.safeParse(draftToInput(draft, kinds));
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Whether two drafts hold the same text in every field. */
export function sameDraft<Field extends string>(a: FormDraft<Field>, b: FormDraft<Field>): boolean {
  const fields = Object.keys(a) as Field[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/** The fields of the draft that differ from what the form started with, and their text. */
export function editsOf<Field extends string>(draft: FormDraft<Field>, start: FormDraft<Field>): Partial<FormDraft<Field>> {
  return Object.fromEntries((Object.keys(draft) as Field[]).filter((field) => draft[field] !== start[field]).map((field) => [field, draft[field]])) as Partial<
    FormDraft<Field>
  >;
}

/**
 * The draft once the stored values it started from have changed (a sync brought another
 * device's save): each field the user has not touched takes the new stored value, and each
 * field they changed keeps their text. Saving then sends only their edits, never the old
 * values of the fields they left alone.
 */
export function followStored<Field extends string>(draft: FormDraft<Field>, start: FormDraft<Field>, stored: FormDraft<Field>): FormDraft<Field> {
  return { ...stored, ...editsOf(draft, start) };
}
