import fc from 'fast-check';
import { describe, it } from 'vitest';
import { runScenario, scenarioArbitrary } from './scenario';

/** Runs in the suite; SIM_RUNS=20000 pnpm test runs more on demand. */
const RUNS = Number(process.env.SIM_RUNS ?? 1000);
// A run takes some 30 ms here (1,000 in 27 s), several times that on a busy machine: the time
// allowed grows with the runs asked for, or SIM_RUNS=20000 stopped at the suite's 300 s.
const TIMEOUT_MS = Math.max(300_000, RUNS * 150);

describe('devices going offline and online against the server, with faults', () => {
  it(`converge to the server and the model in ${RUNS} random runs`, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, (scenario) => runScenario(scenario)),
      { numRuns: RUNS, seed: Number(process.env.SIM_SEED ?? 20261121), endOnFailure: true },
    );
  }, TIMEOUT_MS);
});
