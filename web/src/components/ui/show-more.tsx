import { formatCount } from '@ninety/domain';

interface ShowMoreProps {
  /** How many the list shows now, and how many there are. */
  shown: number;
  total: number;
  /** What they are, plural: "open tasks". */
  noun: string;
  /** "Show more" or "Show older" (rules.md, "Lists that grow with history"). */
  label: string;
  onShowMore(): void;
}

/**
 * The end of a list that grows with history: how much of it is on screen, and the button that
 * adds the next page. Nothing when everything is shown.
 */
export function ShowMore({ shown, total, noun, label, onShowMore }: ShowMoreProps) {
  if (shown >= total) return null;
  return (
    <div className="show-more">
      <p className="show-more__count" role="status">
        {formatCount(shown)} of {formatCount(total)} {noun} shown
      </p>
      <button type="button" className="button" onClick={onShowMore}>
        {label}
      </button>
    </div>
  );
}
