import type { Banner } from '@portal/shared/schemas/system';
import { paths } from '../../config/paths';

export type BannerTarget = { kind: 'external'; href: string } | { kind: 'route'; to: string };

/**
 * Where a click on a banner goes, or null when the banner is not clickable: no linkage type,
 * no target, or a target that is not safe (only http(s) leaves the site; routes stay on it).
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget | null {
  const linkage = banner.linkage?.trim();
  if (!banner.linkageType || !linkage) return null;
  switch (banner.linkageType) {
    case 'URL':
      return /^https?:\/\//i.test(linkage) ? { kind: 'external', href: linkage } : null;
    case 'ROUTE':
      return linkage.startsWith('/') && !linkage.startsWith('//')
        ? { kind: 'route', to: linkage }
        : null;
    case 'PROMOTION':
      return { kind: 'route', to: `${paths.promoDetail}?id=${encodeURIComponent(linkage)}` };
    case 'GAME':
      return { kind: 'route', to: `${paths.game}?${linkage.replace(/^\?/, '')}` };
    default:
      return null;
  }
}

/** The image address: the banner's /assets-cdn path on the chosen CDN host ('' = this site). */
export function bannerImageSrc(url: string, cdnHost: string): string {
  if (/^https?:\/\//i.test(url) || !cdnHost) return url;
  return `${cdnHost.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
