import type { QueryClient } from '@tanstack/react-query';
import { siteCdn, whitelabelQueryOptions } from '../../api/get-whitelabel';
import { bannersQueryOptions } from './api/get-banners';
import { bannerGroupForPath } from './banner-groups';
import { bannerImageSrc } from './banner-link';

/**
 * Starts the download of the first banner of the page's group as soon as the banner list and the
 * site's CDN are known, which index.html asked for before any code loaded. The carousel shows the
 * same image once its code has arrived and rendered; without this, the image (the largest paint
 * of most pages) would only be asked for then. Resolves to the address, or null when the page has
 * no banner or a call failed (the carousel then shows its own state).
 */
export async function preloadFirstBanner(
  client: QueryClient,
  pathname: string,
  language: string,
): Promise<string | null> {
  const group = bannerGroupForPath(pathname);
  if (!group) return null;
  try {
    const [banners, whitelabel] = await Promise.all([
      client.ensureQueryData(bannersQueryOptions(language)),
      client.ensureQueryData(whitelabelQueryOptions()),
    ]);
    const first = banners.find((banner) => banner.groupName === group);
    if (!first) return null;
    const href = bannerImageSrc(first.url, siteCdn(whitelabel.imageCDNs));
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = href;
    document.head.append(link);
    return href;
  } catch {
    return null;
  }
}
