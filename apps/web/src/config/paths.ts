import type { GameCategory } from '@portal/shared/constants/site';

/** Every site path, defined once (spec section 2). Screens, links and the router import from here. */
export const paths = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  download: '/download',
  noticePage: '/noticePage',
  pointMall: '/pointMall',
  lottery: '/lottery',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  fbsports: '/fbsports',
  help: '/help',
  feedback: '/feedback',
  helpmc: '/helpmc',
  down: '/down',
  join: '/join',
  /** Where a social sign-in provider sends the browser back: /social-login/<provider>. */
  socialLogin: '/social-login',
  game: '/game',
  rng: '/rng',
  pvp: '/pvp',
  fish: '/fish',
  live: '/live',
  sports: '/sports',
  esports: '/esports',
  sv3: '/sv3',
  elott: '/elott',
  /** Game list page lobby types. */
  gameList: ['/rng', '/pvp', '/fish'],
  /** Lobby page types. */
  lobby: ['/live', '/sports', '/esports', '/sv3', '/elott'],
} as const;

/** The query parameter that preselects a deposit match on the deposit page (`?promotionId=`). */
export const DEPOSIT_PROMOTION_PARAM = 'promotionId';

/** Paths the login guard lets through without a session (spec section 2). */
export const GUARD_PASS_PATHS: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpmc,
  paths.download,
  `${paths.socialLogin}/google`,
  `${paths.socialLogin}/facebook`,
  `${paths.socialLogin}/telegram`,
];

/** The route of each game category, as used by the bottom nav and the home tiles. */
export const categoryPaths: Record<GameCategory, string> = {
  RNG: paths.rng,
  LIVE: paths.live,
  SPORTS: paths.sports,
  FISH: paths.fish,
  PVP: paths.pvp,
  LOTT: paths.lottery,
  ELOTT: paths.elott,
};

function withQuery(
  path: string,
  query: Record<string, string | number | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Links with query parameters; each parameter is included only when known. */
export const hrefs = {
  vendorLobby(category: GameCategory, vassalage: string): string {
    if (category === 'LOTT') return hrefs.lottery({ vendor: vassalage });
    return withQuery(categoryPaths[category], { vassalage });
  },
  lottery(query: { gameCode?: string; vendor?: string; playType?: string }): string {
    return withQuery(paths.lottery, query);
  },
  /** A promotion by its id, or by its code (as banners link to it). */
  promoDetail(id: number | string): string {
    return withQuery(paths.promoDetail, { id });
  },
  game(url: string): string {
    return withQuery(paths.game, { url });
  },
  /** The sportsbook's launched address in the /fbsports frame. */
  fbsports(url: string): string {
    return withQuery(paths.fbsports, { url });
  },
};
