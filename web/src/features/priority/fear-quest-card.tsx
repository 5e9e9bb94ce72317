import { CircleCheck, Pause, Play, Timer, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { FearQuestCardView } from './fear-quests';

interface FearQuestCardProps {
  quest: FearQuestCardView;
  /** Started and not paused on this device. */
  running: boolean;
  onStart(): void;
  onPause(): void;
  onComplete(): void;
}

/** A fear quest: its 2x XP, and once started a countdown; Complete opens once it is started. */
export function FearQuestCard({ quest, running, onStart, onPause, onComplete }: FearQuestCardProps) {
  const style = quest.overdue ? 'overdue' : running ? 'running' : 'idle';
  return (
    <article className={`task-card task-card--${style}`} aria-labelledby={`fear-${quest.id}-title`} data-testid="fear-quest-card" tabIndex={-1}>
      <div className="task-card__top">
        <h3 className="task-card__title" id={`fear-${quest.id}-title`}>
          {quest.title}
        </h3>
        <span className="task-card__hp task-card__hp--reward">{quest.xpText}</span>
      </div>
      <p className="task-card__description">{quest.description}</p>
      <p className="task-card__countdown">
        <Badge tone="gold">2× XP BONUS</Badge>
        <Badge tone="purple">{quest.traitName}</Badge>
        {quest.countdown !== null && (
          <span className="task-card__time">
            {quest.overdue ? <TriangleAlert size={16} aria-hidden="true" /> : <Timer size={16} aria-hidden="true" />}
            {quest.countdown}
          </span>
        )}
      </p>
      <div className="task-card__actions">
        {running ? (
          <button type="button" className="button" onClick={onPause}>
            <Pause size={16} aria-hidden="true" /> Pause
          </button>
        ) : (
          <button type="button" className="button" onClick={onStart}>
            <Play size={16} aria-hidden="true" /> Start Quest
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onComplete} disabled={!quest.started}>
          <CircleCheck size={16} aria-hidden="true" /> Complete
        </button>
      </div>
    </article>
  );
}
