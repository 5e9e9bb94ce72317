import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { Plus } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import { ACHIEVED_GOALS_PAGE, checkInDay } from '@ninety/domain';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { ShowMore } from '../../components/ui/show-more';
import { UntilRestored } from '../../components/until-restored';
import { achieveGoal } from '../../db/goal-repo';
import { useGoalsShown } from '../../db/hooks/goals';
import { useSettings } from '../../db/hooks/settings';
import { runAction } from '../../lib/run-action';
import { showToast } from '../../lib/toast-store';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { useNow } from '../../lib/use-now';
import { syncStatusStore } from '../../sync/status-store';
import { CreateGoalDialog } from './create-goal-dialog';
import { GoalCard } from './goal-card';
import { goalCards, type GoalCardView } from './goal-cards';
import { GoalsExplainer } from './goals-explainer';
import { PaymentDialog, type PaymentTarget } from './payment-dialog';
import { pendingOverrideStore } from './pending-override';
import { usePaymentReturn } from './use-payment-return';

/**
 * 90-Day Locked Goals: commitments that cannot be edited, with a paid way out. Every goal still
 * open is listed; the achieved ones follow, newest first, a page at a time, as a list that grows
 * with history (ADR 24).
 */
export default function GoalsScreen() {
  const now = useNow();
  const [achievedShown, setAchievedShown] = useState(ACHIEVED_GOALS_PAGE);
  const settings = useSettings();
  // The day whose note a card shows as today's; its notes are read again when the day turns.
  const today = settings && checkInDay(now, settings.timeZone);
  const shown = useGoalsShown(achievedShown, today);
  const listId = useId();
  const online = useStore(syncStatusStore, (s) => s.online && s.reachable);
  // A note saved or a goal marked achieved replaces the control that had the focus: its card takes it.
  const list = useFocusKeptInList<HTMLDivElement>();
  const waitingGoalId = useStore(pendingOverrideStore, (s) => (s.held?.returned ? s.held.goalId : undefined));
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  usePaymentReturn();

  const cards = shown && settings && today && goalCards(shown.open, shown.achieved, shown.notes, today, now, settings.timeZone);

  const achieve = (goal: GoalCardView) =>
    void runAction(() => achieveGoal(goal.id), {
      success: { title: 'Goal Achieved!', description: `"${goal.title}" is done: +500 XP to Consistency.` },
      fallback: 'Failed to mark the goal achieved',
    });

  return (
    <div className="screen goals-screen">
      <ScreenHeader
        title="90-Day Locked Goals"
        subtitle="Commit for 90 days, no edits"
        action={
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden="true" /> New Goal
          </button>
        }
      />
      <GoalsExplainer />
      {!cards ? (
        <LoadingText>Loading goals...</LoadingText>
      ) : cards.length === 0 ? (
        <UntilRestored>
          <EmptyState title="No Goals Yet" hint="Create your first 90-day locked goal to begin your transformation journey" />
        </UntilRestored>
      ) : (
        <>
          <div className="goal-list" id={listId} ref={list}>
            {cards.map((card) => (
              <GoalCard
                key={card.id}
                goal={card}
                online={online}
                resetWaiting={card.id === waitingGoalId}
                onOverride={() => {
                  const goal = shown.open.find((g) => g.id === card.id);
                  if (goal && settings) setPaying({ goalId: goal.id, title: goal.title, penalty: goal.penalty, hpPenalty: settings.goalResetPenalty });
                }}
                onOfflineOverride={() => showToast({ title: MESSAGES.paymentErrorTitle, description: MESSAGES.paymentNeedsConnection, variant: 'destructive' })}
                onAchieve={() => achieve(card)}
              />
            ))}
          </div>
          <ShowMore
            controls={listId}
            shown={shown.open.length + shown.achieved.length}
            total={shown.open.length + shown.achievedCount}
            noun="goals"
            label="Show older"
            onShowMore={() => setAchievedShown((n) => n + ACHIEVED_GOALS_PAGE)}
          />
        </>
      )}
      <CreateGoalDialog open={creating} onClose={() => setCreating(false)} />
      {paying && <PaymentDialog target={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}
