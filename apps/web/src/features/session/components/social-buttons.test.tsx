import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as SocialApi from '../api/social-sign-in';
import { useSession } from '../hooks/use-session';
import {
  Fail,
  loginValue,
  memberInfo,
  plaintext,
  renderModal,
  resetAccountState,
  serveApi,
  whitelabel,
} from '../test-utils';

// The worker keeps its modules from one file to the next (isolate: false, decision 072), and an
// earlier file may have evaluated this screen with the real modules mocked below: evaluate them
// afresh for this file, and leave none wired to these mocks for the next one.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../../lib/payload-encryption', () => ({
  encryptBody: (payload: unknown) => Promise.resolve({ encrypted: payload }),
  forgetPublicKey: () => undefined,
  preparePayloadEncryption: () => undefined,
}));

const goToProvider = vi.fn();
vi.mock('../api/social-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof SocialApi>()),
  goToProvider: (url: string) => goToProvider(url),
}));

const telegramAuth = {
  id: 42,
  first_name: 'Budi',
  auth_date: 1_790_000_000,
  hash: 'a'.repeat(64),
};
vi.mock('../telegram-login', () => ({
  openTelegramLogin: () => Promise.resolve(telegramAuth),
}));

beforeAll(async () => {
  await import('./auth-dialog');
});

async function openLogin(providers: string[], routes: Record<string, unknown> = {}, route = '/') {
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(),
    '/wps/member/info': memberInfo,
    '/wps/captcha': 'data:image/png;base64,AAAA',
    '/wps/session/social/providers': {
      providers,
      telegramBotName: providers.includes('telegram') ? 'portal_bot' : null,
      telegramBotId: providers.includes('telegram') ? '7000000001' : null,
    },
    ...routes,
  });
  const rendered = renderModal('login', {}, { route });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { api, dialog, ...rendered };
}

describe('social sign-in buttons in the login modal', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
    goToProvider.mockReset();
  });

  it('shows no buttons when the server offers no provider', async () => {
    const { dialog, api } = await openLogin([]);
    await waitFor(() => expect(api.to('/wps/session/social/providers')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('sends the browser to Google with the referral code of the address', async () => {
    const { dialog, api } = await openLogin(
      ['google', 'facebook'],
      {
        '/wps/session/social/start': { authorizationUrl: 'https://accounts.example/auth?x=1' },
      },
      '/?referralCode=FRIEND01',
    );
    expect(await within(dialog).findByRole('button', { name: 'Sign in with Facebook' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(goToProvider).toHaveBeenCalledWith('https://accounts.example/auth?x=1'),
    );
    expect(api.to('/wps/session/social/start')[0]?.body).toEqual({
      provider: 'google',
      referralCode: 'FRIEND01',
    });
  });

  it('asks for the password of the member with that email, then links and signs in', async () => {
    const link = {
      ticket: 'link-ticket',
      provider: 'telegram',
      maskedEmail: 'bu****@example.com',
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    const { dialog, api, onSignedIn } = await openLogin(['telegram'], {
      '/wps/session/social/telegram': new Fail(409, 'SOCIAL_LINK_REQUIRED', link),
      '/wps/session/social/link': loginValue(),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign in with Telegram' }));
    expect(await within(dialog).findByText(/bu\*\*\*\*@example\.com/)).toBeTruthy();
    expect(api.to('/wps/session/social/telegram')[0]?.body).toEqual({ auth: telegramAuth });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'S3cret!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/social/link')[0])).toEqual({
      ticket: 'link-ticket',
      password: 'S3cret!',
    });
    expect(useSession.getState().token).toBe('token-1');
  });
});
