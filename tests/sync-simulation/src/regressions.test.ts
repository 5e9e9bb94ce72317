import { describe, it } from 'vitest';
import { runScenario, type Scenario } from './scenario';

/**
 * Scenarios that once broke convergence, kept so the bug stays fixed. Add a failing run's
 * counterexample here (fast-check prints it) together with what it caught.
 */
const REGRESSIONS: { caught: string; scenario: Scenario }[] = [
  {
    caught:
      'Two offline devices generate quest rounds with the same titles. The server used to skip a quest ' +
      'whose title was already open, while the device that made it kept it: the two never agreed again.',
    scenario: {
      devices: 2,
      skews: [0],
      actions: [
        { kind: 'offline', d: 0 },
        { kind: 'offline', d: 1 },
        { kind: 'generateQuests', d: 0, seed: 7 },
        { kind: 'generateQuests', d: 1, seed: 7 },
        { kind: 'online', d: 0 },
        { kind: 'sync', d: 0, fault: 'none' },
        { kind: 'online', d: 1 },
        { kind: 'sync', d: 1, fault: 'none' },
      ],
    },
  },
  {
    caught:
      'A device two hours ahead measured the server clock against the wall clock instead of its own, so ' +
      'its corrected actions landed hours off and a task it completed counted in the future.',
    scenario: {
      devices: 2,
      skews: [120],
      actions: [
        { kind: 'task', d: 1, dueHours: 2, hpImpact: 20 },
        { kind: 'sync', d: 1, fault: 'none' },
        { kind: 'completeTask', d: 1, pick: 0 },
        { kind: 'wait', minutes: 7 },
        { kind: 'sync', d: 1, fault: 'drop-response' },
        { kind: 'sync', d: 0, fault: 'none' },
      ],
    },
  },
  {
    caught:
      'A zone chosen on a phone with no signal lost to a new phone started a day later, whose browser zone ' +
      'reached the server first: a default was stored with the time of its start (ADR 32, amended).',
    scenario: {
      devices: 2,
      skews: [0],
      actions: [
        { kind: 'offline', d: 1 },
        { kind: 'zone', d: 1, zone: 1 },
        { kind: 'wait', minutes: 1440 },
        { kind: 'startZone', d: 0, zone: 0 },
        { kind: 'sync', d: 0, fault: 'none' },
        { kind: 'online', d: 1 },
        { kind: 'sync', d: 1, fault: 'none' },
      ],
    },
  },
];

describe('kept regressions', () => {
  it.each(REGRESSIONS)('$caught', async ({ scenario }) => {
    await runScenario(scenario);
  });
});
