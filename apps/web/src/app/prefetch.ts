import { gameMenusQueryOptions } from '../api/get-game-menus';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { whitelabelQueryOptions } from '../api/get-whitelabel';
import { noticesQueryOptions } from '../features/announcements/api/get-notices';
import { bannersQueryOptions } from '../features/banners/api/get-banners';
import { queryClient } from '../lib/query-client';

/**
 * Starts the calls every page's frame needs while the translations and the screen's code are
 * still loading, so the first banner does not wait for them one after another.
 */
export function prefetchFrameData(language: string): void {
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  void queryClient.prefetchQuery(whitelabelQueryOptions());
  void queryClient.prefetchQuery(gameMenusQueryOptions());
  void queryClient.prefetchQuery(bannersQueryOptions(language));
  void queryClient.prefetchQuery(noticesQueryOptions(language));
}
