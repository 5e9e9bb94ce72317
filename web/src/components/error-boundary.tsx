import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What stands in place of what failed; `retry` draws it again. */
  failed(error: unknown, retry: () => void): ReactNode;
  /** A change draws it again too (another screen opened). */
  resetKey?: unknown;
}

/**
 * Any error thrown while drawing what it holds (a read the browser's storage failed, a bug)
 * shows `failed` in its place. Without it React 19 unmounts the whole app: a blank page, with no
 * way to another screen. React reports the error to the console (main.tsx, onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: { thrown: unknown } | null }> {
  override state: { error: { thrown: unknown } | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.failed(this.state.error.thrown, this.retry) : this.props.children;
  }
}
