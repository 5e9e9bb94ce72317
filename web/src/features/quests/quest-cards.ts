/**
 * What Adaptive Quests shows: each quest as its card says it, the three tabs with their counts,
 * and when a visit may generate a first round on its own.
 */
import { normalizeTraitName, questDisplayXp, questStatus, type Difficulty, type Quest, type QuestStatus, type TraitName } from '@ninety/domain';
import { formatDate } from '../../lib/format';

export interface QuestCardView {
  id: string;
  title: string;
  description: string;
  /** An unknown trait shows as Consistency (spec). */
  traitName: TraitName;
  isFear: boolean;
  duration: string;
  /** "200 XP": what completing it awards (a fear quest twice its base). */
  xpText: string;
  difficulty: Difficulty;
  /** "Easy", "Medium", "Hard": the difficulty in words beside its colour. */
  difficultyLabel: string;
  status: QuestStatus;
  /** "Completed Nov 21, 2026" in the user's zone; null until completed. */
  completedText: string | null;
}

const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export function questCardView(quest: Quest, timeZone: string): QuestCardView {
  return {
    id: quest.id,
    title: quest.title,
    description: quest.description,
    traitName: normalizeTraitName(quest.traitName),
    isFear: quest.isFear,
    duration: quest.duration,
    xpText: `${questDisplayXp(quest)} XP`,
    difficulty: quest.difficulty,
    difficultyLabel: DIFFICULTY_LABELS[quest.difficulty] ?? quest.difficulty,
    status: questStatus(quest),
    completedText: quest.completedAt === null ? null : `Completed ${formatDate(quest.completedAt, timeZone)}`,
  };
}

/** The empty text of each tab (spec §2). */
export const EMPTY_TAB_TEXT: Readonly<Record<QuestStatus, string>> = {
  available: 'No available quests. Generate new ones!',
  active: 'No active quests. Start one from the Available tab!',
  completed: 'No completed quests yet. Keep grinding!',
};

export interface AutoGenerateInput {
  /** Quests held here; undefined while they load. */
  questCount: number | undefined;
  generating: boolean;
  /** This visit already generated on its own once. */
  alreadyTried: boolean;
  /** This device has pulled from the server at least once; undefined until read. */
  pulled: boolean | undefined;
  /** The server can be asked now (online, and it answers). */
  reachable: boolean;
  /** A restore is under way or was cut off before its end (ADR 31); undefined until read. */
  restoring: boolean | undefined;
}

/**
 * Spec §4: with loading finished, no quests at all and nothing generating, once per visit. And
 * only once the device holds what the server holds (it pulled once) or cannot ask (offline), with
 * no restore stored: the user's quests may still be on their way down, on a fresh device or in
 * the pages a restore has yet to bring.
 */
export function shouldAutoGenerate({ questCount, generating, alreadyTried, pulled, reachable, restoring }: AutoGenerateInput): boolean {
  const upToDate = restoring === false && (pulled === true || !reachable);
  return questCount === 0 && !generating && !alreadyTried && upToDate;
}
