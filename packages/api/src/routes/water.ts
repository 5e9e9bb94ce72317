import * as z from 'zod/mini';
import { WaterAmountSchema } from '@ninety/domain';
import { OccurredAtSchema, RecordIdSchema, strictBody } from '../fields';

/** POST /api/water */
export const WaterLogBodySchema = strictBody({
  amount: WaterAmountSchema,
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type WaterLogBody = z.infer<typeof WaterLogBodySchema>;

/** DELETE /api/water/:id may carry when the undo was tapped, so a replay is judged fairly. */
export const WaterDeleteBodySchema = strictBody({ occurredAt: z.optional(OccurredAtSchema) });

export const WaterLogSchema = z.object({
  id: z.string(),
  amount: z.number(),
  loggedAt: z.string(),
});
export type WaterLogResponse = z.infer<typeof WaterLogSchema>;

/** GET /api/water/today: the spec's {total, logs} plus the day, target and pace. */
export const WaterTodaySchema = z.object({
  date: z.string(),
  total: z.number(),
  target: z.number(),
  pace: z.enum(['No data', 'Complete', 'On Track', 'Behind']),
  logs: z.array(WaterLogSchema),
});
export type WaterToday = z.infer<typeof WaterTodaySchema>;
