import { useState } from 'react';
import { Dumbbell, RefreshCw } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import {
  STRETCH_ROUTINES,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_EXERCISES_MIN,
  XP_PER_STRETCH,
  XP_PER_WORKOUT_DAY,
  type StretchRoutine,
} from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/loading-text';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Tabs } from '../../components/ui/tabs';
import { UntilRestored } from '../../components/until-restored';
import { useSettings } from '../../db/hooks/settings';
import { useWeightSummary } from '../../db/hooks/weights';
import { useCurrentPlan } from '../../db/hooks/workouts';
import { completeStretch, completeWorkout, generateWorkoutPlan } from '../../db/workout-repo';
import { runAction, useAction } from '../../lib/run-action';
import { useFocusKeptInList } from '../../lib/use-focus-kept-in-list';
import { useNow } from '../../lib/use-now';
import { MusclesPanel } from './muscles-panel';
import { StretchRoutineCard } from './stretch-routine-card';
import { TodaysWorkoutCard } from './todays-workout-card';
import { scheduleCards, todayView } from './training';
import { WeeklySchedule } from './weekly-schedule';
import { WeightTracker } from './weight-tracker';

type Tab = 'schedule' | 'muscles' | 'stretching' | 'weight';
const TABS: { id: Tab; label: string }[] = [
  { id: 'schedule', label: 'Weekly Schedule' },
  { id: 'muscles', label: 'Muscles' },
  { id: 'stretching', label: 'Stretching' },
  { id: 'weight', label: 'Weight Tracker' },
];

const HEADING = { title: 'Training', subtitle: 'Build strength and flexibility' };

/** Training: the generated weekly plan, today's workout, muscles, stretching and the weight log. */
export default function TrainingScreen() {
  const now = useNow();
  const current = useCurrentPlan();
  const summary = useWeightSummary();
  const settings = useSettings();
  const [tab, setTab] = useState<Tab>('schedule');
  const generate = useAction(generateWorkoutPlan, {
    success: { title: 'Workouts Generated', description: 'Your weekly workout plan has been created!' },
    fallback: MESSAGES.workoutGenerateFailed,
  });
  // One tap, one mark: a second tap while it is stored would be refused and say so.
  const markDone = useAction(completeWorkout, {
    success: { title: 'Workout Done!', description: `+${XP_PER_WORKOUT_DAY} XP to Fitness` },
    fallback: 'Failed to mark the workout done',
  });
  // Mark Day Done gives way to "Done today", and Generate Weekly Plan's card to today's workout:
  // the card there takes the focus the button had.
  const cards = useFocusKeptInList<HTMLDivElement>();
  // A routine completed starts again, unticked: its Complete goes, and the routine takes the focus.
  const routines = useFocusKeptInList<HTMLDivElement>();
  if (!current || !settings || !summary) {
    // The heading (and with it the document title) shows at once; the plan follows.
    return (
      <div className="screen training-screen">
        <ScreenHeader {...HEADING} />
        <LoadingText>Loading workouts...</LoadingText>
      </div>
    );
  }
  const { plan, completions } = current;
  const today = todayView(plan, completions, now, settings.timeZone);
  const hasPlan = plan.length > 0;

  const stretchDone = async (routine: StretchRoutine) =>
    (
      await runAction(() => completeStretch(routine.id), {
        success: { title: 'Stretch Complete!', description: `${routine.title}: +${XP_PER_STRETCH} XP to Fitness` },
        fallback: 'Failed to save the stretch',
      })
    ).ok;

  return (
    <div className="screen training-screen" ref={cards}>
      <ScreenHeader
        {...HEADING}
        action={
          <BusyButton type="button" className="button button--primary" onClick={() => void generate.run()} busy={generate.pending}>
            <RefreshCw size={16} aria-hidden="true" className={generate.pending ? 'is-spinning' : undefined} />
            {generate.pending ? 'Generating...' : hasPlan ? 'Regenerate Plan' : 'Generate Plan'}
          </BusyButton>
        }
      />
      {!hasPlan ? (
        <Card tabIndex={-1}>
          <UntilRestored>
            <EmptyState
              title="No Workouts Yet"
              hint={`A plan for the week: seven days, each with its muscle group and ${WORKOUT_EXERCISES_MIN} to ${WORKOUT_EXERCISES_MAX} exercises.`}
              action={
                <BusyButton type="button" className="button button--primary" onClick={() => void generate.run()} busy={generate.pending}>
                  <Dumbbell size={16} aria-hidden="true" /> {generate.pending ? 'Generating...' : 'Generate Weekly Plan'}
                </BusyButton>
              }
            />
          </UntilRestored>
        </Card>
      ) : (
        today && (
          <TodaysWorkoutCard
            today={today}
            restSeconds={settings.restTimerSeconds}
            marking={markDone.pending}
            onMarkDone={() => void markDone.run(today.workout.id)}
          />
        )
      )}
      <Tabs<Tab> label="Training" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'schedule' &&
          (hasPlan ? (
            <WeeklySchedule cards={scheduleCards(plan, now, settings.timeZone)} generating={generate.pending} onRegenerate={() => void generate.run()} />
          ) : (
            <p className="muted">Generate a plan to see the week.</p>
          ))}
        {tab === 'muscles' && <MusclesPanel />}
        {tab === 'stretching' && (
          <div className="stretching" ref={routines}>
            {STRETCH_ROUTINES.map((routine) => (
              <StretchRoutineCard key={routine.id} routine={routine} onComplete={stretchDone} />
            ))}
          </div>
        )}
        {tab === 'weight' && <WeightTracker summary={summary} timeZone={settings.timeZone} />}
      </Tabs>
    </div>
  );
}
