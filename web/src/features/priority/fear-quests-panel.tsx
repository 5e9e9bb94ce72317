import { Link } from 'react-router-dom';
import { Swords } from 'lucide-react';
import { completeQuest, startQuest } from '../../db/quest-repo';
import { QUEST_COMPLETED, QUEST_STARTED } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';
import { useRunningStore } from '../../lib/running-store';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import type { FearQuestCardView } from './fear-quests';
import { FearQuestCard } from './fear-quest-card';

/**
 * The Fear Quests tab: what fear quests are, always, beside the open ones (spec §2), or where
 * they come from when none is open.
 */
export function FearQuestsPanel({ quests, listId }: { quests: FearQuestCardView[]; listId: string }) {
  const paused = useRunningStore((state) => state.pausedQuests);
  const setPaused = useRunningStore((state) => state.setQuestPaused);
  // A quest completed leaves the tab: the next one takes the focus it had.
  const list = useFocusKeptInList<HTMLDivElement>();

  async function start(quest: FearQuestCardView) {
    if (quest.started) {
      setPaused(quest.id, false);
      return;
    }
    await runAction(() => startQuest(quest.id), QUEST_STARTED);
  }

  async function complete(quest: FearQuestCardView) {
    if ((await runAction(() => completeQuest(quest.id), QUEST_COMPLETED)).ok) setPaused(quest.id, false);
  }

  return (
    <div className="task-list" id={listId} ref={list}>
      <div className="fear-explainer">
        <Swords size={28} aria-hidden="true" />
        {quests.length === 0 && <p className="fear-explainer__title">No fear quests right now</p>}
        <p>
          Fear quests challenge your courage and award 2× XP versus regular tasks, building Resilience and Focus. Think
          public speaking, cold calling and networking.
        </p>
        {quests.length === 0 && (
          <Link to="/quests" className="button">
            Get quests on Adaptive Quests
          </Link>
        )}
      </div>
      {quests.map((quest) => (
        <FearQuestCard
          key={quest.id}
          quest={quest}
          running={quest.started && !paused[quest.id]}
          onStart={() => void start(quest)}
          onPause={() => setPaused(quest.id, true)}
          onComplete={() => void complete(quest)}
        />
      ))}
    </div>
  );
}
