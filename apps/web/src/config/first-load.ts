import { NOTICE_TYPES } from '@portal/shared/constants/site';
import { paths } from './paths';

/**
 * The public calls every page's first screen waits for (status, site settings, banners, game
 * menus, the notice marquee). index.html starts them before any script has loaded (see
 * lib/early-requests.ts); the fetchers then take those answers instead of asking again. Each
 * address must be the one the site's fetcher builds, byte for byte (first-load.test.ts).
 */
export const EARLY_CALLS: readonly string[] = [
  '/wps/system/status',
  '/wps/system/banners',
  '/lgw/games/game_menus',
  `/wps/relay/MCSFE_getListAnnouncements?${new URLSearchParams({
    types: NOTICE_TYPES.join(','),
    platform: 'W',
    execution: 'B',
    pageNo: '1',
    pageSize: '100',
  }).toString()}`,
];

/** The site settings call, asked with the page's own host (`?host=`). */
export const EARLY_WHITELABEL_CALL = '/wps/system/whitelabel';

/** Paths that show the home screen: its code is fetched beside the shell's (vite.first-load.ts). */
export const HOME_SCREEN_PATHS: readonly string[] = [
  paths.home,
  ...paths.homeAliases,
  paths.register,
  paths.registerHtml,
  paths.login,
];
