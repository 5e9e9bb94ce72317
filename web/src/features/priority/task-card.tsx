import { memo } from 'react';
import { CircleCheck, Pause, Play, Timer, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { TaskCardView } from './task-list';

interface TaskCardProps {
  task: TaskCardView;
  running: boolean;
  /** Both take the task's id, so the screen passes the same two functions to every card. */
  onToggleRunning(id: string): void;
  onComplete(id: string): Promise<void>;
}

/**
 * Drawn again only when what it shows changes. The screen renders every second for the
 * countdowns, which change by the minute; with years of history it holds some 60 cards, and
 * drawing each of them every second kept a phone's CPU busy while the screen sat still.
 */
export const TaskCard = memo(TaskCardContent, (before, after) => {
  const same = (Object.keys(after.task) as (keyof TaskCardView)[]).every((key) => before.task[key] === after.task[key]);
  return same && before.running === after.running && before.onToggleRunning === after.onToggleRunning && before.onComplete === after.onComplete;
});

/** A priority task: overdue, running or idle, each said in words as well as styled. */
function TaskCardContent({ task, running, onToggleRunning, onComplete }: TaskCardProps) {
  const style = task.state === 'open' && running ? 'running' : task.state;
  return (
    <article className={`task-card task-card--${style}`} aria-labelledby={`task-${task.id}-title`} data-testid="task-card" tabIndex={-1}>
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
            <button type="button" className="button" aria-pressed={running} onClick={() => onToggleRunning(task.id)}>
              {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
              {running ? 'Pause' : 'Start'}
            </button>
            <button type="button" className="button button--primary" onClick={() => void onComplete(task.id)}>
              <CircleCheck size={16} aria-hidden="true" />
              Complete
            </button>
          </div>
        </>
      )}
    </article>
  );
}
