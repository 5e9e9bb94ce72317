import fc from 'fast-check';
import { actionArbitrary, runAction, type Action } from './actions';
import { assertConverged, settle } from './check';
import { Device } from './device';
import { Journal } from './journal';
import { World } from './world';

export interface Scenario {
  devices: number;
  /**
   * Clock skews of the devices after the first, in minutes (the first keeps true time): a few
   * minutes, two hours either way, and a clock a day ahead or behind.
   */
  skews: number[];
  actions: Action[];
  /** A push body limit far below the real one, so batches and imports go over it; or none. */
  pushLimitBytes?: number;
}

export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc.integer({ min: 2, max: 3 }).chain((devices) =>
  fc.record({
    devices: fc.constant(devices),
    skews: fc.array(fc.constantFrom(0, 0, 3, -120, 120, 1380, -1380), { minLength: devices - 1, maxLength: devices - 1 }),
    actions: fc.array(actionArbitrary(devices), { minLength: 1, maxLength: 30 }),
    pushLimitBytes: fc.constantFrom(undefined, undefined, undefined, 6_000),
  }),
);

export async function runScenario(scenario: Scenario, seed = 1): Promise<void> {
  const world = new World(undefined, seed, scenario.pushLimitBytes);
  const skews = [0, ...scenario.skews];
  const devices = skews.slice(0, scenario.devices).map((skew, i) => new Device(world, `d${i}`, skew * 60_000));
  const journal = new Journal();
  try {
    for (const action of scenario.actions) {
      await runAction(action, world, devices);
      await journal.record(devices, world.now);
    }
    await settle(devices);
    await assertConverged(world, devices, journal);
  } finally {
    await Promise.all(devices.map((phone) => phone.close()));
    world.close();
  }
}
