import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Tabs } from '../../components/ui/tabs';
import { useLiveRecords } from '../../db/hooks/records';
import { completeTask } from '../../db/task-repo';
import { TASK_COMPLETED } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';
import { useRunningStore } from '../../lib/running-store';
import { useNow } from '../../lib/use-now';
import { CreateTaskDialog } from './create-task-dialog';
import { fearQuestCards } from './fear-quests';
import { FearQuestsPanel } from './fear-quests-panel';
import { PriorityTips } from './priority-tips';
import { TaskCard } from './task-card';
import { taskCards, type TaskCardView } from './task-list';

type Tab = 'tasks' | 'fear';

/** Priority Tasks: time-limited tasks worth HP, and the open fear quests. */
export default function PriorityScreen() {
  const now = useNow(1000);
  const tasks = useLiveRecords('tasks');
  const quests = useLiveRecords('quests');
  const [tab, setTab] = useState<Tab>('tasks');
  const [params, setParams] = useSearchParams();
  // The home-screen shortcut "Add priority task" opens /priority?new=task: the dialog, once.
  const [creating, setCreating] = useState(() => params.get('new') === 'task');
  useEffect(() => {
    if (params.has('new')) setParams({}, { replace: true });
  }, [params, setParams]);
  const running = useRunningStore((state) => state.runningTasks);
  const setRunning = useRunningStore((state) => state.setTaskRunning);

  const cards = tasks && taskCards(tasks, now);
  const fear = quests && fearQuestCards(quests, now);

  async function complete(task: TaskCardView) {
    if ((await runAction(() => completeTask(task.id), TASK_COMPLETED)).ok) setRunning(task.id, false);
  }

  return (
    <div className="screen priority-screen">
      <ScreenHeader
        title="Priority Tasks"
        subtitle="Time-sensitive goals with HP impact"
        action={
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden="true" /> Add Task
          </button>
        }
      />
      <Tabs<Tab>
        label="Task lists"
        tabs={[
          { id: 'tasks', label: 'Priority Tasks', count: cards?.filter((c) => c.state !== 'completed').length },
          { id: 'fear', label: 'Fear Quests', count: fear?.length },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'tasks' ? (
          !cards ? (
            <LoadingText>Loading tasks...</LoadingText>
          ) : cards.length === 0 ? (
            <EmptyState title="No priority tasks yet" hint="Add a task with a deadline and put some HP on the line." />
          ) : (
            <div className="task-list">
              {cards.map((card) => (
                <TaskCard
                  key={card.id}
                  task={card}
                  running={Boolean(running[card.id])}
                  onToggleRunning={() => setRunning(card.id, !running[card.id])}
                  onComplete={() => void complete(card)}
                />
              ))}
            </div>
          )
        ) : !fear ? (
          <LoadingText>Loading tasks...</LoadingText>
        ) : (
          <FearQuestsPanel quests={fear} />
        )}
      </Tabs>
      {tab === 'tasks' && <PriorityTips />}
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
