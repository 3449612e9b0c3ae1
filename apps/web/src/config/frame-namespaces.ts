/**
 * Translation namespaces of the frame every page shows (header, nav, notices, banners, right bar,
 * footer, modals, errors) and of the home page, where most visits start. The build also ships
 * them as one file per language (locales/<LANG>/frame.json) so the first load makes one request
 * for all of them instead of one each (see vite.config.ts and lib/i18n.ts).
 */
export const FRAME_NAMESPACES = [
  'common',
  'header',
  'nav',
  'notice',
  'banners',
  'rightbar',
  'footer',
  'modal',
  'errors',
  'pages',
  'jackpot',
] as const;
