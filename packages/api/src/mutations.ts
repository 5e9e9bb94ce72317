import type * as z from 'zod/mini';
import { SettingsPatchSchema } from './routes/settings';
import { WaterDeleteArgsSchema, WaterLogArgsSchema } from './routes/water';

/**
 * Every mutation a device can queue, by its wire name `resource.action`, with the schema of its
 * args (the REST body plus the record id). The server validates args with these on replay; a
 * mutation whose args fail is rejected with the schema's message, never half-applied.
 */
export const MUTATION_ARGS = {
  'water.log': WaterLogArgsSchema,
  'water.delete': WaterDeleteArgsSchema,
  'settings.update': SettingsPatchSchema,
} as const;

export type MutationName = keyof typeof MUTATION_ARGS;
export type MutationArgs<Name extends MutationName> = z.infer<(typeof MUTATION_ARGS)[Name]>;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATION_ARGS, name);
}
