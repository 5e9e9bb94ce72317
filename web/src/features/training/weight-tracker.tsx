import { useId, useState, type FormEvent } from 'react';
import { Plus, Undo2 } from 'lucide-react';
import { canUndoWeight, formatWeightChange, WEIGHT_HISTORY_PAGE, WEIGHT_MAX_LBS, WEIGHT_MIN_LBS, type WeightEntry, type WeightSummary } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { LoadingText } from '../../components/ui/loading-text';
import { ShowMore } from '../../components/ui/show-more';
import { UntilRestored } from '../../components/until-restored';
import { useWeightHistory } from '../../db/hooks/weights';
import { logWeight } from '../../db/weight-repo';
import { takeBackWeight, weightLogged } from '../../lib/action-texts';
import { formatDate, formatTime12h } from '../../lib/format';
import { useAction } from '../../lib/run-action';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { useKeptText } from '../../lib/use-kept-text';
import { useNow } from '../../lib/use-now';

interface WeightTrackerProps {
  summary: Omit<WeightSummary, 'history'>;
  timeZone: string;
}

/**
 * The Weight Tracker tab: the same weight log as Analytics (docs/decisions/0008). A refused
 * value is told in the spec's toast, "Invalid Weight". The history shows the newest entries,
 * older ones 10 at a time on request: a daily log is years long. An entry logged in the last 10
 * minutes has an Undo there, as a water log has in its list. While a restore is stored the
 * current weight and its changes wait for it to end (ADR 31): the newest entries come last.
 */
export function WeightTracker({ summary, timeZone }: WeightTrackerProps) {
  const [shown, setShown] = useState(WEIGHT_HISTORY_PAGE);
  const historyId = useId();
  const history = useWeightHistory(shown);
  // An Undo's button goes when its 10 minutes are over.
  const now = useNow();
  // An Undo takes its row away, and an entry too old loses its button: the keyboard stays in the
  // list (ADR 36).
  const list = useFocusKeptInList<HTMLOListElement>();
  const [draft, setDraft, clearAdded] = useKeptText('weight');
  // One entry per Add, however often Enter is pressed while it is stored (ADR 34).
  const logTyped = useAction(() => logWeight(draft), weightLogged(draft));

  async function add(event: FormEvent) {
    event.preventDefault();
    const typed = draft;
    if ((await logTyped.run())?.ok) clearAdded(typed);
  }

  const dated = (entry: WeightEntry) => formatDate(entry.loggedAt, timeZone);
  return (
    <div className="weight-tracker">
      {/* The newest entry, and the one a week before it, may be in the pages still to come. */}
      <UntilRestored then="Your current weight and its changes will show once the rest has arrived.">
        <dl className="weight-stats">
          <div className="weight-stats__item">
            <dt>Current weight</dt>
            <dd data-testid="weight-current">{summary.current ? `${summary.current.weight} lbs` : 'None yet'}</dd>
          </div>
          <div className="weight-stats__item">
            <dt>Weekly change</dt>
            <dd data-testid="weight-weekly">{summary.weeklyChange === null ? 'Not enough data' : formatWeightChange(summary.weeklyChange)}</dd>
            {summary.weekAgo && <dd className="weight-stats__note">since {dated(summary.weekAgo)}</dd>}
          </div>
          <div className="weight-stats__item">
            <dt>Total progress</dt>
            <dd data-testid="weight-total">{summary.totalProgress === null ? 'Not enough data' : formatWeightChange(summary.totalProgress)}</dd>
            {summary.first && summary.totalProgress !== null && <dd className="weight-stats__note">since {dated(summary.first)}</dd>}
          </div>
        </dl>
      </UntilRestored>
      <form className="weight-form" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor="weight-input" className="field__label">
          Weight (lbs)
        </label>
        <div className="weight-form__row">
          <input
            id="weight-input"
            className="input"
            type="number"
            inputMode="numeric"
            min={WEIGHT_MIN_LBS}
            max={WEIGHT_MAX_LBS}
            step={1}
            placeholder="lbs"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <BusyButton type="submit" className="button button--primary" busy={logTyped.pending}>
            <Plus size={16} aria-hidden="true" /> {logTyped.pending ? 'Saving...' : 'Add'}
          </BusyButton>
        </div>
      </form>
      <h3 className="weight-history__title">History</h3>
      {!history ? (
        <LoadingText>Loading weights...</LoadingText>
      ) : history.count === 0 ? (
        <UntilRestored>
          <p className="muted">No weights logged yet. Add today's weight above.</p>
        </UntilRestored>
      ) : (
        <>
          <ol className="weight-history" id={historyId} aria-label="Weight history, newest first" ref={list}>
            {history.entries.map((entry) => (
              // Focusable by script only: the first of a page shown by Show older takes the focus.
              <li key={entry.id} className="weight-history__item" tabIndex={-1}>
                <time dateTime={entry.loggedAt}>{dated(entry)}</time>
                <span className="weight-history__weight">{entry.weight} lbs</span>
                {canUndoWeight(entry, now) && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`Undo ${entry.weight} lbs at ${formatTime12h(entry.loggedAt, timeZone)}`}
                    onClick={() => void takeBackWeight(entry.id, String(entry.weight))}
                  >
                    <Undo2 size={16} aria-hidden="true" />
                    Undo
                  </button>
                )}
              </li>
            ))}
          </ol>
          <ShowMore
            controls={historyId}
            shown={history.entries.length}
            total={history.count}
            noun="entries"
            label="Show older"
            onShowMore={() => setShown((n) => n + WEIGHT_HISTORY_PAGE)}
          />
        </>
      )}
    </div>
  );
}
