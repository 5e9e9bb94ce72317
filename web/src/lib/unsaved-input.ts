/**
 * Which forms hold input the user has not saved. An app update waits while any does (it
 * would reload the page and lose it), and Settings shows its own as "Unsaved changes".
 */
import { create } from 'zustand';

interface UnsavedState {
  forms: number;
}

export const useUnsavedInput = create<UnsavedState>(() => ({ forms: 0 }));

/** Marks one form as holding unsaved input; call the answer when it no longer does. */
export function holdUnsavedInput(): () => void {
  useUnsavedInput.setState((state) => ({ forms: state.forms + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    useUnsavedInput.setState((state) => ({ forms: state.forms - 1 }));
  };
}

export const hasUnsavedInput = () => useUnsavedInput.getState().forms > 0;
