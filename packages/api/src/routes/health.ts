import * as z from 'zod/mini';

/** GET /api/health: the server is up; version is the running build's, for support and tests. */
export const HealthSchema = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof HealthSchema>;
