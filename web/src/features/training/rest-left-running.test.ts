import { describe, expect, it } from 'vitest';
import { countdown, pause, start, type Countdown } from './countdown';
import { REST_END_TOLD_WITHIN_MS, restLeftRunning, TRAINING_SESSION_KEY } from './rest-left-running';

// Friday 27 November 2026, 10:00:00 UTC; a 60 s rest started then.
const STARTED = Date.parse('2026-11-27T10:00:00Z');
const rest = start(countdown(60_000), STARTED);

/** A storage holding what zustand's persist middleware writes for the training session. */
function stored(value: string | null): () => Pick<Storage, 'getItem'> {
  return () => ({ getItem: (key) => (key === TRAINING_SESSION_KEY ? value : null) });
}
const session = (restState: Countdown | null) => stored(JSON.stringify({ state: { rest: restState, stretches: {} }, version: 1 }));

describe('restLeftRunning', () => {
  it('is true while the stored rest runs, to its last millisecond', () => {
    expect(restLeftRunning(session(rest), STARTED)).toBe(true);
    expect(restLeftRunning(session(rest), STARTED + 59_999)).toBe(true);
  });

  it('is true for two seconds after its end, which is then still to be told (it ended as the app started)', () => {
    expect(restLeftRunning(session(rest), STARTED + 60_000)).toBe(true);
    expect(restLeftRunning(session(rest), STARTED + 60_000 + REST_END_TOLD_WITHIN_MS)).toBe(true);
    expect(restLeftRunning(session(rest), STARTED + 60_001 + REST_END_TOLD_WITHIN_MS)).toBe(false);
  });

  it('is false once the rest is long over, paused, or was never started', () => {
    expect(restLeftRunning(session(rest), STARTED + 600_000)).toBe(false);
    expect(restLeftRunning(session(pause(rest, STARTED + 10_000)), STARTED + 20_000)).toBe(false);
    expect(restLeftRunning(session(countdown(60_000)), STARTED)).toBe(false);
    expect(restLeftRunning(session(null), STARTED)).toBe(false);
  });

  it('is false for no session, or one it cannot read', () => {
    expect(restLeftRunning(stored(null), STARTED)).toBe(false);
    expect(restLeftRunning(stored('{not json'), STARTED)).toBe(false);
    expect(restLeftRunning(stored(JSON.stringify({ state: { rest: { totalMs: '60000', runningSince: STARTED, elapsedBefore: 0 } } })), STARTED)).toBe(false);
    expect(restLeftRunning(stored('"a string"'), STARTED)).toBe(false);
  });

  it('is false where the browser refuses the storage itself (site data blocked)', () => {
    const refused = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(restLeftRunning(refused, STARTED)).toBe(false);
  });
});
