/**
 * What a refused change held in the user's own words. The server refused it for good and the
 * resync that follows takes its effect off the screen (a note written offline for a day another
 * device had already written, an item added to a location removed meanwhile), so the banner
 * that says it was refused also keeps what was typed: nothing written by hand is lost without
 * being shown. Changes without such words (a tap, a completion) answer null.
 */
import { MUTATIONS, type MutationArgs, type MutationName } from '@ninety/domain';

type Describe = (args: unknown) => string | null;

/** The stored args read with the change's own schema: a change sent without them has none. */
function reading<Name extends MutationName>(name: Name, words: (args: MutationArgs<Name>) => string): Describe {
  return (args) => {
    const parsed = MUTATIONS[name].args.safeParse(args);
    return parsed.success ? words(parsed.data as MutationArgs<Name>) : null;
  };
}

const DESCRIBE: Partial<Record<string, Describe>> = {
  'goal.checkin': reading('goal.checkin', ({ day, note }) => `Your note for ${day}: "${note}"`),
  'goal.create': reading('goal.create', ({ title, description }) => `The goal "${title}": ${description}`),
  'task.create': reading('task.create', ({ title }) => `The task "${title}"`),
  'checklist.add': reading('checklist.add', ({ itemName, locationName }) => `"${itemName}" at ${locationName}`),
  'weight.log': reading('weight.log', ({ weight }) => `A weight of ${weight} lbs`),
  'water.log': reading('water.log', ({ amount }) => `${amount} oz of water`),
};

export function wordsOfRefusedChange(change: { name: string; args: unknown }): string | null {
  return Object.hasOwn(DESCRIBE, change.name) ? (DESCRIBE[change.name]?.(change.args) ?? null) : null;
}
