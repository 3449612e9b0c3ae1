/** Every site path, defined once (spec section 2). Screens and links import from here. */
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
  helpmc: '/helpmc',
  down: '/down',
  join: '/join',
  game: '/game',
  /** Game list page lobby types. */
  gameList: ['/rng', '/pvp', '/fish'],
  /** Lobby page types. */
  lobby: ['/live', '/sports', '/esports', '/sv3', '/elott'],
} as const;
