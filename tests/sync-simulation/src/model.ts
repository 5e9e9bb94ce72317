import {
  clampToServerClock,
  DEFAULT_SETTING_AT,
  emptyRecords,
  laterActionWins,
  newGoal,
  newTask,
  type ChecklistItem,
  type Quest,
  type SettingRecord,
  type StoredRecords,
  type WaterLog,
  type Workout,
} from '@ninety/domain';
import type { Entry } from './journal';

const min = (a: string | null, b: string) => (a === null || Date.parse(b) < Date.parse(a) ? b : a);

/**
 * What the user's data must be after everything synced, from the mutations the devices queued
 * and the server accepted, written independently of the server and the device code: logs are
 * kept once by id, deletes win, the earliest completion wins, the later action wins for
 * `checked` and settings. Which order the server received them in must not matter.
 */
export interface Model {
  records: StoredRecords;
  /** Checklist locations whose `checked` values the model does not predict (see below). */
  unpredictableLocations: Set<string>;
  /**
   * Zones one of which the server must hold as a default, when devices started in two or more
   * zones and the user chose none: the first to arrive is kept, which the model leaves open.
   */
  defaultZones: string[];
}

/**
 * `arrivals` (World.arrivals) says when each mutation reached the server: a time ahead of the
 * server's clock then is kept as that arrival time (ADR 9), generated content's creation times
 * too.
 */
export function buildModel(entries: readonly Entry[], arrivals: ReadonlyMap<string, number>): Model {
  const records = emptyRecords();
  const water = new Map<string, WaterLog>();
  const deletedWater = new Set<string>();
  const tasks = new Map<string, ReturnType<typeof newTask>>();
  const deletedTasks = new Set<string>();
  const deletedWeights = new Set<string>();
  const quests = new Map<string, Quest>();
  const workouts = new Map<string, Workout>();
  const goals = new Map<string, ReturnType<typeof newGoal>>();
  const items = new Map<string, ChecklistItem>();
  const deletedItems = new Set<string>();
  const settings = new Map<string, SettingRecord>();
  const unpredictableLocations = new Set<string>();
  const defaultZones = new Set<string>();
  const out = records as unknown as Record<string, unknown[]>;

  for (const entry of entries) {
    const { name, args } = entry;
    const arrival = arrivals.get(`${entry.clientId}:${entry.seq}`);
    const keep = (time: string) => (arrival === undefined ? time : clampToServerClock(time, arrival));
    const at = keep(entry.occurredAt);
    const id = args.id as string;
    switch (name) {
      case 'water.log':
        if (!water.has(id)) water.set(id, { id, amount: args.amount as number, loggedAt: at });
        break;
      case 'water.delete':
        deletedWater.add(id);
        break;
      case 'task.create':
        if (!tasks.has(id)) tasks.set(id, newTask(args as never, at));
        break;
      case 'task.delete':
        deletedTasks.add(id);
        break;
      case 'task.complete': {
        const task = tasks.get(id)!;
        task.completedAt = min(task.completedAt, at);
        break;
      }
      case 'quest.generate':
        for (const quest of args.quests as Quest[]) if (!quests.has(quest.id)) quests.set(quest.id, { ...quest, createdAt: keep(quest.createdAt) });
        break;
      case 'quest.start': {
        const quest = quests.get(id)!;
        quest.startedAt = min(quest.startedAt, at);
        break;
      }
      case 'quest.complete': {
        const quest = quests.get(id)!;
        quest.completedAt = min(quest.completedAt, at);
        break;
      }
      case 'workout.generate':
        for (const workout of args.workouts as Workout[]) if (!workouts.has(workout.id)) workouts.set(workout.id, { ...workout, createdAt: keep(workout.createdAt) });
        break;
      case 'workout.complete':
        out.workoutCompletions!.push({ id, workoutId: args.workoutId, completedAt: at });
        break;
      case 'stretch.complete':
        out.stretchCompletions!.push({ id, routineId: args.routineId, completedAt: at });
        break;
      case 'weight.log':
        out.weights!.push({ id, weight: args.weight, loggedAt: at });
        break;
      case 'weight.delete':
        deletedWeights.add(id);
        break;
      case 'goal.create':
        if (!goals.has(id)) goals.set(id, newGoal(args as never, at));
        break;
      case 'goal.checkin':
        out.goalCheckIns!.push({ id, goalId: args.goalId, day: args.day, note: args.note, createdAt: at });
        break;
      case 'goal.achieve': {
        const goal = goals.get(id)!;
        goal.achievedAt = min(goal.achievedAt, at);
        break;
      }
      case 'checklist.add':
        if (!items.has(id)) {
          items.set(id, { id, locationName: args.locationName as string, itemName: args.itemName as string, checked: false, checkedAt: at, latitude: null, longitude: null, userId: 'default-user', createdAt: at });
        }
        break;
      case 'checklist.set': {
        const item = items.get(id)!;
        if (laterActionWins({ at, value: args.checked }, { at: item.checkedAt, value: item.checked })) {
          Object.assign(item, { checked: args.checked, checkedAt: at });
        }
        break;
      }
      case 'checklist.delete':
        deletedItems.add(id);
        break;
      case 'checklist.resetLocation':
        // A reset unchecks the items the server holds in that location when it arrives, so
        // its effect depends on arrival order; the model checks those items exist, not `checked`.
        unpredictableLocations.add(args.locationName as string);
        break;
      case 'settings.update':
        for (const [key, value] of Object.entries(args)) {
          const incoming = { key, value, updatedAt: at } as SettingRecord;
          const current = settings.get(key);
          if (!current || laterActionWins({ at, value }, { at: current.updatedAt, value: current.value })) settings.set(key, incoming);
        }
        break;
      case 'settings.defaultZone':
        defaultZones.add(args.timeZone as string);
        break;
      default:
        throw new Error(`The model does not know ${name}`);
    }
  }
  records.waterLogs = [...water.values()].filter((log) => !deletedWater.has(log.id));
  records.tasks = [...tasks.values()].filter((task) => !deletedTasks.has(task.id));
  records.weights = records.weights.filter((entry) => !deletedWeights.has(entry.id));
  records.quests = [...quests.values()].map((quest) =>
    // A completion is never earlier than the start (domain withQuestCompleted).
    quest.completedAt !== null && quest.startedAt !== null && quest.completedAt < quest.startedAt
      ? { ...quest, completedAt: quest.startedAt }
      : quest,
  );
  records.workouts = [...workouts.values()];
  records.goals = [...goals.values()];
  records.checklistItems = [...items.values()].filter((item) => !deletedItems.has(item.id));
  // A default is stored only where no zone is held, dated before any choice (ADR 32): a zone the
  // user chose wins over every default, in whatever order they arrived.
  const startZones = settings.has('timeZone') ? [] : [...defaultZones];
  if (startZones.length === 1) settings.set('timeZone', { key: 'timeZone', value: startZones[0]!, updatedAt: DEFAULT_SETTING_AT });
  records.settings = [...settings.values()];
  return { records, unpredictableLocations, defaultZones: startZones.length > 1 ? startZones : [] };
}
