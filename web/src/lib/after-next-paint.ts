/** A hidden page draws no frames: past this, the work runs anyway. */
const HIDDEN_PAGE_FALLBACK_MS = 100;

/**
 * Runs `work` once the page has painted what was just done: after the next animation frame and
 * the task that follows it, or after a short time when no frame comes (a hidden page).
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, HIDDEN_PAGE_FALLBACK_MS);
}
