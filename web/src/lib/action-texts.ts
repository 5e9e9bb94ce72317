/**
 * The spec's toasts (§8) for actions offered on more than one screen, so each screen says the
 * same words: a fear quest started from Priority Tasks reads as one started from Quests.
 */
import { MESSAGES } from '@ninety/api';
import { WATER_LOG_HP } from '@ninety/domain';
import type { ActionTexts } from './run-action';

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
