import { RotateCw } from 'lucide-react';

/**
 * Try Again on a panel shown in place of a screen, or of a part of one, that could not load or
 * be drawn. The panel goes as it is tried again (and comes back anew if that fails too), taking
 * the focused button with it: the nearest element around it that takes focus (the tab panel,
 * the screen's main) takes the focus first, so the keyboard stays where it was instead of
 * falling to the top of the page (ADR 36).
 */
export function TryAgainButton({ retry, className = 'button button--primary' }: { retry: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        event.currentTarget.parentElement?.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true });
        retry();
      }}
    >
      <RotateCw size={16} aria-hidden="true" /> Try Again
    </button>
  );
}
