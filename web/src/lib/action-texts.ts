/**
 * The spec's toasts (§8) for actions offered on more than one screen, so each screen says the
 * same words: a fear quest started from Priority Tasks reads as one started from Quests.
 */
import { MESSAGES } from '@ninety/api';
import { WATER_LOG_HP } from '@ninety/domain';
import { undoWeight } from '../db/weight-repo';
import { runAction, type ActionTexts } from './run-action';

export const TASK_COMPLETED: ActionTexts<unknown> = {
  success: { title: 'Task Completed!', description: 'HP has been updated based on task performance.' },
  fallback: MESSAGES.taskCompleteFailed,
};

export const QUEST_STARTED: ActionTexts<unknown> = {
  success: { title: 'Quest started!', description: 'Good luck on your journey!' },
  fallback: MESSAGES.questStartFailed,
};

export const QUEST_COMPLETED: ActionTexts<unknown> = {
  success: { title: 'Quest completed!', description: 'XP awarded to your trait!' },
  fallback: MESSAGES.questCompleteFailed,
};

export const waterLogged = (amount: number): ActionTexts<unknown> => ({
  success: { title: 'Water Logged', description: `+${amount} oz, +${WATER_LOG_HP} HP` },
  fallback: MESSAGES.waterLogFailed,
});

/**
 * "Weight Updated", from Training or Analytics, with an Undo: the log is otherwise append-only, and
 * a slip of the thumb (118 for 181) would stay the current weight, in the trend and the comparison.
 */
export const weightLogged = (typed: string): ActionTexts<string> => ({
  success: (id) => ({
    title: 'Weight Updated',
    description: `${typed.trim()} lbs logged`,
    action: { label: 'Undo', run: () => void takeBackWeight(id, typed.trim()) },
  }),
  fallback: MESSAGES.weightRange,
});

/** Takes back a weight just logged (its toast's Undo, or the one in Training's history). */
export async function takeBackWeight(id: string, weight: string): Promise<void> {
  await runAction(() => undoWeight(id), {
    success: { title: 'Weight Undone', description: `${weight} lbs removed` },
    fallback: MESSAGES.weightUndoExpired,
  });
}

