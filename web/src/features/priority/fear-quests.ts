/**
 * The Fear Quests tab (docs/product.md): the fear quests still to do, with what completing one awards
 * and, once started, the time left until it is due.
 */
import { openFearQuests, questDisplayXp, questDueAt, taskCountdown, OVERDUE_LABEL, type Instant, type Quest } from '@ninety/domain';

export interface FearQuestCardView {
  id: string;
  title: string;
  description: string;
  traitName: string;
  /** "200 XP": the awarded amount, twice the base. */
  xpText: string;
  started: boolean;
  /** "0h 45m" or "OVERDUE" once started; null before. */
  countdown: string | null;
  overdue: boolean;
}

export function fearQuestCards(quests: Iterable<Quest>, now: Instant): FearQuestCardView[] {
  return openFearQuests(quests).map((quest) => {
    const due = questDueAt(quest);
    const countdown = due === null ? null : taskCountdown(due, now);
    return {
      id: quest.id,
      title: quest.title,
      description: quest.description,
      traitName: quest.traitName,
      xpText: `${questDisplayXp(quest)} XP`,
      started: quest.startedAt !== null,
      countdown,
      overdue: countdown === OVERDUE_LABEL,
    };
  });
}
