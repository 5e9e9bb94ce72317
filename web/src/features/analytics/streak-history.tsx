import { streakLabel, type StreakBadgeKind } from '@ninety/domain';
import { Card } from '../../components/ui/card';

const ROWS: [kind: StreakBadgeKind, label: string][] = [
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
];

/** Daily in days, weekly in weeks, monthly in months. */
export function StreakHistory({ counts }: { counts: Record<StreakBadgeKind, number> }) {
  return (
    <Card title="Streak History" titleId="streak-history">
      <dl className="streak-history">
        {ROWS.map(([kind, label]) => (
          <div key={kind} className="streak-history__row">
            <dt>{label}</dt>
            <dd data-testid={`history-${kind}`}>{streakLabel(kind, counts[kind])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
