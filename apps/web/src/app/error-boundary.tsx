import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailureScreen } from './failure-screens';

interface State {
  error: unknown;
}

/** The last line of defence: any render failure becomes a translated screen with a retry. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled interface error', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <FailureScreen error={this.state.error} fullPage />;
    return this.props.children;
  }
}
