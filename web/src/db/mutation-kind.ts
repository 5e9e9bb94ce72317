import type { MUTATION_ARGS, MutationName } from '@ninety/api';
import type { MUTATION_RULES } from '@ninety/domain';

/**
 * One mutation as this device performs it: its name, with the args schema and the rules the
 * registries hold for that name (packages/api MUTATION_ARGS, packages/domain MUTATION_RULES),
 * picked by the repository that performs it. The registries themselves are not loaded for a
 * change: referenced one by one, the rules of a change travel with the screen that makes it, and
 * a first visit carries only the settings change that stores the browser's time zone. The types
 * hold each kind to its name's entries, and mutation-kinds.test.ts checks they are the same values.
 */
export interface MutationKind<Name extends MutationName = MutationName> {
  readonly name: Name;
  readonly args: (typeof MUTATION_ARGS)[Name];
  readonly rules: (typeof MUTATION_RULES)[Name];
}

export function mutationKind<Name extends MutationName>(
  name: Name,
  args: (typeof MUTATION_ARGS)[Name],
  rules: (typeof MUTATION_RULES)[Name],
): MutationKind<Name> {
  return { name, args, rules };
}
