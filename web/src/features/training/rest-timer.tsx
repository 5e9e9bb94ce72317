import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { countdown, formatClock, isFinished, isRunning, pause, remainingMs, start } from './countdown';
import { REST_OVER, useRestEndSignal } from './rest-end-signal';
import { useTrainingSession } from './session-store';
import { useTicker } from './use-ticker';

/**
 * The rest timer between sets: it starts at the Default Rest Timer setting, counts down on
 * screen (kept on while it runs), and at the end says so in words, to a screen reader, and by
 * vibration where the device has it. The rest is kept by the training session store, so it runs
 * on while the user is on another screen, where its end is told too (rest-end-signal.ts). Start
 * after a rest is over begins the next one.
 */
export function RestTimer({ seconds }: { seconds: number }) {
  const rest = useTrainingSession((state) => state.rest);
  const setRest = useTrainingSession((state) => state.setRest);
  // A changed setting applies to the next rest, never to one started.
  const timer = rest ?? countdown(seconds * 1000);
  const now = useTicker(timer.runningSince !== null);
  const finished = isFinished(timer, now);
  const running = isRunning(timer, now);
  // The screen kept on and the vibration at the end, on this screen or another.
  useRestEndSignal();

  return (
    <div className={`rest-timer${finished ? ' is-finished' : running ? ' is-running' : ''}`} role="group" aria-labelledby="rest-timer-title">
      <h3 className="rest-timer__title" id="rest-timer-title">
        <Timer size={16} aria-hidden="true" /> Rest Timer
      </h3>
      <p className="rest-timer__clock" data-testid="rest-clock" aria-hidden="true">
        {formatClock(remainingMs(timer, now))}
      </p>
      <p className="rest-timer__status" role="status">
        {finished ? REST_OVER : running ? 'Resting...' : `${seconds} s rest`}
      </p>
      <div className="rest-timer__actions">
        {running ? (
          <button type="button" className="button" onClick={() => setRest(pause(timer, Date.now()))}>
            <Pause size={16} aria-hidden="true" /> Pause Rest
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setRest(start(finished ? countdown(seconds * 1000) : timer, Date.now()))}>
            <Play size={16} aria-hidden="true" /> Start Rest
          </button>
        )}
        <button type="button" className="button" onClick={() => setRest(null)}>
          <RotateCcw size={16} aria-hidden="true" /> Reset
        </button>
      </div>
    </div>
  );
}
