import { BrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import type { RouteHandle } from './route-handle';
import { RouteTable, routeChunk, type AppRoute, type RouteChunk } from './route-table';
import { RootRoute } from './routes/root';
import { RouteBoundary } from './routes/route-error';

/** A screen at `path`, its code in its own chunk, with its own error boundary. */
function screen(path: string, chunk: RouteChunk, handle: RouteHandle): AppRoute {
  return { path, handle, chunk, element: <ChunkElement chunk={chunk} /> };
}

/** A layout around its screens, its code in its own chunk. */
function layout(chunk: RouteChunk, children: AppRoute[]): AppRoute {
  return { chunk, element: <ChunkElement chunk={chunk} />, children };
}

function ChunkElement({ chunk: { Component } }: { chunk: RouteChunk }) {
  return (
    <RouteBoundary>
      <Component />
    </RouteBoundary>
  );
}

const home = routeChunk(() => import('./routes/public/home').then((m) => m.HomeRoute));
const gameList = routeChunk(() => import('./routes/public/game-list').then((m) => m.GameListRoute));
const lobby = routeChunk(() => import('./routes/public/lobby').then((m) => m.LobbyRoute));
const help = routeChunk(() => import('./routes/public/help').then((m) => m.HelpRoute));
const download = routeChunk(() => import('./routes/public/download').then((m) => m.DownloadRoute));
const gameFrame = routeChunk(() => import('./routes/public/game').then((m) => m.GameRoute));

/** The one route table (spec section 2). Paths come from config/paths. */
export const routes: AppRoute[] = [
  {
    id: 'root',
    element: (
      <RouteBoundary fullPage>
        <RootRoute />
      </RouteBoundary>
    ),
    children: [
      layout(
        routeChunk(() => import('./routes/layouts/full').then((m) => m.FullLayoutRoute)),
        [
          {
            index: true,
            handle: { page: 'home' },
            chunk: home,
            element: <ChunkElement chunk={home} />,
          },
          ...paths.homeAliases.map((path) => screen(path, home, { page: 'home' })),
          screen(paths.register, home, {
            page: 'register',
            authModal: 'register',
            module: 'DIRECTREG3',
          }),
          screen(paths.registerHtml, home, {
            page: 'register',
            authModal: 'register',
            module: 'DIRECTREG3',
          }),
          screen(paths.login, home, { page: 'login', authModal: 'login' }),
          screen(
            paths.noticePage,
            routeChunk(() => import('./routes/public/notice-page').then((m) => m.NoticePageRoute)),
            { page: 'noticePage' },
          ),
          screen(`${paths.rng}/:lobbyType?`, gameList, { page: 'rng', module: 'RNG' }),
          screen(`${paths.pvp}/:lobbyType?`, gameList, { page: 'pvp', module: 'PVP' }),
          screen(`${paths.fish}/:lobbyType?`, gameList, { page: 'fish', module: 'FISH' }),
          screen(paths.live, lobby, { page: 'live', module: 'LIVE' }),
          screen(paths.sports, lobby, { page: 'sports', module: 'SPORTS' }),
          screen(paths.esports, lobby, { page: 'esports', module: 'SPORTS' }),
          screen(paths.sv3, lobby, { page: 'sv3' }),
          screen(paths.elott, lobby, { page: 'elott', module: 'ELOTT' }),
          screen(
            paths.promotions,
            routeChunk(() => import('./routes/public/promotions').then((m) => m.PromotionsRoute)),
            { page: 'promotions', module: 'PROMOTIONS' },
          ),
          screen(
            paths.promoDetail,
            routeChunk(() =>
              import('./routes/public/promo-detail').then((m) => m.PromoDetailRoute),
            ),
            { page: 'promoDetail', module: 'PROMOTIONS' },
          ),
          screen(`${paths.help}/*`, help, { page: 'help', module: 'HELP' }),
          screen(
            paths.feedback,
            routeChunk(() => import('./routes/public/feedback').then((m) => m.FeedbackRoute)),
            { page: 'feedback' },
          ),
          screen(paths.down, download, { page: 'download', module: 'DOWNLOAD' }),
          screen(paths.download, download, { page: 'download', module: 'DOWNLOAD' }),
          screen(
            paths.join,
            routeChunk(() => import('./routes/public/join').then((m) => m.JoinRoute)),
            {
              page: 'join',
              module: 'JOIN',
            },
          ),
          screen(
            `${paths.socialLogin}/:provider`,
            routeChunk(() =>
              import('./routes/public/social-return').then((m) => m.SocialReturnRoute),
            ),
            { page: 'login' },
          ),
          screen(
            '*',
            routeChunk(() => import('./routes/public/not-found').then((m) => m.NotFoundRoute)),
            {
              page: 'notFound',
            },
          ),
        ],
      ),
      layout(
        routeChunk(() =>
          import('./routes/layouts/no-side-bar').then((m) => m.NoSideBarLayoutRoute),
        ),
        [
          screen(
            paths.pointMall,
            routeChunk(() => import('./routes/public/point-mall').then((m) => m.PointMallRoute)),
            { page: 'pointMall', module: 'POINTMALL' },
          ),
        ],
      ),
      layout(
        routeChunk(() =>
          import('./routes/layouts/header-only').then((m) => m.HeaderOnlyLayoutRoute),
        ),
        [
          screen(
            paths.lottery,
            routeChunk(() => import('./routes/public/lottery').then((m) => m.LotteryRoute)),
            { page: 'lottery', module: 'LOTT' },
          ),
          screen(paths.seamless, gameFrame, { page: 'seamless' }),
          screen(paths.fbsports, gameFrame, { page: 'fbsports' }),
          screen(paths.game, gameFrame, { page: 'game' }),
        ],
      ),
      layout(
        routeChunk(() => import('./routes/layouts/bare').then((m) => m.BareLayoutRoute)),
        [
          screen(
            paths.helpmc,
            routeChunk(() => import('./routes/public/help').then((m) => m.HelpEmbeddedRoute)),
            { page: 'help', module: 'HELP' },
          ),
        ],
      ),
    ],
  },
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
