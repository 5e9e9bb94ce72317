/**
 * Resolves in a task of its own, after the browser has had its turn: work before and after an
 * `await nextTask()` never makes one long task that holds a tap back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
