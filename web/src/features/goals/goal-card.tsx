import { useState } from 'react';
import { Lock, LockOpen, Trophy } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { ProgressBar } from '../../components/ui/progress-bar';
import { GOAL_LOCK_DAYS } from '@ninety/domain';
import { CheckInForm } from './check-in-form';
import { EarlierNotes } from './earlier-notes';
import type { GoalCardView } from './goal-cards';

interface GoalCardProps {
  goal: GoalCardView;
  /** Payment needs a connection: offline, the override only says so. */
  online: boolean;
  /** This device paid to override the goal and waits for the server to confirm the reset. */
  resetWaiting: boolean;
  onOverride(): void;
  onOfflineOverride(): void;
  onAchieve(): void;
}

const STATE = {
  locked: { icon: Lock, label: 'Locked', tone: 'gold' },
  finished: { icon: LockOpen, label: 'Unlocked', tone: 'green' },
  achieved: { icon: Trophy, label: 'Achieved', tone: 'green' },
} as const;

/** A goal: its lock, the days left and progress, the daily note, and what can be done now. */
export function GoalCard({ goal, online, resetWaiting, onOverride, onOfflineOverride, onAchieve }: GoalCardProps) {
  const { icon: Icon, label, tone } = STATE[goal.state];
  // A lock's notes (up to 90, and every card's after years of goals) are read and drawn when asked for.
  const [notesOpen, setNotesOpen] = useState(false);
  const titleId = `goal-${goal.id}-title`;
  return (
    <article className={`goal-card goal-card--${goal.state}`} aria-labelledby={titleId} data-testid="goal-card" tabIndex={-1}>
      <header className="goal-card__header">
        <Icon size={20} aria-hidden="true" className="goal-card__icon" />
        <h3 className="goal-card__title" id={titleId}>
          {goal.title}
        </h3>
        <Badge tone={tone}>{label}</Badge>
      </header>
      <p className="goal-card__description">{goal.description}</p>
      <div className="goal-card__progress">
        <div className="goal-card__figures">
          <span data-testid="goal-days-left">{goal.daysLeftText}</span>
          <span>{goal.progressText}</span>
        </div>
        <ProgressBar
          label={`${goal.title} progress`}
          value={Math.round(goal.progress * GOAL_LOCK_DAYS)}
          max={GOAL_LOCK_DAYS}
          valueText={`${goal.progressText}, ${goal.daysLeftText}`}
          tone={goal.state === 'locked' ? 'gold' : 'normal'}
        />
      </div>

      <section className="goal-card__notes" aria-label={`Daily notes for ${goal.title}`}>
        {goal.todayNote ? (
          <div className="goal-note goal-note--today">
            <h4 className="goal-note__day">Today</h4>
            <p className="goal-note__text">{goal.todayNote.note}</p>
          </div>
        ) : (
          goal.canCheckIn && <CheckInForm goalId={goal.id} goalTitle={goal.title} />
        )}
        {goal.earlierNotes.count > 0 && (
          <details className="goal-card__earlier" onToggle={(event) => setNotesOpen(event.currentTarget.open)}>
            <summary>Earlier notes ({goal.earlierNotes.count})</summary>
            {notesOpen && <EarlierNotes lock={goal.earlierNotes.lock} />}
          </details>
        )}
      </section>

      {goal.state === 'locked' && resetWaiting && (
        <p className="goal-card__waiting" role="status">
          Payment sent: this goal resets once the server confirms it.
        </p>
      )}
      {goal.state === 'locked' && !resetWaiting && (
        <div className="goal-card__override">
          <button
            type="button"
            className="button button--danger"
            aria-disabled={!online}
            aria-describedby={online ? undefined : `${titleId}-offline`}
            onClick={online ? onOverride : onOfflineOverride}
          >
            {goal.overrideLabel}
          </button>
          {!online && (
            <p className="goal-card__offline" id={`${titleId}-offline`}>
              Payment needs a connection
            </p>
          )}
        </div>
      )}
      {goal.state === 'finished' && (
        <div className="goal-card__finish">
          <p>{GOAL_LOCK_DAYS} days done. Mark it achieved for +500 XP.</p>
          <button type="button" className="button button--primary" onClick={onAchieve}>
            <Trophy size={16} aria-hidden="true" /> Mark Achieved
          </button>
        </div>
      )}
      {goal.achievedText && <p className="goal-card__achieved">{goal.achievedText}</p>}
    </article>
  );
}
