import { formatWeightChange, type WeightEntry } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { weightTrend } from './analytics';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** The weight log as a line, with a summary in words and the entries as a table for screen readers. */
export function WeightTrendChart({ entries, timeZone }: { entries: readonly WeightEntry[]; timeZone: string }) {
  const trend = weightTrend(entries, WIDTH - 2 * PAD, HEIGHT - 2 * PAD);
  if (!trend) {
    return (
      <Card title="Weight Trend" titleId="weight-trend">
        <p className="muted">Log your weight to see its trend here.</p>
      </Card>
    );
  }
  const first = trend.points[0]!;
  const last = trend.points[trend.points.length - 1]!;
  const summary =
    trend.points.length === 1
      ? `One entry: ${first.weight} lbs on ${formatDate(first.loggedAt, timeZone)}.`
      : `From ${first.weight} lbs on ${formatDate(first.loggedAt, timeZone)} to ${last.weight} lbs on ${formatDate(last.loggedAt, timeZone)}: ${formatWeightChange(last.weight - first.weight)}.`;
  const line = trend.points.map((p) => `${p.x + PAD},${p.y + PAD}`).join(' ');
  return (
    <Card title="Weight Trend" titleId="weight-trend">
      <p className="weight-trend__summary" data-testid="weight-trend-summary">
        {summary}
      </p>
      <svg className="weight-trend" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="weight-trend__axis" />
        <polyline points={line} className="weight-trend__line" />
        {trend.points.map((p) => (
          <circle key={p.loggedAt} cx={p.x + PAD} cy={p.y + PAD} r={3} className="weight-trend__dot" />
        ))}
      </svg>
      <div className="weight-trend__scale" aria-hidden="true">
        <span>{formatDate(first.loggedAt, timeZone)}</span>
        <span>
          {trend.min}–{trend.max} lbs
        </span>
        <span>{formatDate(last.loggedAt, timeZone)}</span>
      </div>
      <div className="visually-hidden">
        <table>
        <caption>Weight log, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((p) => (
            <tr key={p.loggedAt}>
              <td>{formatDate(p.loggedAt, timeZone)}</td>
              <td>{p.weight} lbs</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </Card>
  );
}
