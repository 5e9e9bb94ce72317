/**
 * A form's unsaved text kept in the browser, so nothing typed is lost when the user moves to
 * another screen or the phone closes the app in the background. The device's store holds what
 * was saved; this holds only what was not, under a key the form names, until it is saved or
 * emptied.
 */
import type { FormDraft } from './form';

const PREFIX = 'ninety-draft:';

/** The text kept for a form with these fields, or null (none, or not this form's shape). */
export function readKeptDraft<Field extends string>(key: string, fields: FormDraft<Field>, storage: Storage = localStorage): FormDraft<Field> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREFIX + key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const kept = value as Record<string, unknown>;
    const names = Object.keys(fields);
    if (!names.every((name) => typeof kept[name] === 'string')) return null;
    return Object.fromEntries(names.map((name) => [name, kept[name]])) as FormDraft<Field>;
  } catch {
    // A storage the browser refuses (private modes, a full disk) keeps nothing: the form works on.
    return null;
  }
}

export function keepDraft(key: string, draft: FormDraft<string> | null, storage: Storage = localStorage): void {
  try {
    if (draft) storage.setItem(PREFIX + key, JSON.stringify(draft));
    else storage.removeItem(PREFIX + key);
  } catch {
    // As above: without storage the draft lives as long as the screen.
  }
}
