/**
 * Every write route with a body it accepts and, per field, values that are bad for that field
 * (bad-input-cases.ts `bad`). Ids come from the seeded database, so a path can name a real
 * record (then only the body is bad) or one that is not there.
 */
import { TRAIT_NAMES } from '@ninety/domain';
import { bad, f, type Field, type RouteSpec } from './bad-input-cases';
import { uuid } from './harness';

export const NOW = '2026-11-21T15:00:00.000Z';
const AT = { occurredAt: '2026-11-21T14:59:00.000Z' };
export const unknownId = uuid(0xdead);

export interface SeededIds {
  waterLogs: string[];
  tasks: string[];
  quests: string[];
  workouts: string[];
  goals: string[];
  /** The goal that already has today's check-in. */
  checkedInGoal: string;
  checklistItems: string[];
  deletedChecklistItem: string;
  exportDocument: Record<string, unknown>;
}

const id = f('id', bad.uuid);
export const occurredAt = f('occurredAt', bad.occurredAt);
/** For a route that changes a record that exists: a time before it existed is bad too. */
const actedOn = f('occurredAt', bad.actedOn);
const actionOnly = (path: string, realIds: string[], otherIds: string[]): RouteSpec => ({
  method: 'POST',
  path,
  base: { ...AT },
  fields: [actedOn],
  optionalBody: true,
  realIds,
  otherIds,
});
export const nullable = (values: unknown[]) => values.filter((v) => v !== null);

export function validQuest(n: number) {
  return {
    id: uuid(0x9000 + n),
    title: `Fuzz quest ${n}`,
    description: 'Never stored: every body it travels in is broken once.',
    traitName: 'Focus',
    duration: '15 min',
    durationMinutes: 15,
    xpReward: 100,
    difficulty: 'medium',
    isFear: false,
    createdAt: NOW,
    startedAt: null,
    completedAt: null,
  };
}

export function validPlan() {
  const planId = uuid(0x8000);
  const exercises = [1, 2, 3, 4].map((n) => ({ name: `Lift ${n}`, sets: 3, reps: 10, weight: 50 }));
  const workouts = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    id: uuid(0x8000 + day),
    planId,
    dayOfWeek: day,
    title: `Day ${day}`,
    muscleGroup: 'legs',
    exercises,
    createdAt: NOW,
  }));
  return { planId, workouts };
}

export const questFields: Field[] = [
  f('quests', [[], 'x', [1], [null], Array.from({ length: 11 }, (_, n) => validQuest(n)), [validQuest(1), validQuest(1)]]),
  f(['quests', 0, 'id'], bad.uuid),
  f(['quests', 0, 'title'], bad.text(1, 120)),
  f(['quests', 0, 'description'], bad.text(1, 500)),
  f(['quests', 0, 'traitName'], bad.except(...TRAIT_NAMES).concat(['focus', 'Strength'])),
  f(['quests', 0, 'duration'], bad.text(1, 20)),
  f(['quests', 0, 'durationMinutes'], bad.int(1, 43_200)),
  f(['quests', 0, 'xpReward'], [50, 200, 0, -100, 100.5, '100', null, 1e9]),
  f(['quests', 0, 'difficulty'], bad.except('easy', 'medium', 'hard').concat(['Medium', 'extreme'])),
  f(['quests', 0, 'isFear'], bad.bool),
  f(['quests', 0, 'createdAt'], bad.instant),
  // A generated quest is not started yet: any time here, even a valid one, is refused.
  f(['quests', 0, 'startedAt'], [NOW, ...bad.instant]),
  f(['quests', 0, 'completedAt'], [NOW, ...bad.instant]),
];

export const planFields: Field[] = [
  f('planId', [...bad.uuid, uuid(0x7777)], true),
  f('workouts', [[], 'x', validPlan().workouts.slice(0, 6), [...validPlan().workouts, validPlan().workouts[0]]], true),
  f(['workouts', 0, 'id'], [...bad.uuid, uuid(0x8002)]),
  f(['workouts', 0, 'planId'], [...bad.uuid, uuid(0x7777)]),
  f(['workouts', 0, 'dayOfWeek'], [...bad.int(1, 7), 2]),
  f(['workouts', 0, 'title'], bad.text(1, 100)),
  f(['workouts', 0, 'muscleGroup'], bad.text(1, 40)),
  f(['workouts', 0, 'exercises'], [[], 'x', [{ name: 'a', sets: 1, reps: 1 }], Array(7).fill({ name: 'a', sets: 1, reps: 1 })]),
  f(['workouts', 0, 'exercises', 0, 'name'], bad.text(1, 80)),
  f(['workouts', 0, 'exercises', 0, 'sets'], bad.int(1, 20)),
  f(['workouts', 0, 'exercises', 0, 'reps'], bad.int(1, 500)),
  f(['workouts', 0, 'exercises', 0, 'weight'], nullable(bad.num(0, 2000)).concat([null])),
  f(['workouts', 0, 'createdAt'], bad.instant),
];

export const settingsFields: Field[] = [
  f('dailyTargetOz', bad.int(64, 256), true),
  f('startingHp', bad.int(50, 200)),
  f('restTimerSeconds', bad.int(30, 300)),
  f('reminderIntervalMin', bad.int(30, 180)),
  f('age', bad.int(18, 100)),
  f('notificationsEnabled', bad.bool),
  f('goalResetPenalty', bad.bool),
  f('quietHoursStart', ['24:00', '7:00', '07:60', '0700', '', 700, null, '07:00:00']),
  f('reminderEnd', ['25:00', 'noon', '', null, []]),
  f('timeZone', ['Mars/Olympus', '', 'UTC+25', 'x'.repeat(300), 123, null, 'Europe/../etc']),
  occurredAt,
];

/** A browser's subscription, seeded so that a bad DELETE or POST has something to spoil. */
export const SEEDED_SUBSCRIPTION = {
  endpoint: 'https://push.example/send/seeded',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};
const badEndpoints = ['http://push.example/x', 'push.example/x', 'javascript:alert(1)', 'ftp://push.example', `https://push.example/${'x'.repeat(2048)}`, ...bad.text(1, 10)];
const badKey = ['', 'not base64!', 'A'.repeat(8), 'A'.repeat(300), 42, null, {}];

export function routeSpecs(ids: SeededIds): RouteSpec[] {
  const doc = ids.exportDocument;
  const records = doc.records as Record<string, unknown[]>;
  return [
    {
      method: 'POST',
      path: '/api/water',
      base: { amount: 8, ...AT },
      fields: [f('amount', bad.int(1, 128), true), id, occurredAt],
    },
    { ...actionOnly('/api/water/{id}', ids.waterLogs, [unknownId, ids.tasks[0]!]), method: 'DELETE' },
    {
      method: 'POST',
      path: '/api/tasks',
      base: { title: 'Call the bank', dueDate: '2026-11-21T17:00:00.000Z', hpImpact: 10 },
      fields: [
        f('title', bad.text(3, 100), true),
        // Inside the schema's format but outside the 30 minutes to 72 hours window.
        f('dueDate', [...bad.instant, NOW, '2026-11-21T15:10:00Z', '2026-11-25T15:00:00Z', '2020-01-01T00:00:00Z'], true),
        f('hpImpact', bad.int(5, 50), true),
        f('isCompleted', bad.except(false)),
        f('isOverdue', bad.except(false)),
        id,
        occurredAt,
      ],
    },
    actionOnly('/api/tasks/{id}/complete', ids.tasks, [unknownId, ids.goals[0]!]),
    {
      method: 'POST',
      path: '/api/quests/generate',
      base: { quests: [validQuest(0)] },
      fields: [...questFields, occurredAt],
      optionalBody: true,
    },
    actionOnly('/api/quests/{id}/start', ids.quests, [unknownId, ids.tasks[0]!]),
    actionOnly('/api/quests/{id}/complete', ids.quests, [unknownId]),
    { method: 'POST', path: '/api/workouts/generate', base: validPlan(), fields: [...planFields, occurredAt], optionalBody: true },
    { ...actionOnly('/api/workouts/{id}/complete', ids.workouts, [unknownId, ids.quests[0]!]), fields: [id, actedOn] },
    {
      ...actionOnly('/api/stretches/{id}/complete', ['morning-stretch', 'post-workout-stretch'], ['evening-stretch', unknownId]),
      fields: [id, occurredAt],
    },
    { method: 'POST', path: '/api/weight', base: { weight: 180 }, fields: [f('weight', bad.int(50, 500), true), id, occurredAt] },
    {
      method: 'POST',
      path: '/api/goals',
      base: { title: 'Learn Portuguese', description: 'Study thirty minutes every single day.' },
      fields: [
        f('title', bad.text(3, 100), true),
        f('description', bad.text(10, 500), true),
        f('endDate', bad.instant),
        f('isLocked', bad.except(true)),
        f('penalty', bad.except(100).concat([99.99, 1e9])),
        f('isCompleted', bad.except(false)),
        id,
        occurredAt,
      ],
    },
    {
      method: 'POST',
      path: '/api/goals/{id}/checkins',
      base: { note: 'Studied for thirty minutes.' },
      // This goal has today's note already: the day itself is a conflict.
      fields: [f('note', bad.text(1, 500), true), f('day', [...bad.date, '2026-11-21']), id, actedOn],
      realIds: [ids.checkedInGoal],
      otherIds: [unknownId, ids.tasks[0]!],
    },
    actionOnly('/api/goals/{id}/complete', ids.goals, [unknownId]),
    { ...actionOnly('/api/goals/{id}/payment-intent', ids.goals, [unknownId]), base: {}, fields: [] },
    {
      method: 'POST',
      path: '/api/goals/{id}/reset',
      base: { paymentIntentId: 'pi_3Nabc123' },
      fields: [f('paymentIntentId', ['', 'pi 123', 'x'.repeat(256), '../x', 123, null, [], 'pi_1;DROP'], true), id, occurredAt],
      realIds: ids.goals,
      otherIds: [unknownId],
    },
    {
      method: 'POST',
      path: '/api/checklist',
      base: { locationName: 'Hotel', itemName: 'Charger', latitude: 38.7, longitude: -9.1 },
      fields: [
        f('locationName', bad.text(1, 60), true),
        f('itemName', bad.text(1, 100), true),
        f('checked', bad.except(false)),
        f('latitude', nullable(bad.num(-90, 90))),
        f('longitude', nullable(bad.num(-180, 180))),
        f('userId', bad.except('default-user').concat(['other-user'])),
        id,
        occurredAt,
      ],
    },
    {
      method: 'PATCH',
      path: '/api/checklist/{id}',
      base: { checked: true },
      fields: [f('checked', bad.bool, true), actedOn],
      realIds: ids.checklistItems,
      otherIds: [unknownId, ids.deletedChecklistItem],
    },
    {
      ...actionOnly('/api/checklist/{id}', ids.checklistItems, [unknownId]),
      method: 'DELETE',
      fields: [actedOn],
    },
    {
      method: 'POST',
      path: '/api/checklist/reset',
      base: { locationName: 'Gym' },
      fields: [f('locationName', bad.text(1, 60), true), occurredAt],
    },
    { method: 'PUT', path: '/api/settings', base: { dailyTargetOz: 100 }, fields: settingsFields },
    {
      method: 'POST',
      path: '/api/push/subscriptions',
      base: { ...SEEDED_SUBSCRIPTION, keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'C'.repeat(22) } },
      fields: [
        f('endpoint', badEndpoints, true),
        f('keys', [null, 'x', [], {}, { p256dh: 'A'.repeat(87) }], true),
        f(['keys', 'p256dh'], badKey, true),
        f(['keys', 'auth'], badKey, true),
        f('expirationTime', ['tomorrow', {}, []]),
      ],
    },
    { method: 'DELETE', path: '/api/push/subscriptions', base: { endpoint: SEEDED_SUBSCRIPTION.endpoint }, fields: [f('endpoint', badEndpoints, true)] },
    { method: 'POST', path: '/api/push/snooze', base: {}, fields: [], optionalBody: true },
    {
      method: 'POST',
      path: '/api/import',
      base: doc,
      fields: [
        f('format', bad.except('ninety-export').concat(['ninety-export ', 'Ninety-Export']), true),
        f('version', bad.except(1).concat([2, 1.5]), true),
        f('exportedAt', bad.instant, true),
        f('records', [[], null, 'x', {}, { ...records, extraTable: [] }], true),
        f(['records', 'waterLogs'], [null, {}, 'x', [1], [null], [records.waterLogs![0], records.waterLogs![0]]], true),
        // References to records the file does not hold.
        f(['records', 'workoutCompletions'], [[{ id: uuid(0xe1), workoutId: unknownId, completedAt: NOW }]], true),
        f(['records', 'stretchCompletions'], [[{ id: uuid(0xe2), routineId: 'evening-stretch', completedAt: NOW }]], true),
        f(['records', 'goalCheckIns'], [[{ id: uuid(0xe3), goalId: unknownId, day: '2026-11-21', note: 'A note', createdAt: NOW }]], true),
        f(['records', 'waterLogs', 0, 'amount'], bad.int(1, 128)),
        f(['records', 'tasks', 0, 'hpImpact'], bad.int(5, 50)),
        f(['records', 'tasks', 0, 'dueDate'], bad.instant),
        f(['records', 'goals', 0, 'penalty'], bad.num(1, 10_000)),
        f(['records', 'goalCheckIns', 0, 'goalId'], [...bad.uuid, unknownId]),
        f(['records', 'settings', 0, 'value'], [null, [], {}, { a: 1 }]),
        f(['records', 'checklistItems', 0, 'latitude'], nullable(bad.num(-90, 90))),
        f(['records', 'quests', 0, 'xpReward'], [1, 0, -5, '100', 1e9]),
      ],
    },
  ];
}
