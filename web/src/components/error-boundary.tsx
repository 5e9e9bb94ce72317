import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What stands in place of what failed; `retry` draws it again. */
  failed(error: unknown, retry: () => void): ReactNode;
  /** A change draws it again too (another screen opened). */
  resetKey?: unknown;
  /** Which errors are this boundary's to show; any other goes on up. All of them if absent. */
  catches?(thrown: unknown): boolean;
  /** An error it shows, once shown. */
  onCaught?(thrown: unknown): void;
  /** It is about to draw again what failed: in the same update, so both are drawn together. */
  onRetry?(): void;
}

interface ErrorBoundaryState {
  /** Wrapped, so that a thrown `undefined` still counts as an error. */
  error: { thrown: unknown } | null;
}

/**
 * Any error thrown while drawing what it holds (a read the browser's storage failed, a bug)
 * shows `failed` in its place. Without it React 19 unmounts the whole app: a blank page, with no
 * way to another screen. React reports the error to the console (main.tsx, onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: { thrown } };
  }

  override componentDidCatch(thrown: unknown): void {
    if (this.shows(thrown)) this.props.onCaught?.(thrown);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (!Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = (): void => {
    if (!this.state.error) return;
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  private shows(thrown: unknown): boolean {
    return this.props.catches?.(thrown) ?? true;
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.shows(error.thrown)) throw error.thrown;
    return this.props.failed(error.thrown, this.retry);
  }
}
