import { HP_BAR_HIGH_PERCENT, HP_BAR_LOW_PERCENT } from './constants';

/** Something that moves HP at an instant. */
export interface HpEvent {
  at: number;
  delta: number;
  /** Stable tie-break so equal instants always apply in the same order. */
  key: string;
}

export function clampHp(hp: number, maxHp: number): number {
  return Math.min(maxHp, Math.max(0, hp));
}

/**
 * HP after a sequence of events, starting full. HP is clamped after every event, so order
 * matters: events are applied by time, then by key, whatever order they were given in.
 */
export function hpAfter(events: readonly HpEvent[], maxHp: number): number {
  const ordered = [...events].sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let hp = maxHp;
  for (const event of ordered) hp = clampHp(hp + event.delta, maxHp);
  return hp;
}

export type HpBarStyle = 'low' | 'middle' | 'normal';

/** Low below 30 percent of maximum, middle from 30 to under 70, normal at 70 or above. */
export function hpBarStyle(hp: number, maxHp: number): HpBarStyle {
  const percent = maxHp > 0 ? (hp / maxHp) * 100 : 0;
  if (percent < HP_BAR_LOW_PERCENT) return 'low';
  if (percent < HP_BAR_HIGH_PERCENT) return 'middle';
  return 'normal';
}
