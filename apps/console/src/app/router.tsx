import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/primitives';
import type { ConsoleFeature } from './feature';
import { features } from './features';
import { NotFound, RequirePermission, RequireStaff } from './guards';
import { Shell } from './shell/shell';

const SignInScreen = lazy(() => import('../features/sign-in/sign-in-screen'));

/** The console's routes: sign-in alone, every feature's screens inside the shell. */
export function consoleRoutes(list: ConsoleFeature[] = features): RouteObject[] {
  return [
    {
      path: '/sign-in/*',
      element: (
        <Suspense fallback={<Loading />}>
          <SignInScreen />
        </Suspense>
      ),
    },
    {
      path: '/',
      element: (
        <RequireStaff>
          <Shell features={list} />
        </RequireStaff>
      ),
      children: [
        ...list.flatMap((feature) =>
          feature.routes.map(({ path, screen: Screen, permission }) => ({
            ...(path === '' ? { index: true as const } : { path }),
            element: (
              <RequirePermission permission={permission}>
                <Screen />
              </RequirePermission>
            ),
          })),
        ),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const createConsoleRouter = () =>
  createBrowserRouter(consoleRoutes(), { basename: '/console' });
