import type { ShapeSteps } from './shape-steps';

/**
 * A worked example of two later versions: tasks gain a `notes` field (version 2), then
 * `hpImpact` is renamed `stake` (version 4), with a water log step (version 3) and a settings step
 * (version 5) between and after. Tests of the device and the server use it too, as
 * `@ninety/domain/testing`: no real record has changed shape yet.
 */
export const EXAMPLE_SHAPE_STEPS: ShapeSteps = {
  tasks: [
    { version: 2, row: (row) => ({ ...row, notes: '' }), args: { 'task.create': (args) => ({ ...args, notes: '' }) } },
    {
      version: 4,
      row: ({ hpImpact, ...row }) => ({ ...row, stake: hpImpact }),
      args: { 'task.create': ({ hpImpact, ...args }) => ({ ...args, stake: hpImpact }) },
    },
  ],
  waterLogs: [{ version: 3, row: (row) => ({ ...row, source: 'app' }) }],
  settings: [{ version: 5, row: (row) => (row.key === 'dailyTargetOz' ? { ...row, value: Number(row.value) * 2 } : row) }],
};
