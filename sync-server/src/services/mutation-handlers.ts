import type { MutationArgs, MutationName } from '@ninety/api';
import type { Db } from '../db/open';
import type { ActionTime } from './action-time';
import { addChecklistItem, deleteChecklistItem, resetChecklistLocation, setChecklistItem } from './checklist';
import { importAll } from './data-transfer';
import { achieveGoal, checkIn, createGoal } from './goals';
import { completeStretch, logWeight } from './logs';
import { completeQuest, startQuest, storeQuestRound } from './quests';
import { updateSettings } from './settings';
import { completeTask, createTask } from './tasks';
import { deleteWaterLog, logWater } from './water';
import { completeWorkout, storeWorkoutPlan } from './workouts';

type Handler<Name extends MutationName> = (db: Db, args: MutationArgs<Name>, at: ActionTime) => void;

/**
 * How the server applies each queued mutation: through the same service functions as the REST
 * routes, so a change replayed from a device lands exactly as if it had been posted online.
 * The type requires a handler for every mutation the contract names.
 */
export const MUTATION_HANDLERS: { [Name in MutationName]: Handler<Name> } = {
  'water.log': (db, args, at) => void logWater(db, args, at),
  'water.delete': (db, args, at) => deleteWaterLog(db, args, at),
  'settings.update': (db, args, at) => void updateSettings(db, args, at),
  'task.create': (db, args, at) => void createTask(db, args, at),
  'task.complete': (db, args, at) => void completeTask(db, args, at),
  'quest.generate': (db, args, at) => void storeQuestRound(db, args, at),
  'quest.start': (db, args, at) => void startQuest(db, args, at),
  'quest.complete': (db, args, at) => void completeQuest(db, args, at),
  'workout.generate': (db, args, at) => void storeWorkoutPlan(db, args, at),
  'workout.complete': (db, args, at) => void completeWorkout(db, args, at),
  'stretch.complete': (db, args, at) => void completeStretch(db, args, at),
  'goal.create': (db, args, at) => void createGoal(db, args, at),
  'goal.checkin': (db, args, at) => void checkIn(db, args, at),
  'goal.achieve': (db, args, at) => void achieveGoal(db, args, at),
  'weight.log': (db, args, at) => void logWeight(db, args, at),
  'checklist.add': (db, args, at) => void addChecklistItem(db, args, at),
  // On an item deleted on another device, the delete wins: nothing to apply, nothing to refuse.
  'checklist.set': (db, args, at) => void setChecklistItem(db, args, at),
  'checklist.delete': (db, args, at) => deleteChecklistItem(db, args, at),
  'checklist.resetLocation': (db, args, at) => void resetChecklistLocation(db, args, at),
  'data.import': (db, args, at) => void importAll(db, args.document, at),
};
