import fc from 'fast-check';
import { createRandom, STRETCH_ROUTINES } from '@ninety/domain';
import * as device from '@ninety/web/testing';
import type { Device, Fault } from './device';
import type { World } from './world';

const LOCATIONS = ['Gym', 'Office'] as const;
const ITEMS = ['Towel', 'Shoes', 'Lock', 'Charger'] as const;
const ZONES = ['UTC', 'Asia/Tokyo', 'America/New_York'] as const;

/** What one step of a simulation does. `pick` chooses among the records the device holds. */
export type Action =
  | { kind: 'water'; d: number; amount: number }
  | { kind: 'undoWater'; d: number; pick: number }
  | { kind: 'task'; d: number; dueHours: number; hpImpact: number }
  | { kind: 'completeTask'; d: number; pick: number }
  /** Undo on the "Priority Task Created" toast, for one of the newest tasks. */
  | { kind: 'undoTask'; d: number; pick: number }
  | { kind: 'generateQuests'; d: number; seed: number }
  | { kind: 'startQuest'; d: number; pick: number }
  | { kind: 'completeQuest'; d: number; pick: number }
  | { kind: 'generatePlan'; d: number; seed: number }
  | { kind: 'completeWorkout'; d: number; pick: number }
  | { kind: 'stretch'; d: number; pick: number }
  | { kind: 'goal'; d: number }
  | { kind: 'checkIn'; d: number; pick: number }
  | { kind: 'achieve'; d: number; pick: number }
  | { kind: 'weight'; d: number; weight: number }
  /** Undo on the "Weight Updated" toast, for one of the newest entries. */
  | { kind: 'undoWeight'; d: number; pick: number }
  | { kind: 'addItem'; d: number; location: number; item: number }
  | { kind: 'setItem'; d: number; pick: number; checked: boolean }
  | { kind: 'deleteItem'; d: number; pick: number }
  | { kind: 'resetLocation'; d: number; location: number }
  | { kind: 'settings'; d: number; dailyTargetOz: number }
  /** The user picks a zone in Settings. */
  | { kind: 'zone'; d: number; zone: number }
  /** The app starts with this browser zone (stored as a default where the device holds none). */
  | { kind: 'startZone'; d: number; zone: number }
  | { kind: 'import'; d: number; from: number }
  /** An old or hostile client: a change on a record, dated a day before the record existed. */
  | { kind: 'backdate'; d: number; pick: number }
  | { kind: 'offline'; d: number }
  | { kind: 'online'; d: number }
  | { kind: 'sync'; d: number; fault: Fault }
  | { kind: 'restartServer' }
  | { kind: 'wait'; minutes: number };

export function actionArbitrary(devices: number): fc.Arbitrary<Action> {
  const d = fc.nat({ max: devices - 1 });
  const pick = fc.nat({ max: 20 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('water' as const), d, amount: fc.constantFrom(8, 12, 16, 128) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('undoWater' as const), d, pick }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('task' as const), d, dueHours: fc.constantFrom(0.5, 2, 72), hpImpact: fc.integer({ min: 5, max: 50 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('completeTask' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('undoTask' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('generateQuests' as const), d, seed: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('startQuest' as const), d, pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('completeQuest' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('generatePlan' as const), d, seed: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('completeWorkout' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('stretch' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('goal' as const), d }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('achieve' as const), d, pick }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('weight' as const), d, weight: fc.integer({ min: 150, max: 220 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('undoWeight' as const), d, pick }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('addItem' as const), d, location: fc.nat({ max: 1 }), item: fc.nat({ max: 3 }) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('setItem' as const), d, pick, checked: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteItem' as const), d, pick }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('resetLocation' as const), d, location: fc.nat({ max: 1 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('settings' as const), d, dailyTargetOz: fc.constantFrom(64, 96, 128, 200) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('zone' as const), d, zone: fc.nat({ max: ZONES.length - 1 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('startZone' as const), d, zone: fc.nat({ max: ZONES.length - 1 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('import' as const), d, from: fc.nat({ max: devices - 1 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('backdate' as const), d, pick }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('offline' as const), d }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('online' as const), d }) },
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('sync' as const),
        d,
        fault: fc.constantFrom<Fault>('none', 'none', 'drop-response', 'duplicate-delivery'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('restartServer' as const) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, 7, 45, 600, 1440) }) },
  );
}

const nth = <T>(list: readonly T[], pick: number): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);

const DAY = 86_400_000;

/**
 * Queues, straight into the outbox as an outdated or hostile app would, a change of a record the
 * device holds, dated a day before that record existed. The app's own mutators refuse to make
 * one; the server must refuse it too, and the queue must go on.
 */
async function queueBackdated(phone: Device, pick: number): Promise<void> {
  const { db } = phone;
  const targets = [
    ...(await db.waterLogs.toArray()).map((log) => ({ name: 'water.delete', args: { id: log.id }, at: log.loggedAt })),
    ...(await db.tasks.toArray()).map((task) => ({ name: 'task.complete', args: { id: task.id }, at: task.createdAt })),
    ...(await db.checklistItems.toArray()).map((item) => ({ name: 'checklist.set', args: { id: item.id, checked: !item.checked }, at: item.createdAt })),
  ].sort((a, b) => (a.args.id < b.args.id ? -1 : 1));
  const target = nth(targets, pick);
  if (!target) return;
  const occurredAt = new Date(Date.parse(target.at) - DAY).toISOString();
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const next = (await db.meta.get('nextSeq'))?.value;
    const seq = typeof next === 'number' ? next : 1;
    await db.outbox.add({ seq, name: target.name as never, args: target.args, occurredAt });
    await db.meta.put({ key: 'nextSeq', value: seq + 1 });
    phone.forged.add(seq);
  });
}

/**
 * Runs one action. A user action the device itself refuses (an undo too late, a second check-in
 * the same day) writes nothing and queues nothing, as in the app; that is not a failure here.
 */
export async function runAction(action: Action, world: World, devices: Device[]): Promise<void> {
  if (action.kind === 'restartServer') return world.restart();
  if (action.kind === 'wait') {
    world.now += action.minutes * 60_000;
    return;
  }
  const phone = devices[action.d]!;
  const { db } = phone;
  const at = phone.clock();
  try {
    switch (action.kind) {
      case 'offline':
        phone.online = false;
        return;
      case 'online':
        phone.online = true;
        return;
      case 'sync':
        phone.faults.push(action.fault);
        await phone.sync();
        phone.faults.length = 0;
        return;
      case 'water':
        await device.logWater(action.amount, at, db);
        return;
      case 'undoWater': {
        const log = nth(await db.waterLogs.orderBy('loggedAt').reverse().limit(3).toArray(), action.pick);
        if (log) await device.undoWaterLog(log.id, at, db);
        return;
      }
      case 'task':
        await device.createTask({ title: `Task ${action.hpImpact}`, dueHours: action.dueHours, hpImpact: action.hpImpact }, at, db);
        return;
      case 'completeTask': {
        const task = nth(await db.tasks.orderBy('id').toArray(), action.pick);
        if (task) await device.completeTask(task.id, at, db);
        return;
      }
      case 'undoTask': {
        const task = nth((await db.tasks.orderBy('id').toArray()).slice(-3), action.pick);
        if (task) await device.undoTask(task.id, at, db);
        return;
      }
      case 'generateQuests':
        await device.generateQuests(createRandom(action.seed), at, db);
        return;
      case 'startQuest':
      case 'completeQuest': {
        const quest = nth(await db.quests.orderBy('id').toArray(), action.pick);
        if (!quest) return;
        if (action.kind === 'startQuest') await device.startQuest(quest.id, at, db);
        else await device.completeQuest(quest.id, at, db);
        return;
      }
      case 'generatePlan':
        await device.generateWorkoutPlan(createRandom(action.seed), at, db);
        return;
      case 'completeWorkout': {
        const workout = nth(await db.workouts.orderBy('id').toArray(), action.pick);
        if (workout) await device.completeWorkout(workout.id, at, db);
        return;
      }
      case 'stretch':
        await device.completeStretch(nth(STRETCH_ROUTINES, action.pick)!.id, at, db);
        return;
      case 'goal':
        await device.createGoal({ title: 'Run a marathon', description: 'Train four times a week.' }, at, db);
        return;
      case 'checkIn':
      case 'achieve': {
        const goal = nth(await db.goals.orderBy('id').toArray(), action.pick);
        if (!goal) return;
        if (action.kind === 'checkIn') await device.checkInGoal(goal.id, 'Trained today', at, db);
        else await device.achieveGoal(goal.id, at, db);
        return;
      }
      case 'weight':
        await device.logWeight(action.weight, at, db);
        return;
      case 'undoWeight': {
        const entry = nth((await db.weights.orderBy('id').toArray()).slice(-3), action.pick);
        if (entry) await device.undoWeight(entry.id, at, db);
        return;
      }
      case 'addItem':
        await device.addChecklistItem(
          { locationName: LOCATIONS[action.location]!, itemName: ITEMS[action.item]!, latitude: null, longitude: null },
          at,
          db,
        );
        return;
      case 'setItem':
      case 'deleteItem': {
        const item = nth(await db.checklistItems.orderBy('id').toArray(), action.pick);
        if (!item) return;
        if (action.kind === 'setItem') await device.setChecklistItemChecked(item.id, action.checked, at, db);
        else await device.deleteChecklistItem(item.id, at, db);
        return;
      }
      case 'resetLocation':
        await device.resetChecklistLocation(LOCATIONS[action.location]!, at, db);
        return;
      case 'settings':
        await device.saveSettings({ dailyTargetOz: action.dailyTargetOz }, at, db);
        return;
      case 'zone':
        await device.saveSettings({ timeZone: ZONES[action.zone]! }, at, db);
        return;
      case 'startZone':
        await device.ensureTimeZone(at, db, ZONES[action.zone]!);
        return;
      case 'import': {
        const source = devices[action.from]!;
        await device.importData(await device.exportData(source.clock(), source.db), at, db);
        return;
      }
      case 'backdate':
        await queueBackdated(phone, action.pick);
        return;
    }
  } catch (error) {
    if (error instanceof device.LocalMutationError || error instanceof device.ValidationError) return;
    throw error;
  }
}
