import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  buildWhitelabel,
  createTestI18n,
  createTestQueryClient,
  mockApi,
} from '../../components/ui/test-utils';
import { useSession } from '../../features/session/hooks/use-session';
import { routesAt } from '../test-routes';
import { RootRoute } from './root';

function renderAt(path: string, loginedToHomePage: boolean) {
  const base = buildWhitelabel();
  mockApi({
    '/wps/system/whitelabel': { info: { ...base, site: { ...base.site, loginedToHomePage } } },
  });
  const routes = routesAt(path, [
    {
      element: <RootRoute />,
      children: [
        { path: '/login', element: <p>Login screen</p> },
        { path: '/helpmc', element: <p>Help screen</p> },
        { path: '/rng', element: <p>Slots screen</p> },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>{routes.element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return routes;
}

describe('root route guard', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    useSession.getState().clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('redirects a visitor without a session to /login when loginedToHomePage is on', async () => {
    const router = renderAt('/rng', true);
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.location().pathname).toBe('/login');
  });

  it('lets the visitor open a pass-list path', async () => {
    renderAt('/helpmc', true);
    expect(await screen.findByText('Help screen')).toBeTruthy();
  });

  it('lets a member with a token through', async () => {
    useSession.getState().setToken('token-1');
    renderAt('/rng', true);
    expect(await screen.findByText('Slots screen')).toBeTruthy();
  });

  it('lets everyone through when loginedToHomePage is off', async () => {
    renderAt('/rng', false);
    expect(await screen.findByText('Slots screen')).toBeTruthy();
  });
});
