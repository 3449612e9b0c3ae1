import { useEffect } from 'react';
import { useWhitelabel } from '../../api/get-whitelabel';
import { whenIdle } from '../../lib/when-idle';

/**
 * Analytics (spec section 3: analytics.gtagId of the permission answer): the Google tag loads
 * only when the site has an id, and only once the page is interactive (an idle moment after the
 * first render), so it never holds the first render back; its loader is fetched then too, so
 * sites without a tag never load it.
 */
export function useGoogleTag(): void {
  const gtagId = useWhitelabel().data?.analytics.gtagId ?? null;
  useEffect(() => {
    if (!gtagId) return;
    return whenIdle(() => {
      void import('../../lib/google-tag').then(({ loadGoogleTag }) => loadGoogleTag(gtagId));
    });
  }, [gtagId]);
}
