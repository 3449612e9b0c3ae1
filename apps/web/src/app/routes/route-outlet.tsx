import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { useRouteHandle } from '../route-handle';

const NotFoundRoute = lazyComponent(() =>
  import('./public/not-found').then((m) => m.NotFoundRoute),
);

/** A layout's outlet: the matched screen, or the 404 screen when its module is switched off. */
export function RouteOutlet() {
  const { moduleOff } = useRouteHandle();
  if (!moduleOff) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NotFoundRoute />
    </Suspense>
  );
}
