/**
 * What Analytics says about the figures the domain computes (analytics.ts, calendar.ts,
 * weights.ts): trends and comparisons in words as well as colour, and the weight trend as the
 * points of a line.
 */
import { formatCount, formatWeightChange, type ComparisonRow, type StatTrend, type WeightPoint } from '@ninety/domain';

export const TREND_WORDS: Readonly<Record<StatTrend, string>> = { up: 'Trending up', down: 'Trending down', neutral: 'Steady' };

/** Spec §9's "default weight display": the comparison shows it, and says it is a default. */
export const DEFAULT_WEIGHT_DISPLAY_LBS = 235;

export interface ComparisonView {
  label: string;
  you: string;
  average: string;
  /** Better or worse, in words. */
  verdict: string;
  tone: 'better' | 'worse' | 'same' | 'neutral';
}

/** "3 days", "1 day", "0 goals", "180 lbs", "1,819 days": the units of comparisonRows are plural. */
const withUnit = (value: number, unit: string) => `${formatCount(value)} ${value === 1 && unit !== 'lbs' && unit !== 'oz' ? unit.replace(/s$/, '') : unit}`;

export function comparisonView(row: ComparisonRow): ComparisonView {
  const average = withUnit(row.average, row.unit);
  if (row.label === 'Weight') {
    // No judgement for weight (domain comparisonRows): how far from the average, nothing more.
    const you = row.you ?? DEFAULT_WEIGHT_DISPLAY_LBS;
    const difference = you - row.average;
    return {
      label: row.label,
      you: row.you === null ? `${withUnit(you, row.unit)} (default)` : withUnit(you, row.unit),
      average,
      verdict: difference === 0 ? 'Same as average' : `${formatWeightChange(difference).replace(/^[+-]/, '')} ${difference > 0 ? 'above' : 'below'} average`,
      tone: 'neutral',
    };
  }
  const you = row.you ?? 0;
  return {
    label: row.label,
    you: withUnit(you, row.unit),
    average,
    verdict: row.better ? 'Better than average' : you === row.average ? 'Same as average' : 'Below average',
    tone: row.better ? 'better' : you === row.average ? 'same' : 'worse',
  };
}

export interface TrendPoint {
  x: number;
  y: number;
  weight: number;
  at: string;
}

export interface WeightTrend {
  points: TrendPoint[];
  min: number;
  max: number;
}

/**
 * The trend's points (domain weightTrendPoints, oldest first) placed in a width x height box,
 * oldest on the left. The vertical scale spans the lightest to the heaviest point with a margin,
 * so a flat line sits mid-height.
 */
export function weightTrend(trend: readonly WeightPoint[], width: number, height: number): WeightTrend | null {
  if (trend.length === 0) return null;
  const min = Math.min(...trend.map((p) => p.weight));
  const max = Math.max(...trend.map((p) => p.weight));
  const low = min - Math.max(2, (max - min) * 0.1);
  const high = max + Math.max(2, (max - min) * 0.1);
  const first = Date.parse(trend[0]!.at);
  const span = Date.parse(trend[trend.length - 1]!.at) - first;
  const points = trend.map((point) => ({
    x: span === 0 ? width / 2 : ((Date.parse(point.at) - first) / span) * width,
    y: height - ((point.weight - low) / (high - low)) * height,
    weight: point.weight,
    at: point.at,
  }));
  return { points, min, max };
}
