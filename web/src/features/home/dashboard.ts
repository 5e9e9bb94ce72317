/**
 * What the dashboard shows, from the derived stats: the gold counter and its caption, the liquid
 * X's fill and the words that say its state, and the HP bar's figures. Pure, so every threshold
 * is tested at its edges without a browser.
 */
import { formatCount, GOLD_TARGET_DAYS, HP_BAR_LOW_PERCENT, type DerivedStats, type HpBarStyle, type LiquidX } from '@ninety/domain';

export interface GoldView {
  days: number;
  /** "12/90", "1,819/90". */
  counter: string;
  /** "{90-n} days to gold" (the spec's text exactly, also for 1), or "Gold Unlocked!" at 90 or more. */
  caption: string;
  /** How full the liquid X is, 0..1. */
  fill: number;
}

export function goldView(consecutiveDays: number): GoldView {
  const days = Math.max(0, Math.floor(consecutiveDays));
  const left = GOLD_TARGET_DAYS - days;
  return {
    days,
    counter: `${formatCount(days)}/${GOLD_TARGET_DAYS}`,
    caption: left <= 0 ? 'Gold Unlocked!' : `${left} days to gold`,
    fill: Math.min(1, days / GOLD_TARGET_DAYS),
  };
}

export interface LiquidXView {
  state: LiquidX;
  /** The state in words, shown under the X: colour is never the only signal. */
  label: string;
  /** Why it is in this state, for the screen reader and as the line under the label. */
  detail: string;
  /** What a screen reader hears for the shape as a whole. */
  description: string;
}

/** The three states of docs/product.md, each with its reason in words. */
export function liquidXView(stats: Pick<DerivedStats, 'liquidX' | 'consecutiveDays' | 'forgivenMissInUse'>): LiquidXView {
  const { counter } = goldView(stats.consecutiveDays);
  const [label, detail] = (() => {
    switch (stats.liquidX) {
      case 'gold':
        return ['Gold', `${GOLD_TARGET_DAYS} consistent days reached`] as const;
      case 'warning':
        return [
          'Warning',
          stats.forgivenMissInUse
            ? 'Yesterday was missed and forgiven: miss today too and the count starts over'
            : `HP is below ${HP_BAR_LOW_PERCENT}%: finish a task or log water to recover`,
        ] as const;
      default:
        return ['On track', 'Keep meeting one commitment a day'] as const;
    }
  })();
  return { state: stats.liquidX, label, detail, description: `Liquid X, ${counter} consistent days filled. ${label}: ${detail}.` };
}

export interface HpView {
  value: number;
  max: number;
  style: HpBarStyle;
  /** "85 / 100 HP". */
  text: string;
  /** "85 of 100 HP, low" for a screen reader; the style is said, not only shown. */
  valueText: string;
}

const STYLE_WORDS: Record<HpBarStyle, string> = { low: 'low', middle: 'fair', normal: 'good' };

export function hpView(stats: Pick<DerivedStats, 'currentHP' | 'maxHP' | 'hpBarStyle'>): HpView {
  return {
    value: stats.currentHP,
    max: stats.maxHP,
    style: stats.hpBarStyle,
    text: `${stats.currentHP} / ${stats.maxHP} HP`,
    valueText: `${stats.currentHP} of ${stats.maxHP} HP, ${STYLE_WORDS[stats.hpBarStyle]}`,
  };
}

/**
 * rules.md: the hint shows while there are no goals and no tasks; not while a restore is still
 * bringing the user's history, whose goals and tasks may simply not have come yet.
 */
export function showGettingStarted(goalCount: number, taskCount: number, restoring: boolean): boolean {
  return goalCount === 0 && taskCount === 0 && !restoring;
}
