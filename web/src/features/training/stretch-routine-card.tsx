import { useEffect, useRef } from 'react';
import { CircleCheck, Pause, Play } from 'lucide-react';
import { routineProgress, type StretchRoutine } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useExclusive } from '../../lib/use-exclusive';
import { useScreenWakeLock } from '../../lib/use-screen-wake-lock';
import { countdown, elapsedMs, isRunning, pause, start, type Countdown } from './countdown';
import { useTrainingSession } from './session-store';
import { stretchPosition } from './training';
import { useTicker } from './use-ticker';
import { NEXT_STEP_VIBRATION, TIMER_OVER_VIBRATION } from './vibrations';

interface StretchRoutineCardProps {
  routine: StretchRoutine;
  /** Saves the completion (+25 Fitness); answers whether it was saved. */
  onComplete(routine: StretchRoutine): Promise<boolean>;
}

/**
 * A stretch routine: tick each step, or start the timer and it walks through them, ticking each
 * as its time passes, with a pulse at each next step and two at the end. Complete appears once every step is ticked. Ticks and timer are kept by
 * the training session store until the routine is completed: another tab, another screen or a
 * closed app loses neither.
 */
export function StretchRoutineCard({ routine, onComplete }: StretchRoutineCardProps) {
  const session = useTrainingSession((state) => state.stretches[routine.id]);
  const setStretch = useTrainingSession((state) => state.setStretch);
  // What the user ticked or unticked; a step the timer has walked past is ticked unless unticked.
  const ticks = session?.ticks ?? {};
  const timer = session?.timer ?? countdown(routine.totalSeconds * 1000);
  const now = useTicker(timer.runningSince !== null);
  const running = isRunning(timer, now);
  useScreenWakeLock(running);
  const position = timer.elapsedBefore > 0 || timer.runningSince !== null ? stretchPosition(routine, elapsedMs(timer, now)) : null;
  const walked = new Set(position?.doneStepIds);
  const checked = new Set(routine.steps.filter((step) => ticks[step.id] ?? walked.has(step.id)).map((step) => step.id));
  const progress = routineProgress(routine, checked);
  useStepCues(position?.stepIndex ?? null, position?.finished ?? false);

  function toggle(stepId: string, on: boolean) {
    setStretch(routine.id, { timer, ticks: { ...ticks, [stepId]: on } });
  }

  function setTimer(next: Countdown) {
    setStretch(routine.id, { timer: next, ticks });
  }

  // A double tap on Complete stores one completion (+25 XP once), not two.
  const complete = useExclusive(async () => {
    if (await onComplete(routine)) setStretch(routine.id, null);
  });

  const titleId = `stretch-${routine.id}`;
  return (
    <section className="stretch-card card" aria-labelledby={titleId} tabIndex={-1}>
      <header className="card__header">
        <h3 className="card__title" id={titleId}>
          {routine.title}
        </h3>
        <button
          type="button"
          className="button"
          aria-pressed={running}
          onClick={() => setTimer(running ? pause(timer, Date.now()) : start(timer, Date.now()))}
          disabled={position?.finished}
        >
          {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          {running ? 'Stop Timer' : 'Start Timer'}
        </button>
      </header>
      <ProgressBar
        label={`${routine.title} progress`}
        value={progress.checked}
        max={progress.total}
        valueText={`${progress.checked} of ${progress.total} steps`}
        tone="normal"
      />
      <p className="stretch-card__count">
        {progress.checked} of {progress.total} steps
        {position && !position.finished && running && (
          <span role="status">
            {' '}
            · {routine.steps[position.stepIndex]?.name}: {position.stepSecondsLeft} s left
          </span>
        )}
      </p>
      <ul className="stretch-steps">
        {routine.steps.map((step, index) => {
          const id = `${routine.id}-${step.id}`;
          const current = running && position?.stepIndex === index;
          return (
            <li key={step.id} className={`stretch-step${checked.has(step.id) ? ' is-checked' : ''}${current ? ' is-current' : ''}`}>
              <input id={id} type="checkbox" checked={checked.has(step.id)} onChange={(event) => toggle(step.id, event.target.checked)} />
              <label htmlFor={id}>{step.name}</label>
              <span className="stretch-step__seconds">{step.durationSeconds} s</span>
            </li>
          );
        })}
      </ul>
      {progress.isComplete && (
        <BusyButton type="button" className="button button--primary" onClick={() => void complete.run()} busy={complete.pending}>
          <CircleCheck size={16} aria-hidden="true" /> Complete {routine.title}
        </BusyButton>
      )}
    </section>
  );
}

/**
 * A pulse when the timer moves on to the next step, two when it has walked the last: the user
 * holding a stretch feels when to change without watching the screen. Only a move seen while the
 * card is shown counts; coming back to the card (another tab, a reload) after steps passed is
 * silent, as a late pulse would tell nothing.
 */
function useStepCues(stepIndex: number | null, finished: boolean): void {
  const seen = useRef(stepIndex);
  useEffect(() => {
    const previous = seen.current;
    seen.current = stepIndex;
    if (previous === null || stepIndex === null || stepIndex <= previous) return;
    navigator.vibrate?.(finished ? TIMER_OVER_VIBRATION : NEXT_STEP_VIBRATION);
  }, [stepIndex, finished]);
}
