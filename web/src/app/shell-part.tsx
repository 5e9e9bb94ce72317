import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';

/**
 * A part of the shell that reads the local store (the sync state, the bell, the refusals, the
 * reminder setting). A read the browser's storage refuses (a failing disk) throws while drawing;
 * outside any boundary React would unmount the whole app, screen and bottom bar with it. Here
 * the part steps aside instead: the screen's own panel says what failed, and the part is drawn
 * again when `redrawKey` changes (another screen opened, or the screen tried again).
 */
export function ShellPart({ redrawKey, children }: { redrawKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={redrawKey} failed={() => null}>
      {children}
    </ErrorBoundary>
  );
}
