/**
 * Start/Pause on task and fear quest cards: a state of this device only (docs/product.md), kept across
 * reloads in localStorage through zustand's persist middleware; it changes no record. A task is
 * idle until started; a started quest runs until paused.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface RunningState {
  runningTasks: Record<string, true>;
  pausedQuests: Record<string, true>;
  setTaskRunning(id: string, running: boolean): void;
  setQuestPaused(id: string, paused: boolean): void;
}

function withKey(set: Record<string, true>, id: string, on: boolean): Record<string, true> {
  const next = { ...set };
  if (on) next[id] = true;
  else delete next[id];
  return next;
}

export const useRunningStore = create<RunningState>()(
  persist(
    (set) => ({
      runningTasks: {},
      pausedQuests: {},
      setTaskRunning: (id, running) => set((state) => ({ runningTasks: withKey(state.runningTasks, id, running) })),
      setQuestPaused: (id, paused) => set((state) => ({ pausedQuests: withKey(state.pausedQuests, id, paused) })),
    }),
    { name: 'ninety-card-timers', version: 1 },
  ),
);
