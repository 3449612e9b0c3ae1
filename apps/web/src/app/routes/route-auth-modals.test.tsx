import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, createTestQueryClient } from '../../components/ui/test-utils';
import { useAuthModal } from '../../features/session/hooks/use-auth-modal';
import { useSession } from '../../features/session/hooks/use-session';
import {
  Fail,
  plaintext,
  resetAccountState,
  rule,
  serveApi,
  whitelabel,
} from '../../features/session/test-utils';
import { routesAt } from '../test-routes';
import { RouteAuthModals } from './route-auth-modals';

// The worker keeps its modules from one file to the next (isolate: false, decision 072), and an
// earlier file may have evaluated this screen with the real modules mocked below: evaluate them
// afresh for this file, and leave none wired to these mocks for the next one.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../lib/payload-encryption', () => ({
  encryptBody: (payload: unknown) => Promise.resolve({ encrypted: payload }),
  forgetPublicKey: () => undefined,
  preparePayloadEncryption: () => undefined,
}));

beforeAll(async () => {
  await import('../../features/session/components/auth-dialog');
});

function renderAt(path: string) {
  const routes = routesAt(path, [
    { path: '/', element: <RouteAuthModals />, handle: { page: 'home' } },
    {
      path: '/login',
      element: <RouteAuthModals />,
      handle: { page: 'login', authModal: 'login' },
    },
  ]);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>{routes.element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return routes;
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('account modals of the routes', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    resetAccountState();
    sessionStorage.clear();
  });

  it('opens the login modal on /login and returns to / when it closes', async () => {
    serveApi({ '/wps/system/whitelabel': whitelabel() });
    const router = renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location().pathname).toBe('/'));
  });

  it('opens the new-password form of an emailed link and takes the token out of the address', async () => {
    serveApi({ '/wps/system/whitelabel': whitelabel() });
    const router = renderAt('/?resetPassword=reset-token-0123456789&lang=EN');
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
    await waitFor(() => expect(router.location().search).toBe('?lang=EN'));
    expect(useAuthModal.getState().context.resetToken).toBe('reset-token-0123456789');
  });

  it('sets the new password with the link and then offers the login', async () => {
    const api = serveApi({
      '/wps/system/whitelabel': whitelabel(),
      '/wps/system/setting/register': { rules: [rule('password', { minLength: 6 })] },
      '/wps/member/password/reset': null,
    });
    renderAt('/?resetPassword=reset-token-0123456789');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    type(await within(dialog).findByLabelText('New password'), 'n3wPass');
    type(within(dialog).getByLabelText('Confirm password'), 'n3wPass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      within(login).getByText(
        'Your password has been changed. Please log in with your new password.',
      ),
    ).toBeTruthy();
    expect(plaintext(api.to('/wps/member/password/reset')[0])).toEqual({
      token: 'reset-token-0123456789',
      newPassword: 'n3wPass',
      confirmNewPassword: 'n3wPass',
    });
  });

  it('says when the link is no longer valid', async () => {
    serveApi({
      '/wps/system/whitelabel': whitelabel(),
      '/wps/system/setting/register': { rules: [] },
      '/wps/member/password/reset': new Fail(400, 'RESET_TOKEN_INVALID'),
    });
    renderAt('/?resetPassword=expired-token-0123456789');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    type(await within(dialog).findByLabelText('New password'), 'n3wPass');
    type(within(dialog).getByLabelText('Confirm password'), 'n3wPass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This password reset link is invalid or has expired.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeTruthy();
  });

  it('brings the forced password change back after a reload', async () => {
    // What the store reads back from sessionStorage after a reload.
    useSession.setState({ token: 'weak-token', member: null, mustChangePassword: true });
    serveApi({
      '/wps/system/whitelabel': whitelabel(),
      '/wps/system/setting/register': { rules: [] },
    });
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Current password')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(useAuthModal.getState().context.forced).toBe(true);
  });
});
