import { useRouteError } from 'react-router';
import { FailureScreen } from '../failure-screens';

/** The error element of every route: a chunk that did not load, or any other failure. */
export function RouteError() {
  return <FailureScreen error={useRouteError()} />;
}

/** The root's error element: nothing around it, so it fills the page. */
export function RootRouteError() {
  return <FailureScreen error={useRouteError()} fullPage />;
}
