import { Lock, NotebookPen, RotateCcw, Wallet } from 'lucide-react';
import { formatPenalty, GOAL_LOCK_DAYS, GOAL_PENALTY_DEFAULT } from '@ninety/domain';

/** What a locked goal means (spec §2), before the user commits to one. */
export function GoalsExplainer() {
  return (
    <section className="card goals-explainer" aria-labelledby="goals-how">
      <h2 className="card__title" id="goals-how">
        How locked goals work
      </h2>
      <ul>
        <li>
          <Lock size={16} aria-hidden="true" /> Goals cannot be edited for {GOAL_LOCK_DAYS} days.
        </li>
        <li>
          <NotebookPen size={16} aria-hidden="true" /> Progress is tracked daily with read-only notes.
        </li>
        <li>
          <Wallet size={16} aria-hidden="true" /> An early override triggers a ${formatPenalty(GOAL_PENALTY_DEFAULT)} penalty.
        </li>
        <li>
          <RotateCcw size={16} aria-hidden="true" /> An override wipes all progress and restarts the {GOAL_LOCK_DAYS}-day timer.
        </li>
      </ul>
    </section>
  );
}
