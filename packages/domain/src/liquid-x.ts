/**
 * The dashboard's liquid X (docs/product.md, Days, streaks and gold): gold at 90 consistent days or
 * more; warning (red) while the forgiven miss is in use or HP is below 30 percent of maximum;
 * otherwise normal (green).
 */
import { GOLD_TARGET_DAYS, HP_BAR_LOW_PERCENT } from './constants';

export type LiquidX = 'gold' | 'warning' | 'normal';

export interface LiquidXInput {
  consecutiveDays: number;
  /** Yesterday was missed and forgiven (streaks.ts). */
  forgivenMissInUse: boolean;
  currentHP: number;
  maxHP: number;
}

/**
 * Gold wins over warning: 90 days reached is reached, and the X shows it even on a day the
 * user is low on HP or used the forgiven miss. "Below 30 percent" is strict, so exactly 30
 * percent (30 of 100, 45 of 150) is not a warning, the same threshold as the HP bar's low style.
 */
export function liquidXState({ consecutiveDays, forgivenMissInUse, currentHP, maxHP }: LiquidXInput): LiquidX {
  if (consecutiveDays >= GOLD_TARGET_DAYS) return 'gold';
  if (forgivenMissInUse || currentHP * 100 < HP_BAR_LOW_PERCENT * maxHP) return 'warning';
  return 'normal';
}
