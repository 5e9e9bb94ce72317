/**
 * The one action helper: runs a repository function and tells the outcome in the spec's words,
 * a success toast, or a destructive toast with the error's own message (a refused value says
 * which rule it broke) or the spec's fallback when the error has none or the store failed.
 */
import { isStorageFailure } from '../db/storage-failure';
import { showToast, type ToastAction } from './toast-store';
import { useExclusive } from './use-exclusive';

export interface ToastText {
  title: string;
  description?: string;
  action?: ToastAction;
}

export interface ActionTexts<Result> {
  /** The spec's success toast; a function when it names what was made. None: no toast. */
  success?: ToastText | ((result: Result) => ToastText | null);
  /** The spec's error title; "Error" unless the spec gives another ("Payment Error"). */
  errorTitle?: string;
  /** The spec's fallback message ("Failed to create task"). */
  fallback: string;
}

export type ActionResult<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

/**
 * The message to show for an error: its own when it has one, else the fallback. A failure of the
 * browser's store has a developer's text, so it gets the fallback too. An error that carries a
 * title of its own (a refused checklist name is "Invalid Item") keeps that title.
 */
export function errorToast(error: unknown, errorTitle: string, fallback: string): ToastText {
  const ownMessage = error instanceof Error && error.message.trim() !== '' && !isStorageFailure(error);
  const message = ownMessage ? error.message : fallback;
  const ownTitle = error instanceof Error && 'title' in error && typeof error.title === 'string' ? error.title : null;
  return { title: ownTitle ?? errorTitle, description: message };
}

export async function runAction<Result>(action: () => Promise<Result>, texts: ActionTexts<Result>): Promise<ActionResult<Result>> {
  try {
    const value = await action();
    const success = typeof texts.success === 'function' ? texts.success(value) : texts.success;
    if (success) showToast(success);
    return { ok: true, value };
  } catch (error) {
    showToast({ ...errorToast(error, texts.errorTitle ?? 'Error', texts.fallback), variant: 'destructive' });
    return { ok: false, error };
  }
}

/**
 * runAction with its pending state, for a button that says "Generating..." while it works and
 * must not start the same action twice: a call while one is under way is dropped (useExclusive)
 * and answers undefined.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  texts: ActionTexts<Result>,
): { run(...args: Args): Promise<ActionResult<Result> | undefined>; pending: boolean } {
  return useExclusive((...args: Args) => runAction(() => action(...args), texts));
}
