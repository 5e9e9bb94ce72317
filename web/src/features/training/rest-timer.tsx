import { useEffect, useRef, useState } from 'react';
import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { useScreenWakeLock } from '../../lib/use-screen-wake-lock';
import { countdown, formatClock, isFinished, isRunning, pause, remainingMs, start } from './countdown';
import { useTicker } from './use-ticker';

/**
 * The rest timer between sets: it starts at the Default Rest Timer setting, counts down on
 * screen (kept on while it runs), and at the end says so in words, to a screen reader, and by
 * vibration where the device has it.
 */
export function RestTimer({ seconds }: { seconds: number }) {
  const [timer, setTimer] = useState(() => countdown(seconds * 1000));
  const now = useTicker(timer.runningSince !== null);
  const finished = isFinished(timer, now);
  const running = isRunning(timer, now);
  const signalled = useRef(false);
  useScreenWakeLock(running);

  // A changed setting applies to the next rest, never to one under way.
  const [setting, setSetting] = useState(seconds);
  if (setting !== seconds && timer.runningSince === null && timer.elapsedBefore === 0) {
    setSetting(seconds);
    setTimer(countdown(seconds * 1000));
  }

  useEffect(() => {
    if (finished && !signalled.current) {
      signalled.current = true;
      navigator.vibrate?.([200, 100, 200]);
    }
    if (!finished) signalled.current = false;
  }, [finished]);

  return (
    <div className={`rest-timer${finished ? ' is-finished' : running ? ' is-running' : ''}`} role="group" aria-labelledby="rest-timer-title">
      <h3 className="rest-timer__title" id="rest-timer-title">
        <Timer size={16} aria-hidden="true" /> Rest Timer
      </h3>
      <p className="rest-timer__clock" data-testid="rest-clock" aria-hidden="true">
        {formatClock(remainingMs(timer, now))}
      </p>
      <p className="rest-timer__status" role="status">
        {finished ? 'Rest over: next set!' : running ? 'Resting...' : `${seconds} s rest`}
      </p>
      <div className="rest-timer__actions">
        {running ? (
          <button type="button" className="button" onClick={() => setTimer(pause(timer, Date.now()))}>
            <Pause size={16} aria-hidden="true" /> Pause Rest
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setTimer(start(timer, Date.now()))} disabled={finished}>
            <Play size={16} aria-hidden="true" /> Start Rest
          </button>
        )}
        <button type="button" className="button" onClick={() => setTimer(countdown(seconds * 1000))}>
          <RotateCcw size={16} aria-hidden="true" /> Reset
        </button>
      </div>
    </div>
  );
}
