import { Component, type ReactNode } from 'react';
import { LoadAttempt, newAttempt, PartNotLoaded } from '../lib/lazy-part';
import { pageReachable } from '../sync/page-reachable';

interface LoadBoundaryProps {
  children: ReactNode;
  /** What stands in place of the part while it cannot load; `retry` tries again. */
  failed(retry: () => void): ReactNode;
  /** A change tries again too: another screen opened, the list opened again. */
  resetKey?: unknown;
}

interface LoadBoundaryState {
  /** What the part threw; only a failed load is this boundary's to show. */
  error: { thrown: unknown } | null;
  attempt: number;
  /** Whether this attempt is a retry, after a load that failed. */
  retried: boolean;
}

/**
 * Around parts that load a chunk of their own (lib/lazy-part.tsx). A load that fails shows
 * `failed` in the part's place: without it, React would take the whole page down, header and
 * bottom bar with it. It tries again on `retry`, when the browser is back online, and when
 * `resetKey` changes. Any other error is not a load's, and goes on up.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { error: null, attempt: newAttempt(), retried: false };

  static getDerivedStateFromError(thrown: unknown): Partial<LoadBoundaryState> {
    return { error: { thrown } };
  }

  override componentDidCatch(error: unknown): void {
    if (!(error instanceof PartNotLoaded)) return;
    // A retry failed again: offline, or a browser that keeps a failed module load for the
    // page's life (Safari, whatwg/html#6768). If the server answers, a reload loads the part.
    if (this.state.retried) void reloadIfServerAnswers();
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: LoadBoundaryProps): void {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    if (this.state.error) this.setState({ error: null, attempt: newAttempt(), retried: true });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error && !(error.thrown instanceof PartNotLoaded)) throw error.thrown;
    if (error) return this.props.failed(this.retry);
    return <LoadAttempt value={this.state.attempt}>{this.props.children}</LoadAttempt>;
  }
}

async function reloadIfServerAnswers(): Promise<void> {
  // No answer: the part still shows why it is missing, and tries again when back online.
  if (await pageReachable()) window.location.reload();
}
