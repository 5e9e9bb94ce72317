/**
 * A form's unsaved edits kept in the browser, so nothing typed is lost when the user moves to
 * another screen or the phone closes the app in the background. The device's store holds what
 * was saved; this holds only the fields the user changed, under a key the form names, until they
 * are saved or undone. Only the changed fields: a field left alone shows the stored value of the
 * day the form opens again, not the one of the day it was edited.
 */
import type { FormDraft } from './form';

const PREFIX = 'ninety-draft:';

/**
 * The edits kept for a form with these fields, or null when there are none. Anything that is not
 * the text of one of its fields (a renamed field, a hand-edited value) is left out.
 */
export function readKeptEdits<Field extends string>(
  key: string,
  fields: FormDraft<Field>,
  storage: Storage = localStorage,
): Partial<FormDraft<Field>> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREFIX + key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const kept = value as Record<string, unknown>;
    const edits = (Object.keys(fields) as Field[]).filter((name) => typeof kept[name] === 'string');
    return edits.length === 0 ? null : (Object.fromEntries(edits.map((name) => [name, kept[name]])) as Partial<FormDraft<Field>>);
  } catch {
    // A storage the browser refuses (private modes, a full disk) keeps nothing: the form works on.
    return null;
  }
}

export function keepEdits(key: string, edits: Partial<FormDraft<string>> | null, storage: Storage = localStorage): void {
  try {
    if (edits && Object.keys(edits).length > 0) storage.setItem(PREFIX + key, JSON.stringify(edits));
    else storage.removeItem(PREFIX + key);
  } catch {
    // As above: without storage the edits live as long as the screen.
  }
}
