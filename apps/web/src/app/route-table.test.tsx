import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { createTestI18n } from '../components/ui/test-utils';
import { RouteHandleContext } from './route-handle';
import { routeChunk, type AppRoute } from './route-table';
import { RouteBoundary } from './routes/route-error';
import { routesAt } from './test-routes';

function PageName() {
  return <p>Page: {useContext(RouteHandleContext)?.page ?? 'none'}</p>;
}

const renderRoutes = (path: string, routes: AppRoute[]) => {
  const site = routesAt(path, routes);
  render(<I18nextProvider i18n={createTestI18n()}>{site.element}</I18nextProvider>);
  return site;
};

describe('RouteTable', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("gives the whole page the deepest matched route's handle", async () => {
    renderRoutes('/promotions', [
      {
        element: (
          <>
            <PageName />
            <Outlet />
          </>
        ),
        handle: { page: 'home' },
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/promotions', handle: { page: 'promotions' }, element: <p>Promotions</p> },
        ],
      },
    ]);
    expect(await screen.findByText('Promotions')).toBeTruthy();
    expect(screen.getByText('Page: promotions')).toBeTruthy();
  });

  it("starts loading a screen's code with its layout's, not after the layout has arrived", async () => {
    const screenLoad = vi.fn(() => new Promise<never>(() => {}));
    const layout = routeChunk(() => new Promise<never>(() => {}));
    const lottery = routeChunk(screenLoad);
    renderRoutes('/lottery', [
      {
        chunk: layout,
        element: <layout.Component />,
        children: [{ path: '/lottery', chunk: lottery, element: <lottery.Component /> }],
      },
    ]);
    await act(async () => {});
    expect(screenLoad).toHaveBeenCalledTimes(1);
  });

  it("shows a screen whose code did not load as such in the screen's place, and clears it on leaving", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = routeChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderRoutes('/broken', [
      {
        element: (
          <>
            <Link to="/">Home</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home screen</p> },
          {
            path: '/broken',
            chunk: broken,
            element: (
              <RouteBoundary>
                <broken.Component />
              </RouteBoundary>
            ),
          },
        ],
      },
    ]);
    expect(await screen.findByText('This page could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(screen.queryByText('This page could not load')).toBeNull();
  });
});
