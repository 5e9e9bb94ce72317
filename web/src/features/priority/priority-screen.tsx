import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Tabs } from '../../components/ui/tabs';
import { ShowMore } from '../../components/ui/show-more';
import { UntilRestored } from '../../components/until-restored';
import { useOpenFearQuests } from '../../db/hooks/quests';
import { useRestoreProgress } from '../../db/hooks/sync';
import { usePriorityTasks } from '../../db/hooks/tasks';
import { completeTask } from '../../db/task-repo';
import { TASK_COMPLETED } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';
import { useRunningStore } from '../../lib/running-store';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { useNow } from '../../lib/use-now';
import { CreateTaskDialog } from './create-task-dialog';
import { PRIORITY_OLDER_PAGE, PRIORITY_OPEN_PAGE, type Task } from '@ninety/domain';
import { fearQuestCards } from './fear-quests';
import { FearQuestsPanel } from './fear-quests-panel';
import { PriorityTips } from './priority-tips';
import { TaskCard } from './task-card';
import { taskCardView, type TaskCardView } from './task-list';

type Tab = 'tasks' | 'fear';

/**
 * Priority Tasks: time-limited tasks worth HP, and the open fear quests. Years of tasks stay
 * quick: overdue and open ones 50 at a time, then those completed in the last 7 days, and older
 * ones 20 at a time on request (rules.md, "Lists that grow with history").
 */
export default function PriorityScreen() {
  const now = useNow(1000);
  const [openShown, setOpenShown] = useState(PRIORITY_OPEN_PAGE);
  const [olderShown, setOlderShown] = useState(0);
  const [fearShown, setFearShown] = useState(PRIORITY_OPEN_PAGE);
  const lists = usePriorityTasks(now, openShown, olderShown);
  const [tab, setTab] = useState<Tab>('tasks');
  // Read only while its tab is open: no count on the tab (spec §2 gives none), so a visit that
  // stays on the tasks reads no quests at all.
  const fearQuests = useOpenFearQuests(tab === 'fear' ? fearShown : 0);
  const [params, setParams] = useSearchParams();
  // The home-screen shortcut "Add priority task" opens /priority?new=task: the dialog, once.
  const [creating, setCreating] = useState(() => params.get('new') === 'task');
  // A new dialog after an Undo, so it reads the edits kept for it afresh.
  const [dialogKey, setDialogKey] = useState(0);
  useEffect(() => {
    if (params.has('new')) setParams({}, { replace: true });
  }, [params, setParams]);
  const running = useRunningStore((state) => state.runningTasks);
  const setRunning = useRunningStore((state) => state.setTaskRunning);
  const restoring = useRestoreProgress();
  // A task completed leaves the open list: the next one takes the focus it had.
  const openList = useFocusKeptInList<HTMLDivElement>();
  const listIds = useId();

  const view = (tasks: readonly Task[]) => tasks.map((task) => taskCardView(task, now));
  const open = lists && view(lists.open);
  const completed = lists && view([...lists.recent, ...lists.older]);
  const fear = fearQuests && fearQuestCards(fearQuests.quests, now);
  // The same two handlers for every card and every render, so a card whose text is unchanged
  // is not drawn again on the countdowns' tick (task-card.tsx).
  const toggleRunning = useCallback((id: string) => setRunning(id, !useRunningStore.getState().runningTasks[id]), [setRunning]);
  const complete = useCallback(
    async (id: string) => {
      if ((await runAction(() => completeTask(id), TASK_COMPLETED)).ok) setRunning(id, false);
    },
    [setRunning],
  );
  const card = (task: TaskCardView) => (
    <TaskCard key={task.id} task={task} running={Boolean(running[task.id])} onToggleRunning={toggleRunning} onComplete={complete} />
  );

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
          // A count of the tasks restored so far is not how many are open: none while a restore is stored.
          { id: 'tasks', label: 'Priority Tasks', count: restoring ? undefined : lists?.openCount },
          { id: 'fear', label: 'Fear Quests' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'tasks' ? (
          !lists || !open || !completed ? (
            <LoadingText>Loading tasks...</LoadingText>
          ) : lists.openCount === 0 && completed.length === 0 && lists.olderCount === 0 ? (
            <UntilRestored>
              <EmptyState title="No priority tasks yet" hint="Add a task with a deadline and put some HP on the line." />
            </UntilRestored>
          ) : (
            <>
              <div className="task-list" id={`${listIds}-open`} ref={openList}>
                {open.map(card)}
              </div>
              <ShowMore
                controls={`${listIds}-open`}
                shown={open.length}
                total={lists.openCount}
                noun="open tasks"
                label="Show more"
                onShowMore={() => setOpenShown((n) => n + PRIORITY_OPEN_PAGE)}
              />
              {(completed.length > 0 || lists.olderCount > 0) && (
                <section className="completed-tasks" aria-labelledby="completed-tasks">
                  <h2 className="completed-tasks__title" id="completed-tasks">
                    Completed
                  </h2>
                  {lists.recent.length === 0 && (
                    <UntilRestored>
                      <p className="completed-tasks__none">None in the last 7 days.</p>
                    </UntilRestored>
                  )}
                  <div className="task-list" id={`${listIds}-completed`}>
                    {completed.map(card)}
                  </div>
                  <ShowMore
                    controls={`${listIds}-completed`}
                    shown={lists.older.length}
                    total={lists.olderCount}
                    noun="older completed tasks"
                    label="Show older"
                    onShowMore={() => setOlderShown((n) => n + PRIORITY_OLDER_PAGE)}
                  />
                </section>
              )}
            </>
          )
        ) : !fear || !fearQuests ? (
          <LoadingText>Loading tasks...</LoadingText>
        ) : (
          <>
            <FearQuestsPanel quests={fear} listId={`${listIds}-fear`} />
            <ShowMore
              controls={`${listIds}-fear`}
              shown={fear.length}
              total={fearQuests.count}
              noun="fear quests"
              label="Show more"
              onShowMore={() => setFearShown((n) => n + PRIORITY_OPEN_PAGE)}
            />
          </>
        )}
      </Tabs>
      {/* With the list, not before it: drawn under "Loading tasks...", the list arriving pushed it down. */}
      {tab === 'tasks' && lists && <PriorityTips />}
      <CreateTaskDialog
        key={dialogKey}
        open={creating}
        onClose={() => setCreating(false)}
        onUndone={() => {
          setDialogKey((key) => key + 1);
          setCreating(true);
        }}
      />
    </div>
  );
}
