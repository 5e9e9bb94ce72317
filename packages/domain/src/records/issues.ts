import type * as z from 'zod/mini';

/** The message of the first problem zod found, which is what the user is shown. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** A zod path as code would write it: ["tasks", 3, "hpImpact"] → "tasks[3].hpImpact". */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/**
 * The first problem with where it is, "tasks[3].hpImpact: Minimum HP impact is 5", for inputs
 * too big to guess from (an import file, a pulled row). `dropPrefix` leaves out leading path
 * keys every issue shares, as long as something remains.
 */
export function firstIssueWithPath(error: z.core.$ZodError, dropPrefix: readonly PropertyKey[] = []): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  let path: readonly PropertyKey[] = issue.path;
  const shared = dropPrefix.every((key, i) => path[i] === key);
  if (shared && path.length > dropPrefix.length) path = path.slice(dropPrefix.length);
  return path.length === 0 ? issue.message : `${formatIssuePath(path)}: ${issue.message}`;
}
