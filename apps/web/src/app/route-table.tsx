import {
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import {
  matchRoutes,
  useLocation,
  useRoutes,
  type IndexRouteObject,
  type NonIndexRouteObject,
} from 'react-router';
import { loadChunk } from '../lib/chunk-loader';
import { RouteHandleContext, type RouteHandle } from './route-handle';

/**
 * The site routes with React Router's declarative API (decision 077): the data router's own
 * code (loaders, actions, fetchers, revalidation), none of which the site uses, is 16 KB of the
 * first load. What the site took from it is here: routes whose code arrives in its own chunk,
 * the matched screen's handle for the whole page, and whether a page's code is still on its way.
 */

/** A route component in its own chunk, loaded through the chunk loader's time-out. */
export interface RouteChunk {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts the load (once); React renders the component when it has arrived. */
  preload: () => Promise<unknown>;
  /** Whether the code has arrived. */
  readonly loaded: boolean;
}

/** A route of the table, with the chunk of its component when it has one. */
export type AppRoute = (
  IndexRouteObject | (Omit<NonIndexRouteObject, 'children'> & { children?: AppRoute[] })
) & { chunk?: RouteChunk };

export function routeChunk(load: () => Promise<ComponentType>): RouteChunk {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded = false;
  const preload = () =>
    (loading ??= loadChunk(load).then((Component) => {
      loaded = true;
      return { default: Component };
    }));
  return {
    Component: lazy(preload),
    preload,
    get loaded() {
      return loaded;
    },
  };
}

/** The chunks a route table is waiting for, for the slow-page notice. */
class PageLoads {
  private pending = 0;
  private readonly listeners = new Set<() => void>();

  track(load: Promise<unknown>): void {
    this.pending += 1;
    this.changed();
    void load.catch(ignore).finally(() => {
      this.pending -= 1;
      this.changed();
    });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly loading = () => this.pending > 0;

  // Told after the current render: loads start while the route table renders.
  private changed() {
    queueMicrotask(() => this.listeners.forEach((listener) => listener()));
  }
}

const PageLoadsContext = createContext<PageLoads | null>(null);
const notLoading = () => false;
const noSubscription = () => () => {};

/** Whether the code of the page being opened (a screen or its layout) is still on its way. */
export function usePageLoading(): boolean {
  const loads = useContext(PageLoadsContext);
  return useSyncExternalStore(loads?.subscribe ?? noSubscription, loads?.loading ?? notLoading);
}

const ignore = () => undefined;

/**
 * Renders the routes matching the location. Navigations are transitions (React Router's
 * default), so the current page stays until the next one's code has arrived.
 */
export function RouteTable({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  const [loads] = useState(() => new PageLoads());
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  // A layout and its screen load together, not the screen only once the layout has rendered.
  // Loading twice is impossible (preload keeps its promise); a failure shows where React
  // renders the component, through the route's error boundary.
  for (const match of matches) {
    const chunk = (match.route as AppRoute).chunk;
    if (chunk && !chunk.loaded) loads.track(chunk.preload());
  }
  const handle = matches.findLast((match) => match.route.handle)?.route.handle as
    RouteHandle | undefined;
  const element = useRoutes(routes, location);
  return (
    <PageLoadsContext value={loads}>
      <RouteHandleContext value={handle}>{element}</RouteHandleContext>
    </PageLoadsContext>
  );
}
