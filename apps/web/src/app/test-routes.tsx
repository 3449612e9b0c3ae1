import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { RouteTable, type AppRoute } from './route-table';

/**
 * A route table rendered at `path` as the site renders its own, in a memory history:
 * `element` to render, `location()` for where it is now.
 */
export function routesAt(path: string, routes: AppRoute[]) {
  let current: Location | undefined;
  function LocationProbe(): ReactNode {
    current = useLocation();
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <RouteTable routes={routes} />
      </Suspense>
      <LocationProbe />
    </MemoryRouter>
  );
  const location = () => {
    if (!current) throw new Error('The routes have not rendered');
    return current;
  };
  return { element, location };
}
