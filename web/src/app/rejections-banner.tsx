import { TriangleAlert } from 'lucide-react';
import { useRejections } from '../db/hooks/sync';
import { clearRejection } from '../db/sync-state';
import { getDatabase } from '../db/database';
import { useFocusKeptInList } from '../lib/use-focus-kept-in-list';
import { wordsOfRefusedChange } from './rejected-change';

/** What the refused change held in the user's words, which the resync takes off every screen. */
function RefusedWords({ change }: { change: { name: string; args: unknown } }) {
  const words = wordsOfRefusedChange(change);
  return words === null ? null : <p className="rejections__words">Not saved: {words}</p>;
}

/** Changes the server refused for good: the user is told what and why, and can dismiss it. */
export function RejectionsBanner() {
  const rejections = useRejections();
  // A Dismiss takes its row away: the next refusal, or the screen once none is left, has the
  // keyboard's focus (ADR 36).
  const list = useFocusKeptInList<HTMLDivElement>();
  if (rejections.length === 0) return null;
  return (
    <div className="rejections" role="alert" ref={list}>
      {rejections.map((rejection) => (
        <div key={rejection.seq} className="rejections__item" tabIndex={-1}>
          <TriangleAlert size={16} aria-hidden="true" />
          <div className="rejections__text" id={`rejection-${rejection.seq}`}>
            <p>A change could not be saved on the server: {rejection.message}</p>
            <RefusedWords change={rejection} />
          </div>
          {/* Every refusal has its own Dismiss: each says which refusal it takes away. */}
          <button
            type="button"
            className="button button--ghost"
            aria-describedby={`rejection-${rejection.seq}`}
            onClick={() => void clearRejection(getDatabase(), rejection.seq)}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
