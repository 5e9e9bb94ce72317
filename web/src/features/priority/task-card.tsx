import { CircleCheck, Pause, Play, Timer, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { TaskCardView } from './task-list';

interface TaskCardProps {
  task: TaskCardView;
  running: boolean;
  onToggleRunning(): void;
  onComplete(): void;
}

/** A priority task: overdue, running or idle, each said in words as well as styled. */
export function TaskCard({ task, running, onToggleRunning, onComplete }: TaskCardProps) {
  const style = task.state === 'open' && running ? 'running' : task.state;
  return (
    <article className={`task-card task-card--${style}`} aria-labelledby={`task-${task.id}-title`} data-testid="task-card">
      <div className="task-card__top">
        <h3 className="task-card__title" id={`task-${task.id}-title`}>
          {task.title}
        </h3>
        <span className={`task-card__hp task-card__hp--${task.hpKind}`} data-testid="task-hp">
          {task.hpText}
          {task.hpKind === 'penalty' && <span className="task-card__hp-word"> penalty</span>}
        </span>
      </div>
      {task.state === 'completed' ? (
        <p className="task-card__status">
          <CircleCheck size={16} aria-hidden="true" /> {task.completedLate ? 'Completed late' : 'Completed on time'}
        </p>
      ) : (
        <>
          <p className="task-card__countdown" data-testid="task-countdown">
            {task.state === 'overdue' ? <TriangleAlert size={16} aria-hidden="true" /> : <Timer size={16} aria-hidden="true" />}
            <span>{task.countdown}</span>
            {style === 'running' && <Badge tone="accent">Running</Badge>}
          </p>
          <div className="task-card__actions">
            <button type="button" className="button" aria-pressed={running} onClick={onToggleRunning}>
              {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
              {running ? 'Pause' : 'Start'}
            </button>
            <button type="button" className="button button--primary" onClick={onComplete}>
              <CircleCheck size={16} aria-hidden="true" />
              Complete
            </button>
          </div>
        </>
      )}
    </article>
  );
}
