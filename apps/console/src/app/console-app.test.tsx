import { lazy } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, staffMe } from '../../test/render';
import type { ConsoleFeature } from './feature';
import { features } from './features';

const payouts: ConsoleFeature = {
  id: 'payoutsTest',
  routes: [
    {
      path: 'payouts',
      screen: lazy(async () => ({ default: () => <h1>Payout queue</h1> })),
      permission: 'cashier.decide',
    },
    {
      path: 'banners',
      screen: lazy(async () => ({ default: () => <h1>Banner list</h1> })),
      permission: 'content.read',
    },
  ],
  nav: [
    {
      to: '/payouts',
      label: 'Test payouts',
      section: 'cashier',
      permission: 'cashier.decide',
      order: 1,
    },
    {
      to: '/banners',
      label: 'Test banners',
      section: 'content',
      permission: 'content.read',
      order: 1,
    },
  ],
  locales: { en: {}, zh: {} },
};
const withTestFeature = [...features, payouts];

describe('the console shell', () => {
  it('lists only the sections the role may open', async () => {
    await renderConsole('/', { role: 'content', features: withTestFeature });
    expect(await screen.findByRole('link', { name: 'Test banners' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Test payouts' })).toBeNull();
    expect(screen.getByText('Content', { selector: 'span' })).toBeTruthy();
  });

  it('refuses a screen the role cannot open even by its address', async () => {
    await renderConsole('/payouts', { role: 'content', features: withTestFeature });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByText('Payout queue')).toBeNull();
  });

  it('opens the screen for a role holding its permission', async () => {
    await renderConsole('/payouts', { role: 'finance', features: withTestFeature });
    expect(await screen.findByRole('heading', { name: 'Payout queue' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign-in and back to the page asked for', async () => {
    const { router } = await renderConsole('/banners?page=2', {
      role: null,
      features: withTestFeature,
      routes: {
        'POST /session/login': { next: 'totp', challenge: 'challenge-token-0123456789' },
        'POST /session/verify': {
          token: 'new-token',
          username: 'content01',
          displayName: 'C',
          role: 'content',
          expiresAt: '',
        },
        'GET /session/me': { ...staffMe('content'), id: 4, displayName: 'Content One' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/banners?page=2')}`);
    await userEvent.type(screen.getByLabelText('Username'), 'content01');
    await userEvent.type(screen.getByLabelText('Password'), 'Operator1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/banners');
  });

  it('goes back to sign-in with a notice when the session ends on the server', async () => {
    await renderConsole('/banners', {
      role: 'content',
      features: withTestFeature,
      routes: { 'GET /session/me': { error: { status: 401, errorCode: 'STAFF_NOT_LOGGED_IN' } } },
    });
    expect(await screen.findByText('Your session ended. Sign in again to continue.')).toBeTruthy();
  });

  it('switches to Simplified Chinese and back', async () => {
    await renderConsole('/', { role: 'admin', features: withTestFeature });
    const select = await screen.findByLabelText('Language');
    await userEvent.selectOptions(select, 'zh');
    await waitFor(() => expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('语言'), 'en');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy());
  });
});
