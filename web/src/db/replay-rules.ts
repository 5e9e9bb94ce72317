import { MUTATION_RULES } from '@ninety/domain';

/** The rules of every mutation, as a sync engine is given them (apply-pull.ts). */
export type ReplayRules = typeof MUTATION_RULES;

/**
 * The rules of every mutation, for replaying what waits in the outbox on top of a pull: a change
 * queued in an earlier visit may be of any kind. The page loads this module only when something
 * waits to be replayed (sync/start-sync.ts; mutation-kind.ts says why the registry stays out of a
 * first visit); the service worker, built as one file, imports it as it is.
 */
export const replayRules = async (): Promise<ReplayRules> => MUTATION_RULES;
