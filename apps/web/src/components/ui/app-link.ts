import { paths } from '../../config/paths';
import { safeHref } from './safe-href';

const DOWNLOAD_PAGES: readonly string[] = [paths.down, paths.download];

/**
 * The link that downloads an app, or undefined when none is configured: an empty or unsafe
 * address, or one that leads back to this site's download page (a placeholder, which would only
 * reload the page).
 */
export function appDownloadHref(
  url: string | null | undefined,
  here: string = window.location.href,
): string | undefined {
  const href = safeHref(url);
  if (!href) return undefined;
  try {
    const target = new URL(href, here);
    const page = new URL(here);
    if (target.origin === page.origin && DOWNLOAD_PAGES.includes(target.pathname)) return undefined;
  } catch {
    return undefined;
  }
  return href;
}
