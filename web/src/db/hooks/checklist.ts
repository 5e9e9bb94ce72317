import type { ChecklistItem } from '@ninety/domain';
import { listChecklistItems } from '../checklist-repo';
import { useLiveQuery } from '../use-live-query';

/** Every belongings checklist item, live; undefined while loading. */
export function useChecklistItems(): ChecklistItem[] | undefined {
  return useLiveQuery(() => listChecklistItems(), []);
}
