import { Undo2 } from 'lucide-react';
import { canUndoWaterLog, type WaterLog } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { UntilRestored } from '../../components/until-restored';
import { formatTime12h } from '../../lib/format';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';

interface HourlyIntakeListProps {
  logs: WaterLog[];
  timeZone: string;
  now: Date;
  onUndo(log: WaterLog): void;
}

/** Today's logs, newest first, each with its time on a 12-hour clock; recent ones can be undone. */
export function HourlyIntakeList({ logs, timeZone, now, onUndo }: HourlyIntakeListProps) {
  const newestFirst = [...logs].reverse();
  // An Undo takes its row away, and a log too old to undo loses its button: either way the
  // keyboard stays in the list (ADR 36).
  const list = useFocusKeptInList<HTMLUListElement>();
  return (
    <Card title="Hourly Intake" titleId="hourly-intake">
      {newestFirst.length === 0 ? (
        <UntilRestored>
          <EmptyState title="No water logged today" hint="Start tracking your hydration!" />
        </UntilRestored>
      ) : (
        <ul className="intake-list" aria-labelledby="hourly-intake" tabIndex={0} ref={list}>
          {newestFirst.map((log) => {
            const time = formatTime12h(log.loggedAt, timeZone);
            return (
              <li key={log.id} className="intake-list__item" tabIndex={-1}>
                <time dateTime={log.loggedAt} className="intake-list__time">
                  {time}
                </time>
                <span className="intake-list__amount">{log.amount} oz</span>
                {canUndoWaterLog(log, now) && (
                  <button
                    type="button"
                    className="button button--ghost intake-list__undo"
                    aria-label={`Undo ${log.amount} oz at ${time}`}
                    onClick={() => onUndo(log)}
                  >
                    <Undo2 size={16} aria-hidden="true" />
                    Undo
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
