import * as z from 'zod/mini';

/**
 * A trait as GET /api/traits and GET /api/stats answer it. id is the trait name in lower case
 * ("consistency"): traits are fixed, not stored records. traitName stays a plain string so an
 * older app shows a trait it does not know as Consistency (spec) instead of failing.
 */
export const TraitSchema = z.object({
  id: z.string(),
  traitName: z.string(),
  /** XP inside the current level, 0..999; the bar shows currentXP / 1000 XP. */
  currentXP: z.number(),
  level: z.number(),
  /** All XP the trait ever earned; analytics' XP Earned is the sum over traits. */
  totalXP: z.number(),
});
export type TraitResponse = z.infer<typeof TraitSchema>;

/** GET /api/traits, in the fixed order Consistency, Fitness, Finance, Focus, Resilience, Persuasion. */
export const TraitListSchema = z.array(TraitSchema);

/**
 * GET /api/stats: everything derived from the records at the time of the answer (spec §7 plus
 * maxHP, the liquid X state and the HP bar style, so no client re-derives them differently).
 */
export const StatsSchema = z.object({
  currentHP: z.number(),
  /** The Starting HP setting: HP is clamped to 0..maxHP. */
  maxHP: z.number(),
  consecutiveDays: z.number(),
  dailyStreak: z.number(),
  weeklyStreak: z.number(),
  monthlyStreak: z.number(),
  /** The latest logged weight in lbs, or null before the first. */
  currentWeight: z.nullable(z.number()),
  traits: TraitListSchema,
  liquidX: z.enum(['normal', 'warning', 'gold']),
  hpBarStyle: z.enum(['low', 'middle', 'normal']),
});
export type Stats = z.infer<typeof StatsSchema>;
