import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import type { QuestStatus } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Tabs } from '../../components/ui/tabs';
import { TraitProgressList } from '../../components/ui/trait-progress-list';
import { useHasPulled } from '../../db/hooks/sync';
import { useLiveRecords } from '../../db/hooks/records';
import { useSettings } from '../../db/hooks/settings';
import { useStats } from '../../db/hooks/stats';
import { completeQuest, generateQuests, startQuest } from '../../db/quest-repo';
import { QUEST_COMPLETED, QUEST_STARTED } from '../../lib/action-texts';
import { runAction, useAction } from '../../lib/run-action';
import { useNow } from '../../lib/use-now';
import { syncStatusStore } from '../../sync/status-store';
import { QuestCard } from './quest-card';
import { EMPTY_TAB_TEXT, questTabs, shouldAutoGenerate } from './quest-cards';
import { QuestsExplainer } from './quests-explainer';

const TAB_LABELS: Record<QuestStatus, string> = { available: 'Available', active: 'Active', completed: 'Completed' };

/** Adaptive Quests: quests for the weakest traits; completing one levels its trait. */
export default function QuestsScreen() {
  const now = useNow();
  const stats = useStats(now);
  const settings = useSettings();
  const quests = useLiveRecords('quests');
  const hasPulled = useHasPulled();
  const reachable = useStore(syncStatusStore, (s) => s.online && s.reachable);
  const [tab, setTab] = useState<QuestStatus>('available');
  const triedOnItsOwn = useRef(false);
  const generate = useAction(generateQuests, {
    success: (round) =>
      round.length > 0
        ? { title: 'New quests generated!', description: 'Adaptive quests tailored to your weakest traits' }
        : { title: 'No new quests', description: 'Every quest for your weakest traits is already open: start or finish one first.' },
    fallback: MESSAGES.questGenerateFailed,
  });

  const upToDate = hasPulled === true || !reachable;
  const questCount = quests?.length;
  useEffect(() => {
    const input = { questCount, generating: generate.pending, alreadyTried: triedOnItsOwn.current, upToDate };
    if (!shouldAutoGenerate(input)) return;
    triedOnItsOwn.current = true;
    void generate.run();
  }, [questCount, generate, upToDate]);

  const tabs = quests && settings && questTabs(quests, settings.timeZone);

  return (
    <div className="screen quests-screen">
      <ScreenHeader title="Adaptive Quests" subtitle="Level up your weakest traits" />
      <QuestsExplainer />
      {stats && stats.traits.length > 0 && (
        <Card title="Your Trait Progress" titleId="trait-progress">
          <TraitProgressList traits={stats.traits} />
        </Card>
      )}
      <section className="quests-list" aria-labelledby="your-quests">
        <div className="quests-list__header">
          <h2 className="card__title" id="your-quests">
            Your Quests
          </h2>
          <button type="button" className="button button--primary" disabled={generate.pending} onClick={() => void generate.run()}>
            <RefreshCw size={16} aria-hidden="true" className={generate.pending ? 'is-spinning' : undefined} />
            {generate.pending ? 'Generating...' : 'Generate New Quests'}
          </button>
        </div>
        {!tabs ? (
          <LoadingText>Loading quests...</LoadingText>
        ) : quests?.length === 0 ? (
          <EmptyState title="No quests yet" hint="Click Generate New Quests to get quests for your weakest traits." />
        ) : (
          <Tabs<QuestStatus>
            label="Quests by status"
            tabs={(['available', 'active', 'completed'] as const).map((id) => ({ id, label: TAB_LABELS[id], count: tabs[id].length }))}
            selected={tab}
            onSelect={setTab}
          >
            {tabs[tab].length === 0 ? (
              <p className="quests-list__empty">{EMPTY_TAB_TEXT[tab]}</p>
            ) : (
              <div className="quest-cards">
                {tabs[tab].map((quest) => (
                  <QuestCard
                    key={quest.id}
                    quest={quest}
                    onStart={() => void runAction(() => startQuest(quest.id), QUEST_STARTED)}
                    onComplete={() => void runAction(() => completeQuest(quest.id), QUEST_COMPLETED)}
                  />
                ))}
              </div>
            )}
          </Tabs>
        )}
      </section>
    </div>
  );
}
