import type { BannerGroup } from '@portal/shared/constants/site';
import { paths } from '../../config/paths';

/** Each page with a carousel and the banner group it shows. */
const GROUP_BY_PAGE: ReadonlyArray<readonly [string, BannerGroup]> = [
  [paths.rng, 'rng'],
  [paths.live, 'live'],
  [paths.fish, 'fish'],
  [paths.pvp, 'pvp'],
  [paths.sports, 'sports'],
  [paths.esports, 'esports'],
  [paths.elott, 'lottery'],
  [paths.lottery, 'lottery'],
  [paths.down, 'download'],
  [paths.promotions, 'promotions'],
  [paths.promoDetail, 'promotions'],
  [paths.pointMall, 'shop'],
  [paths.help, 'help'],
  [paths.sv3, 'cockfight'],
];

/** Keyed by the page's first path segment ("/rng" -> "rng"). */
const GROUP_BY_SEGMENT = new Map(GROUP_BY_PAGE.map(([page, group]) => [page.slice(1), group]));

// /register, /register.html and /login are the home page with a modal open over it.
const HOME_PATHS = new Set<string>([
  paths.home,
  ...paths.homeAliases,
  paths.register,
  paths.registerHtml,
  paths.login,
]);

/**
 * The banner group of a page (spec section 2), or null for pages without a carousel.
 * Lobby pages keep their group below their own path (/rng/hot/PG is still rng), as does
 * the help page for every topic; the home aliases match exactly.
 */
export function bannerGroupForPath(pathname: string): BannerGroup | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HOME_PATHS.has(trimmed) || trimmed === '') return 'home';
  const segment = trimmed.split('/')[1] ?? '';
  return GROUP_BY_SEGMENT.get(segment) ?? null;
}
