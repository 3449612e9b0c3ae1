import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FailureScreen } from '../failure-screens';

interface BoundaryProps {
  children: ReactNode;
  fullPage: boolean;
  /** The address the failure belongs to: another one tries the route again. */
  pathname: string;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failure: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed', error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (failure) return <FailureScreen error={failure.error} fullPage={this.props.fullPage} />;
    return this.props.children;
  }
}

/**
 * Every route's error boundary: a chunk that did not load, or any other failure, shows its
 * screen in the route's place; leaving for another address clears it. The root's fills the page.
 */
export function RouteBoundary({
  children,
  fullPage = false,
}: {
  children: ReactNode;
  fullPage?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Boundary fullPage={fullPage} pathname={pathname}>
      {children}
    </Boundary>
  );
}
