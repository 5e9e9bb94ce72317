/** What an export file holds, said before it replaces everything. */
import type { ExportDocument } from '@ninety/api';
import { formatCount } from '@ninety/domain';
import { formatDate } from '../../lib/format';

const NAMES: Record<keyof ExportDocument['records'], [singular: string, plural: string]> = {
  waterLogs: ['water log', 'water logs'],
  tasks: ['task', 'tasks'],
  quests: ['quest', 'quests'],
  workouts: ['workout', 'workouts'],
  workoutCompletions: ['workout done', 'workouts done'],
  stretchCompletions: ['stretch routine done', 'stretch routines done'],
  weights: ['weight', 'weights'],
  goals: ['goal', 'goals'],
  goalCheckIns: ['goal note', 'goal notes'],
  goalResets: ['goal reset', 'goal resets'],
  checklistItems: ['checklist item', 'checklist items'],
  settings: ['setting', 'settings'],
};

/** "Exported Nov 20, 2026. It holds 1,240 water logs, 37 tasks and 13 settings." (empty tables left out). */
export function importSummary(document: ExportDocument, timeZone: string): string {
  const parts = (Object.keys(NAMES) as (keyof typeof NAMES)[])
    .map((table) => [table, document.records[table].length] as const)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${formatCount(count)} ${NAMES[table][count === 1 ? 0 : 1]}`);
  const holds = parts.length === 0 ? 'nothing' : parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Exported ${formatDate(document.exportedAt, timeZone)}. It holds ${holds}.`;
}

/** "ninety-export-2026-11-21.json", dated in the user's zone. */
export function exportFileName(localDate: string): string {
  return `ninety-export-${localDate}.json`;
}
