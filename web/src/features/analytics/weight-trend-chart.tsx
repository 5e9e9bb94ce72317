import { useState } from 'react';
import {
  DEFAULT_WEIGHT_RANGE,
  formatWeightChange,
  WEIGHT_RANGES,
  weightRangeStart,
  weightTrendPoints,
  type Instant,
  type WeightPoint,
  type WeightRange,
} from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { LoadingText } from '../../components/ui/loading-text';
import { UntilRestored } from '../../components/until-restored';
import { useWeightTrendEntries } from '../../db/hooks/weights';
import { formatDate } from '../../lib/format';
import { weightTrend } from './analytics';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;
/** Room above and below the line for the first and last values. */
const LABEL_ROOM = 14;

const weightText = (weight: number) => `${weight} lbs`;
/** What one point stands for, in words: an entry, or a week's or a month's mean. */
const POINT_WORDS: Record<WeightRange, string> = { '90d': 'each entry', '1y': 'weekly means', all: 'monthly means' };

function summaryOf(points: readonly WeightPoint[], range: WeightRange, timeZone: string): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length === 1 && first.entries === 1) return `One entry: ${weightText(first.weight)} on ${formatDate(first.at, timeZone)}.`;
  if (points.length === 1) return `${first.entries} entries, ${weightText(first.weight)} on average (${POINT_WORDS[range]}).`;
  return `From ${weightText(first.weight)} on ${formatDate(first.at, timeZone)} to ${weightText(last.weight)} on ${formatDate(last.at, timeZone)}: ${formatWeightChange(Math.round((last.weight - first.weight) * 10) / 10)} (${POINT_WORDS[range]}).`;
}

/**
 * The weight log as a line over 90 days (the default), a year or all of it: at most about 120
 * points whatever the range (domain weight-trend.ts), the first and last values written on it,
 * a summary in words, and the points as a table for screen readers. Only the range's entries are
 * read.
 */
export function WeightTrendChart({ now, timeZone }: { now: Instant; timeZone: string }) {
  const [range, setRange] = useState<WeightRange>(DEFAULT_WEIGHT_RANGE);
  // The day, not the minute: a range's start moving by a minute would read it all again.
  const from = weightRangeStart(range, new Date(now).toISOString().slice(0, 10) + 'T00:00:00.000Z');
  const read = useWeightTrendEntries(range, from);
  // The range drawn is the one its entries were read for: a range just chosen keeps the last
  // line, with its own words, until its entries are read (never a year's entries as All's).
  const drawn = read?.range ?? range;
  const points = read && weightTrendPoints(read.entries, drawn, timeZone);
  const trend = points && weightTrend(points, WIDTH - 2 * PAD, HEIGHT - 2 * PAD - 2 * LABEL_ROOM);

  return (
    <Card title="Weight Trend" titleId="weight-trend">
      <div className="weight-trend__ranges" role="group" aria-label="Weight trend range">
        {WEIGHT_RANGES.map((option) => (
          <button
            key={option.id}
            type="button"
            className={`button weight-trend__range${option.id === range ? ' is-selected' : ''}`}
            aria-pressed={option.id === range}
            onClick={() => setRange(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {!points ? (
        <LoadingText>Loading weights...</LoadingText>
      ) : !trend ? (
        <UntilRestored>
          <p className="muted">Log your weight to see its trend here.</p>
        </UntilRestored>
      ) : (
        <>
          <p className="weight-trend__summary" data-testid="weight-trend-summary">
            {summaryOf(points, drawn, timeZone)}
          </p>
          <svg className="weight-trend" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-points={trend.points.length}>
            <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="weight-trend__axis" />
            <g transform={`translate(${PAD} ${PAD + LABEL_ROOM})`}>
              <polyline points={trend.points.map((p) => `${p.x},${p.y}`).join(' ')} className="weight-trend__line" />
              {trend.points.map((p) => (
                <circle key={p.at} cx={p.x} cy={p.y} r={trend.points.length > 60 ? 1.5 : 3} className="weight-trend__dot" />
              ))}
              <EndLabel point={trend.points[0]!} anchor="start" />
              {trend.points.length > 1 && <EndLabel point={trend.points[trend.points.length - 1]!} anchor="end" />}
            </g>
          </svg>
          <div className="weight-trend__scale" aria-hidden="true">
            <span>{formatDate(points[0]!.at, timeZone)}</span>
            <span>
              {trend.min}–{trend.max} lbs
            </span>
            <span>{formatDate(points[points.length - 1]!.at, timeZone)}</span>
          </div>
          <div className="visually-hidden">
            <table>
              <caption>Weight, oldest first ({POINT_WORDS[drawn]})</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Weight</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.at}>
                    <td>{formatDate(p.at, timeZone)}</td>
                    <td>{weightText(p.weight)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** A value written by its point: above it, or below when the point is near the top. */
function EndLabel({ point, anchor }: { point: { x: number; y: number; weight: number }; anchor: 'start' | 'end' }) {
  const y = point.y < LABEL_ROOM ? point.y + LABEL_ROOM : point.y - 6;
  return (
    <text x={point.x} y={y} textAnchor={anchor} className="weight-trend__label" data-testid={`weight-trend-${anchor === 'start' ? 'first' : 'last'}`}>
      {weightText(point.weight)}
    </text>
  );
}
