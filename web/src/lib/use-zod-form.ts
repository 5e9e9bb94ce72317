import { useEffect, useState, type FormEvent } from 'react';
import { checkForm, editsOf, followStored, sameDraft, type FieldKind, type FormDraft, type FormSchema } from './form';
import { keepEdits, readKeptEdits } from './kept-draft';
import { holdUnsavedInput } from './unsaved-input';

interface ZodFormOptions<Field extends string, Values> {
  /** The api package's schema for this form: the same rules the device and server apply. */
  schema: FormSchema<Values>;
  initial: FormDraft<Field>;
  kinds?: Partial<Record<Field, FieldKind>>;
  /**
   * Runs with the checked values. Answers true when the values were taken, false when they
   * were not (the user's text then stays for another try).
   */
  onSubmit(values: Values): Promise<boolean> | boolean;
  /**
   * After values were taken: "reset" empties a form that makes something (a new task), "keep"
   * holds what was saved as the new starting point (a settings form).
   */
  afterSubmit?: 'reset' | 'keep';
  /**
   * Keeps the unsaved edits in the browser under this key (lib/kept-draft.ts), so leaving the
   * screen or the app closing loses nothing typed; they come back in the form until saved.
   */
  keepAs?: string;
}

export interface ZodForm<Field extends string> {
  draft: FormDraft<Field>;
  errors: Partial<Record<Field | '_form', string>>;
  pending: boolean;
  /** True once the draft differs from what the form started with. */
  dirty: boolean;
  setField(field: Field, value: string): void;
  /** For the form's onSubmit: Enter in any field submits, as a native form does. */
  handleSubmit(event: FormEvent): Promise<void>;
  /** Submits without an event (a field that saves when it loses the focus). */
  submit(): Promise<void>;
  reset(next?: FormDraft<Field>): void;
}

/**
 * The one form helper: the draft as typed, the schema's message under each wrong field, and a
 * submit that runs only with valid values. After a refused submit, each change is checked
 * again, so a message goes away as soon as its field is right. A form showing stored values
 * follows them when they change (a sync brought another device's save) in every field the user
 * has not touched; their own edits are never overwritten (form.ts, followStored).
 */
export function useZodForm<Field extends string, Values>({
  schema,
  initial,
  kinds = {},
  onSubmit,
  afterSubmit = 'reset',
  keepAs,
}: ZodFormOptions<Field, Values>): ZodForm<Field> {
  const [start, setStart] = useState(initial);
  const [draft, setDraft] = useState(() => ({ ...initial, ...(keepAs === undefined ? null : readKeptEdits(keepAs, initial)) }));
  const [given, setGiven] = useState(initial);
  if (!sameDraft(given, initial)) {
    setGiven(initial);
    setStart(initial);
    setDraft(followStored(draft, start, initial));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);

  function setField(field: Field, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (checked) {
      const result = checkForm(schema, next, kinds);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await submit();
  }

  async function submit() {
    if (pending) return;
    const result = checkForm(schema, draft, kinds);
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const sent = draft;
    try {
      if (await onSubmit(result.values)) {
        // Here, not only in the effect below: a form the save replaces unmounts before it runs.
        if (keepAs !== undefined) keepEdits(keepAs, null);
        const next = afterSubmit === 'keep' ? sent : start;
        setStart(next);
        // The inputs stay open while it saves: a field changed meanwhile keeps its text, an
        // edit against what was sent; only the fields still as sent take the next values.
        setDraft((now) => followStored(now, sent, next));
        clearChecks();
      }
    } finally {
      setPending(false);
    }
  }

  function reset(next: FormDraft<Field> = initial) {
    setStart(next);
    setDraft(next);
    clearChecks();
  }

  function clearChecks() {
    setErrors({});
    setChecked(false);
  }

  const dirty = !sameDraft(draft, start);
  useEffect(() => {
    if (keepAs !== undefined) keepEdits(keepAs, editsOf(draft, start));
  }, [keepAs, draft, start]);
  // While it holds unsaved input, an app update waits for it (lib/unsaved-input.ts).
  useEffect(() => (dirty ? holdUnsavedInput() : undefined), [dirty]);
  return { draft, errors: errors as ZodForm<Field>['errors'], pending, dirty, setField, handleSubmit, submit, reset };
}
