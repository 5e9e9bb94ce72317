/**
 * Why a change can never apply, by a stable code: the device shows the text, the server answers
 * it (with the code beside it in a push result), and the HTTP layer turns the kind into a status.
 * The text of each code lives here and nowhere else; the api's MESSAGES re-uses these.
 */
import { CHECKIN_NOTE_MAX } from '../constants';

export type RefusalKind = 'invalid' | 'not-found' | 'conflict';

export const REFUSALS = {
  'change-before-record': { kind: 'invalid', text: 'This change is dated before the record it changes' },
  'water-log-not-found': { kind: 'not-found', text: 'Water log not found' },
  'water-undo-expired': { kind: 'conflict', text: 'Only logs from the last 10 minutes can be undone' },
  'task-not-found': { kind: 'not-found', text: 'Task not found' },
  'task-undo-expired': { kind: 'conflict', text: 'Only a task made in the last 10 minutes, not yet completed, can be undone' },
  'task-due-too-soon': { kind: 'invalid', text: 'Must be at least 30 minutes' },
  'task-due-too-late': { kind: 'invalid', text: 'Maximum 72 hours' },
  'weight-not-found': { kind: 'not-found', text: 'Weight entry not found' },
  'weight-undo-expired': { kind: 'conflict', text: 'Only a weight logged in the last 10 minutes can be undone' },
  'quest-not-found': { kind: 'not-found', text: 'Quest not found' },
  'quest-not-started': { kind: 'conflict', text: 'Start the quest before completing it' },
  'workout-not-found': { kind: 'not-found', text: 'Workout not found' },
  'workout-done-today': { kind: 'conflict', text: 'This workout is already marked done today' },
  'stretch-routine-unknown': { kind: 'not-found', text: 'Unknown stretch routine' },
  'goal-not-found': { kind: 'not-found', text: 'Goal not found' },
  'goal-still-locked': { kind: 'conflict', text: 'This goal is still locked' },
  'checkin-goal-achieved': { kind: 'conflict', text: 'This goal is achieved; check-ins are closed' },
  'checkin-note-required': { kind: 'conflict', text: 'Please write a note' },
  'checkin-note-too-long': { kind: 'conflict', text: `Note must be at most ${CHECKIN_NOTE_MAX} characters` },
  'checkin-day-taken': { kind: 'conflict', text: 'This goal already has a check-in for that day' },
  'checklist-item-not-found': { kind: 'not-found', text: 'Item not found' },
  'payment-already-used': { kind: 'invalid', text: 'This payment has already reset a goal' },
} as const satisfies Record<string, { kind: RefusalKind; text: string }>;

export type RefusalCode = keyof typeof REFUSALS;

/** A refusal: its code, and where in the args it points when that helps (an import's row). */
export interface Refusal {
  code: RefusalCode;
  path?: string;
}

/** The words a person is shown for a refusal. */
export function refusalMessage(refusal: Refusal): string {
  const { text } = REFUSALS[refusal.code];
  return refusal.path === undefined ? text : `${refusal.path}: ${text}`;
}

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(REFUSALS, code);
}
