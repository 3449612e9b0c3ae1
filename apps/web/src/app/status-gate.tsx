import { Suspense, type ReactNode } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { gameMenusQueryOptions } from '../api/get-game-menus';
import { useSystemStatus } from '../api/get-system-status';
import { whitelabelQueryOptions } from '../api/get-whitelabel';
import { FullPageLoader } from '../components/layouts/full-page-loader';
import { statusView } from '../features/status/status-view';
import { lazyComponent } from '../lib/lazy-component';

const MaintenanceView = lazyComponent(() =>
  import('./status/maintenance-view').then((m) => m.MaintenanceView),
);
const RegionBlockedView = lazyComponent(() =>
  import('./status/region-blocked-view').then((m) => m.RegionBlockedView),
);

/**
 * The system status decides the top-level view and overrides everything else: the site (0),
 * the maintenance page (1) or the region-blocked page (2). When the status cannot be read,
 * the site shows, and its own calls explain what fails.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  // The site's first screen needs these too: start them beside the status call.
  usePrefetchQuery(whitelabelQueryOptions());
  usePrefetchQuery(gameMenusQueryOptions());
  const status = useSystemStatus();
  if (status.isPending) return <FullPageLoader />;

  const view = statusView(status.data);
  if (view === 'app' || !status.data) return children;
  return (
    <Suspense fallback={<FullPageLoader />}>
      {view === 'maintenance' ? (
        <MaintenanceView status={status.data} />
      ) : (
        <RegionBlockedView status={status.data} />
      )}
    </Suspense>
  );
}
