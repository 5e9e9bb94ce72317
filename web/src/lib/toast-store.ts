import { create } from 'zustand';

/** A button in a toast that takes back what it tells ("Undo"); pressing it closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  action?: ToastAction;
}

interface ToastState {
  /** Only one toast is visible at a time: a new one replaces the current one. */
  current: Toast | null;
  show(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void;
  dismiss(id?: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show: (toast) => set({ current: { variant: 'default', ...toast, id: nextId++ } }),
  dismiss: (id) => {
    if (id === undefined || get().current?.id === id) set({ current: null });
  },
}));

export const showToast = (toast: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(toast);
