import fc from 'fast-check';
import { describe, it } from 'vitest';
import { runScenario, scenarioArbitrary } from './scenario';

/** Runs in the suite; SIM_RUNS=20000 pnpm test runs more on demand. */
const RUNS = Number(process.env.SIM_RUNS ?? 1000);

describe('devices going offline and online against the server, with faults', () => {
  it(`converge to the server and the model in ${RUNS} random runs`, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, (scenario) => runScenario(scenario)),
      { numRuns: RUNS, seed: Number(process.env.SIM_SEED ?? 20261121), endOnFailure: true },
    );
  });
});
