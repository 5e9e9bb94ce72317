import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import { QUESTS_COMPLETED_PAGE, QUESTS_OPEN_PAGE, type QuestStatus } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Tabs } from '../../components/ui/tabs';
import { ShowMore } from '../../components/ui/show-more';
import { TraitProgressList } from '../../components/ui/trait-progress-list';
import { RestoringFigures } from '../../components/restoring-figures';
import { UntilRestored } from '../../components/until-restored';
import { useQuestList } from '../../db/hooks/quests';
import { useSettings } from '../../db/hooks/settings';
import { useHistoryHeld, useRestoreProgress } from '../../db/hooks/sync';
import { useStats } from '../../db/hooks/stats';
import { completeQuest, generateFirstQuests, generateQuests, startQuest } from '../../db/quest-repo';
import { QUEST_COMPLETED, QUEST_STARTED } from '../../lib/action-texts';
import { runAction, useAction } from '../../lib/run-action';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { useNow } from '../../lib/use-now';
import { syncStatusStore } from '../../sync/status-store';
import { QuestCard } from './quest-card';
import { EMPTY_TAB_TEXT, questCardView, shouldAutoGenerate } from './quest-cards';
import { QuestsExplainer } from './quests-explainer';

const TAB_LABELS: Record<QuestStatus, string> = { available: 'Available', active: 'Active', completed: 'Completed' };
/** Each tab's page, and the words of its Show more (rules.md, "Lists that grow with history"). */
const PAGING: Record<QuestStatus, { page: number; label: string; noun: string }> = {
  available: { page: QUESTS_OPEN_PAGE, label: 'Show more', noun: 'available quests' },
  active: { page: QUESTS_OPEN_PAGE, label: 'Show more', noun: 'active quests' },
  completed: { page: QUESTS_COMPLETED_PAGE, label: 'Show older', noun: 'completed quests' },
};

/**
 * Adaptive Quests: quests for the weakest traits; completing one levels its trait. Each tab
 * lists a page, newest first, with its exact count; years of completed quests come 20 at a time.
 */
export default function QuestsScreen() {
  const now = useNow();
  const stats = useStats(now);
  const settings = useSettings();
  const [shown, setShown] = useState<Record<QuestStatus, number>>({ available: QUESTS_OPEN_PAGE, active: QUESTS_OPEN_PAGE, completed: QUESTS_COMPLETED_PAGE });
  const [tab, setTab] = useState<QuestStatus>('available');
  const list = useQuestList(tab, shown[tab]);
  const held = useHistoryHeld();
  const restoring = useRestoreProgress();
  const reachable = useStore(syncStatusStore, (s) => s.online && s.reachable);
  const triedOnItsOwn = useRef(false);
  // A quest started or completed leaves its tab: the next one takes the focus it had.
  const cardList = useFocusKeptInList<HTMLDivElement>();
  const cardListId = useId();
  const generate = useAction(generateQuests, {
    success: (round) =>
      round.length > 0
        ? { title: 'New quests generated!', description: 'Adaptive quests tailored to your weakest traits' }
        : { title: 'No new quests', description: 'Every quest for your weakest traits is already open: start or finish one first.' },
    fallback: MESSAGES.questGenerateFailed,
  });
  // On its own: nothing to say when there was no round (quests held after all, or on their way).
  const generateFirst = useAction(generateFirstQuests, {
    success: (round) => (Array.isArray(round) && round.length > 0 ? { title: 'New quests generated!', description: 'Adaptive quests tailored to your weakest traits' } : null),
    fallback: MESSAGES.questGenerateFailed,
  });

  const questCount = list && list.counts.available + list.counts.active + list.counts.completed;
  useEffect(() => {
    const input = {
      questCount,
      generating: generate.pending || generateFirst.pending,
      alreadyTried: triedOnItsOwn.current,
      pulled: held?.pulled,
      reachable,
      restoring: held?.restoring,
    };
    if (!shouldAutoGenerate(input)) return;
    triedOnItsOwn.current = true;
    const tryFirstRound = async () => {
      const result = await generateFirst.run();
      // Not yet rather than not at all: the visit tries again once the history has come.
      if (result?.ok && result.value === 'history on its way') triedOnItsOwn.current = false;
    };
    void tryFirstRound();
  }, [questCount, generate, generateFirst, held?.pulled, held?.restoring, reachable]);

  // Until the selected tab's quests are read, the last tab's stay out of its panel.
  const cards = list && settings && list.tab === tab ? list.quests.map((quest) => questCardView(quest, settings.timeZone)) : undefined;

  return (
    <div className="screen quests-screen">
      <ScreenHeader title="Adaptive Quests" subtitle="Level up your weakest traits" />
      <QuestsExplainer />
      {restoring && <RestoringFigures progress={restoring} />}
      {/*
        The trait card and the list in one go: drawn before the card, the list and its heading
        were pushed down by its arrival.
      */}
      {!list || !settings || stats === undefined ? (
        <LoadingText>Loading quests...</LoadingText>
      ) : (
        <>
          {restoring === null && stats && stats.traits.length > 0 && (
            <Card title="Your Trait Progress" titleId="trait-progress">
              <TraitProgressList traits={stats.traits} />
            </Card>
          )}
          <section className="quests-list" aria-labelledby="your-quests">
            <div className="quests-list__header">
              <h2 className="card__title" id="your-quests">
                Your Quests
              </h2>
              <BusyButton type="button" className="button button--primary" busy={generate.pending || generateFirst.pending} onClick={() => void generate.run()}>
                <RefreshCw size={16} aria-hidden="true" className={generate.pending || generateFirst.pending ? 'is-spinning' : undefined} />
                {generate.pending || generateFirst.pending ? 'Generating...' : 'Generate New Quests'}
              </BusyButton>
            </div>
            {questCount === 0 ? (
              <UntilRestored>
                <EmptyState title="No quests yet" hint="Click Generate New Quests to get quests for your weakest traits." />
              </UntilRestored>
            ) : (
              <Tabs<QuestStatus>
                label="Quests by status"
                // Each tab's count is its exact total (rules.md), which a restore still under way does not know.
                tabs={(['available', 'active', 'completed'] as const).map((id) => ({ id, label: TAB_LABELS[id], count: restoring ? undefined : list.counts[id] }))}
                selected={tab}
                onSelect={setTab}
              >
                {!cards ? (
                  <LoadingText>Loading quests...</LoadingText>
                ) : cards.length === 0 ? (
                  <UntilRestored>
                    <p className="quests-list__empty">{EMPTY_TAB_TEXT[tab]}</p>
                  </UntilRestored>
                ) : (
                  <>
                    <div className="quest-cards" id={cardListId} ref={cardList}>
                      {cards.map((quest) => (
                        <QuestCard
                          key={quest.id}
                          quest={quest}
                          onStart={() => void runAction(() => startQuest(quest.id), QUEST_STARTED)}
                          onComplete={() => void runAction(() => completeQuest(quest.id), QUEST_COMPLETED)}
                        />
                      ))}
                    </div>
                    <ShowMore
                      controls={cardListId}
                      shown={cards.length}
                      total={list.counts[tab]}
                      noun={PAGING[tab].noun}
                      label={PAGING[tab].label}
                      onShowMore={() => setShown((current) => ({ ...current, [tab]: current[tab] + PAGING[tab].page }))}
                    />
                  </>
                )}
              </Tabs>
            )}
          </section>
        </>
      )}
    </div>
  );
}
