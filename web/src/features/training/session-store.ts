/**
 * The rest and the stretch routines under way: a state of this device only, like the cards'
 * Start/Pause (lib/running-store.ts), kept in localStorage through zustand's persist middleware.
 * A rest keeps running while the user logs water on another screen, and a stretch half done
 * keeps its ticks across a tab switch or a closed app. Both timers are pure countdowns
 * (countdown.ts), so what is left is worked out from the clock whenever the screen is back.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Countdown } from './countdown';
import { TRAINING_SESSION_KEY } from './rest-left-running';

export interface StretchSession {
  timer: Countdown;
  /** What the user ticked or unticked, by step id. */
  ticks: Record<string, boolean>;
}

interface TrainingSession {
  /** The rest started (under way, paused or over); null: none, ready at the setting's length. */
  rest: Countdown | null;
  /** By routine id; a routine not listed has not been touched since its last completion. */
  stretches: Record<string, StretchSession>;
  setRest(rest: Countdown | null): void;
  setStretch(routineId: string, session: StretchSession | null): void;
}

export const useTrainingSession = create<TrainingSession>()(
  persist(
    (set) => ({
      rest: null,
      stretches: {},
      setRest: (rest) => set({ rest }),
      setStretch: (routineId, session) =>
        set((state) => {
          const stretches = { ...state.stretches };
          if (session) stretches[routineId] = session;
          else delete stretches[routineId];
          return { stretches };
        }),
    }),
    { name: TRAINING_SESSION_KEY, version: 1 },
  ),
);
