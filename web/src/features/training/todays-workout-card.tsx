import { CircleCheck } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { RestTimer } from './rest-timer';
import type { TodayView } from './training';

interface TodaysWorkoutCardProps {
  today: TodayView;
  restSeconds: number;
  /** The mark is being stored: the button waits. */
  marking: boolean;
  onMarkDone(): void;
}

/** Today's workout with its exercises, the day's done mark (+50 XP once a day) and the rest timer. */
export function TodaysWorkoutCard({ today, restSeconds, marking, onMarkDone }: TodaysWorkoutCardProps) {
  const { workout, doneToday } = today;
  return (
    <Card title="Today's Workout" titleId="todays-workout" className="todays-workout" tabIndex={-1}>
      <div className="todays-workout__head">
        <span className="todays-workout__day">{workout.dayName}</span>
        <Badge tone="accent">{workout.muscleGroup}</Badge>
      </div>
      <h3 className="todays-workout__title">{workout.title}</h3>
      <ul className="exercise-list" aria-label={`Exercises of ${workout.title}`}>
        {workout.exercises.map((exercise) => (
          <li key={exercise.name} className="exercise-list__item">
            <span>{exercise.name}</span>
            <span className="exercise-list__detail">{exercise.detail}</span>
          </li>
        ))}
      </ul>
      {doneToday ? (
        <p className="todays-workout__done" data-testid="workout-done">
          <CircleCheck size={18} aria-hidden="true" /> Done today
        </p>
      ) : (
        <BusyButton type="button" className="button button--primary" onClick={onMarkDone} busy={marking}>
          <CircleCheck size={16} aria-hidden="true" /> Mark Day Done
        </BusyButton>
      )}
      <RestTimer seconds={restSeconds} />
    </Card>
  );
}
