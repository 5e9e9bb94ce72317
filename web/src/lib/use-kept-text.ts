import { useEffect, useState } from 'react';
import { keepEdits, readKeptEdits } from './kept-draft';
import { holdUnsavedInput } from './unsaved-input';

/**
 * The text of one input that makes something (a weight, a checklist item), kept as a form's
 * edits are (kept-draft.ts): what was typed and not yet added comes back after a visit to
 * another screen or a closed app, until it is added or cleared. While it holds text, an app
 * update waits for it.
 */
export function useKeptText(key: string): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(() => readKeptEdits(key, { text: '' })?.text ?? '');
  const typed = text !== '';
  useEffect(() => keepEdits(key, typed ? { text } : null), [key, text, typed]);
  useEffect(() => (typed ? holdUnsavedInput() : undefined), [typed]);
  return [text, setText];
}
