import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageLoader } from '../components/layouts/full-page-loader';
import { paths } from '../config/paths';
import { loadChunk } from '../lib/chunk-loader';
import type { RouteHandle } from './route-handle';
import { RootRoute } from './routes/root';
import { RootRouteError, RouteError } from './routes/route-error';

/** A route whose component arrives in its own chunk, through the chunk loader's time-out. */
const lazyRoute = (load: () => Promise<ComponentType>) => async () => ({
  Component: await loadChunk(load),
});

function screen(
  path: string,
  load: () => Promise<ComponentType>,
  handle: RouteHandle,
): RouteObject {
  return { path, handle, lazy: lazyRoute(load), errorElement: <RouteError /> };
}

const home = () => import('./routes/public/home').then((m) => m.HomeRoute);
const gameList = () => import('./routes/public/game-list').then((m) => m.GameListRoute);
const lobby = () => import('./routes/public/lobby').then((m) => m.LobbyRoute);
const help = () => import('./routes/public/help').then((m) => m.HelpRoute);
const download = () => import('./routes/public/download').then((m) => m.DownloadRoute);
const gameFrame = () => import('./routes/public/game').then((m) => m.GameRoute);

/** The one route table (spec section 2). Paths come from config/paths. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        lazy: lazyRoute(() => import('./routes/layouts/full').then((m) => m.FullLayoutRoute)),
        children: [
          {
            index: true,
            handle: { page: 'home' },
            lazy: lazyRoute(home),
            errorElement: <RouteError />,
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
            () => import('./routes/public/notice-page').then((m) => m.NoticePageRoute),
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
            () => import('./routes/public/promotions').then((m) => m.PromotionsRoute),
            { page: 'promotions', module: 'PROMOTIONS' },
          ),
          screen(
            paths.promoDetail,
            () => import('./routes/public/promo-detail').then((m) => m.PromoDetailRoute),
            { page: 'promoDetail', module: 'PROMOTIONS' },
          ),
          screen(`${paths.help}/*`, help, { page: 'help', module: 'HELP' }),
          screen(
            paths.feedback,
            () => import('./routes/public/feedback').then((m) => m.FeedbackRoute),
            { page: 'feedback' },
          ),
          screen(paths.down, download, { page: 'download', module: 'DOWNLOAD' }),
          screen(paths.download, download, { page: 'download', module: 'DOWNLOAD' }),
          screen(paths.join, () => import('./routes/public/join').then((m) => m.JoinRoute), {
            page: 'join',
            module: 'JOIN',
          }),
          screen(
            `${paths.socialLogin}/:provider`,
            () => import('./routes/public/social-return').then((m) => m.SocialReturnRoute),
            { page: 'login' },
          ),
          screen('*', () => import('./routes/public/not-found').then((m) => m.NotFoundRoute), {
            page: 'notFound',
          }),
        ],
      },
      {
        lazy: lazyRoute(() =>
          import('./routes/layouts/no-side-bar').then((m) => m.NoSideBarLayoutRoute),
        ),
        children: [
          screen(
            paths.pointMall,
            () => import('./routes/public/point-mall').then((m) => m.PointMallRoute),
            { page: 'pointMall', module: 'POINTMALL' },
          ),
        ],
      },
      {
        lazy: lazyRoute(() =>
          import('./routes/layouts/header-only').then((m) => m.HeaderOnlyLayoutRoute),
        ),
        children: [
          screen(
            paths.lottery,
            () => import('./routes/public/lottery').then((m) => m.LotteryRoute),
            { page: 'lottery', module: 'LOTT' },
          ),
          screen(paths.seamless, gameFrame, { page: 'seamless' }),
          screen(paths.fbsports, gameFrame, { page: 'fbsports' }),
          screen(paths.game, gameFrame, { page: 'game' }),
        ],
      },
      {
        lazy: lazyRoute(() => import('./routes/layouts/bare').then((m) => m.BareLayoutRoute)),
        children: [
          screen(
            paths.helpmc,
            () => import('./routes/public/help').then((m) => m.HelpEmbeddedRoute),
            { page: 'help', module: 'HELP' },
          ),
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
