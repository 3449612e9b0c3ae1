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

/**
 * Other screens whose code index.html fetches beside the shell's on their own path, with their
 * layout when it is not the full one (vite.first-load.ts): a lazy route draws nothing, not even
 * its layout's banner, until its chunk has arrived, so waiting for the shell to ask for it costs
 * the page's largest paint a round trip.
 */
export const PRELOADED_SCREENS: readonly { paths: readonly string[]; files: readonly string[] }[] =
  [
    { paths: [paths.promotions], files: ['src/app/routes/public/promotions.tsx'] },
    {
      paths: [paths.pointMall],
      files: ['src/app/routes/layouts/no-side-bar.tsx', 'src/app/routes/public/point-mall.tsx'],
    },
    {
      paths: [paths.lottery],
      files: ['src/app/routes/layouts/header-only.tsx', 'src/app/routes/public/lottery.tsx'],
    },
  ];
