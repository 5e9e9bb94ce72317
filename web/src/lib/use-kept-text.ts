import { useCallback, useEffect, useState } from 'react';
import { keepEdits, readKeptEdits } from './kept-draft';
import { holdUnsavedInput } from './unsaved-input';

/**
 * The text of one input that makes something (a weight, a checklist item), kept as a form's
 * edits are (kept-draft.ts): what was typed and not yet added comes back after a visit to
 * another screen or a closed app, until it is added or cleared. While it holds text, an app
 * update waits for it.
 */
export function useKeptText(key: string): [text: string, setText: (text: string) => void, clearAdded: (added: string) => void] {
  const [text, setText] = useState(() => readKeptEdits(key, { text: '' })?.text ?? '');
  const typed = text !== '';
  useEffect(() => keepEdits(key, typed ? { text } : null), [key, text, typed]);
  useEffect(() => (typed ? holdUnsavedInput() : undefined), [typed]);
  // Once `added` is stored it is taken off the front of the input. The input stays open while
  // the write is under way, and what is typed meanwhile (after it, where Enter left the caret)
  // is the next item, which stays; an input changed some other way is left as it is.
  const clearAdded = useCallback((added: string) => setText((now) => (now.startsWith(added) ? now.slice(added.length) : now)), []);
  return [text, setText, clearAdded];
}
