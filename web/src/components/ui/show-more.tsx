import { useEffect, useRef } from 'react';
import { formatCount } from '@ninety/domain';

interface ShowMoreProps {
  /** How many the list shows now, and how many there are. */
  shown: number;
  total: number;
  /** What they are, plural: "open tasks". */
  noun: string;
  /** "Show more" or "Show older" (rules.md, "Lists that grow with history"). */
  label: string;
  /** The id of the list it adds to: the button controls it (aria-controls). */
  controls: string;
  onShowMore(): void;
}

/**
 * The end of a list that grows with history: how much of it is on screen, and the button that
 * adds the next page. Nothing when everything is shown.
 *
 * Once the next page is drawn, its first row takes the focus (ADR 36): reading goes on from
 * where the list ended, where the button was, and the button leaving with the last page does
 * not drop the focus to the top of the page. A row is focused if it takes focus
 * (`tabIndex={-1}` on a card), else its first link or button.
 */
export function ShowMore({ shown, total, noun, label, controls, onShowMore }: ShowMoreProps) {
  // The rows on screen when it was pressed, until the page it asked for is drawn.
  const rowsBefore = useRef<ReadonlySet<Element> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = rowsBefore.current;
    const list = document.getElementById(controls);
    if (!before || !list) return;
    const first = [...list.children].find((row) => !before.has(row));
    if (!first) return;
    rowsBefore.current = null;
    // Only the focus the button had, or lost as it left: not one the user has put elsewhere
    // meanwhile (another tab chosen before the page arrived).
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== button.current) return;
    const target = first.matches('[tabindex]') ? first : first.querySelector('a[href], button, [tabindex]');
    if (target instanceof HTMLElement) target.focus();
  }, [shown, controls]);

  if (shown >= total) return null;
  return (
    <div className="show-more">
      <p className="show-more__count" role="status">
        {formatCount(shown)} of {formatCount(total)} {noun} shown
      </p>
      <button
        ref={button}
        type="button"
        className="button"
        aria-controls={controls}
        onClick={() => {
          rowsBefore.current = new Set(document.getElementById(controls)?.children ?? []);
          onShowMore();
        }}
      >
        {label}
      </button>
    </div>
  );
}
