import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthModal } from '../hooks/use-auth-modal';
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

// The modal's code loads on first use; load it once up front so no test waits for it.
beforeAll(async () => {
  await import('./auth-dialog');
});

const CAPTCHA_IMAGE = 'data:image/png;base64,AAAA';
const challenge = {
  ticket: 'ticket-1',
  methods: ['sms', 'totp'],
  maskedMobile: '601****678',
  maskedEmail: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

async function openLogin(routes: Record<string, unknown> = {}, modules: string[] = []) {
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(modules),
    '/wps/member/info': memberInfo,
    '/wps/captcha': CAPTCHA_IMAGE,
    ...routes,
  });
  const rendered = renderModal('login');
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { api, dialog, ...rendered };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function fillAndSubmit(dialog: HTMLElement, username = ' alice ', password = ' s3cret ') {
  type(await within(dialog).findByRole('textbox', { name: 'Username' }), username);
  type(within(dialog).getByLabelText('Password'), password);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('login modal, username tab', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('asks for username and password before calling the server, focusing the first', async () => {
    const { dialog, api } = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Username is required.')).toBeTruthy();
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(username?.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(api.to('/wps/session/login')).toEqual([]);
  });

  it('logs in with the trimmed name and password sent encrypted, then loads the member and closes', async () => {
    const { dialog, api, onSignedIn } = await openLogin({
      '/wps/session/login': loginValue(),
    });
    await fillAndSubmit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login')[0])).toEqual({
      username: 'alice',
      password: 's3cret',
      type: 'username',
    });
    expect(useSession.getState().token).toBe('token-1');
    expect(useAuthModal.getState().modal).toBeNull();
    await waitFor(() => expect(useSession.getState().member).toMatchObject(memberInfo));
    expect(document.cookie).not.toContain('loginRemember=alice');
  });

  it('loads the popular games once signed in, and not before', async () => {
    const { dialog, api, onSignedIn } = await openLogin({
      '/wps/session/login': loginValue(),
      '/lgw/games/popular': [],
    });
    expect(api.to('/lgw/games/popular')).toEqual([]);
    await fillAndSubmit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await waitFor(() => expect(api.to('/lgw/games/popular')).toHaveLength(1));
    expect(api.to('/lgw/games/popular')[0]?.query.get('count')).toBe('20');
  });

  it('remembers only the username, in a cookie, and asks the server to remember the device', async () => {
    const { dialog, api, onSignedIn } = await openLogin({ '/wps/session/login': loginValue() });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login')[0])).toMatchObject({ remember: true });
    expect(document.cookie).toContain('loginRemember=alice');
    expect(document.cookie).not.toContain('s3cret');
  });

  it('fills in the remembered username', async () => {
    document.cookie = 'loginRemember=bob; path=/';
    const { dialog } = await openLogin();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value,
    ).toBe('bob');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('shows the captcha after a failure that asks for it, then requires and sends its answer', async () => {
    let attempts = 0;
    const { dialog, api } = await openLogin({
      '/wps/session/login': () =>
        ++attempts < 3 ? new Fail(401, 'WRONG_CREDENTIALS', { captcha: true }) : loginValue(),
    });
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    await fillAndSubmit(dialog);

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Wrong account or password.',
    );
    const captcha = await within(dialog).findByLabelText('Captcha');
    const refresh = within(dialog).getByRole('button', { name: 'Load a new captcha image' });
    await waitFor(() =>
      expect(refresh.querySelector('img')?.getAttribute('src')).toBe(CAPTCHA_IMAGE),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Captcha is required.')).toBeTruthy();
    expect(api.to('/wps/session/login')).toHaveLength(1);

    type(captcha, ' ab12 ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.to('/wps/session/login')).toHaveLength(2));
    expect(plaintext(api.to('/wps/session/login')[1])).toMatchObject({ captcha: 'ab12' });
    // A failed answer is used up: a new image comes and the field empties.
    await waitFor(() => expect(api.to('/wps/captcha')).toHaveLength(2));
    expect((captcha as HTMLInputElement).value).toBe('');
  });

  it('shows the captcha when the server requires it before any failure here', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': new Fail(400, 'CAPTCHA_REQUIRED', { captcha: true }),
    });
    await fillAndSubmit(dialog);
    expect(await within(dialog).findByLabelText('Captcha')).toBeTruthy();
  });

  it('refreshes the captcha image on click, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { dialog, api } = await openLogin({
        '/wps/session/login': new Fail(401, 'WRONG_CREDENTIALS', { captcha: true }),
      });
      await fillAndSubmit(dialog);
      const refresh = await within(dialog).findByRole('button', {
        name: 'Load a new captcha image',
      });
      await waitFor(() => expect(api.to('/wps/captcha')).toHaveLength(1));

      fireEvent.click(refresh);
      expect(api.to('/wps/captcha')).toHaveLength(1);
      vi.advanceTimersByTime(1000);
      fireEvent.click(refresh);
      fireEvent.click(refresh);
      expect(api.to('/wps/captcha')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how long a locked account must wait', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': new Fail(429, 'ACCOUNT_LOCKED', { retryAfterSeconds: 125 }),
    });
    await fillAndSubmit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Too many failed attempts. Please try again in 2 min 05 s.',
    );
  });

  it('explains any other failure with the translated error code', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': new Fail(403, 'ACCOUNT_DISABLED'),
    });
    await fillAndSubmit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This account is disabled. Please contact customer service.',
    );
  });

  it('opens the forced password change, without asking the password just typed', async () => {
    const { dialog, onSignedIn } = await openLogin({
      '/wps/session/login': loginValue({ mustChangePassword: true }),
    });
    await fillAndSubmit(dialog);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText('alice')).toBeTruthy();
    expect(within(change).queryByLabelText('Current password')).toBeNull();
    expect(within(change).queryByRole('button', { name: /close/i })).toBeNull();
    expect(useAuthModal.getState().context).toMatchObject({
      forced: true,
      account: 'alice',
      knownPassword: 's3cret',
    });
    expect(useSession.getState().mustChangePassword).toBe(true);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('links to registration only while direct registration is on', async () => {
    const { dialog } = await openLogin({}, ['DIRECTREG3']);
    expect(await within(dialog).findByRole('button', { name: 'Register now' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(useAuthModal.getState().modal).toBe('forgot');
  });

  it('has no registration link while direct registration is off', async () => {
    const { dialog, queryClient } = await openLogin();
    await waitFor(() =>
      expect(queryClient.getQueryState(['system', 'whitelabel'])?.status).toBe('success'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Register now' })).toBeNull();
  });
});

describe('login modal, verification of a new IP address', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  async function openChallenge(routes: Record<string, unknown>) {
    const opened = await openLogin({
      '/wps/session/login': new Fail(403, 'LOGIN_VERIFICATION_REQUIRED', challenge),
      ...routes,
    });
    await fillAndSubmit(opened.dialog);
    await within(opened.dialog).findByText(
      'You are logging in from a new location. Please confirm that it is you.',
    );
    return opened;
  }

  it('offers the member’s own proofs and completes the login with an SMS code', async () => {
    const { dialog, api, onSignedIn } = await openChallenge({
      '/wps/session/login/verification/code': { expiredMinutes: 2 },
      '/wps/session/login/verification': loginValue(),
    });
    expect(within(dialog).getByRole('heading', { name: 'Two-factor login check' })).toBeTruthy();
    expect(
      (within(dialog).getByRole('radio', { name: 'SMS code to 601****678' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Google Authenticator code' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      (
        (await within(dialog).findByRole('button', {
          name: 'Resend in 120 s',
        })) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(api.to('/wps/session/login/verification/code')[0]?.body).toEqual({
      ticket: 'ticket-1',
      method: 'sms',
    });

    type(within(dialog).getByLabelText('Verification code'), ' 123456 ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login/verification')[0])).toEqual({
      ticket: 'ticket-1',
      method: 'sms',
      answer: '123456',
    });
    expect(useSession.getState().token).toBe('token-1');
  });

  it('answers with an authenticator code and shows a wrong answer', async () => {
    const { dialog, api } = await openChallenge({
      '/wps/session/login/verification': new Fail(400, 'VERIFICATION_FAILED'),
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Google Authenticator code' }));
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('Authenticator code is required.')).toBeTruthy();

    type(within(dialog).getByLabelText('Authenticator code'), '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The verification answer is not correct.',
    );
    expect(plaintext(api.to('/wps/session/login/verification')[0])).toMatchObject({
      method: 'totp',
      answer: '654321',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it('goes back to the login form, name kept, when the check has expired', async () => {
    const { dialog } = await openChallenge({
      '/wps/session/login/verification': new Fail(400, 'VERIFICATION_EXPIRED'),
    });
    type(within(dialog).getByLabelText('Verification code'), '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This verification has expired. Please log in again.',
    );
    expect(
      (within(dialog).getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value,
    ).toBe('alice');
  });
});

describe('login modal, mobile code tab', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  async function openMobileTab(routes: Record<string, unknown> = {}) {
    const api = serveApi({
      '/wps/system/whitelabel': whitelabel([], { showVerCodeLogin: true }),
      '/wps/member/info': memberInfo,
      ...routes,
    });
    const rendered = renderModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile code' }));
    return { api, dialog, ...rendered };
  }

  it('is offered only when showVerCodeLogin is on', async () => {
    serveApi({ '/wps/system/whitelabel': whitelabel() });
    renderModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await within(dialog).findByRole('textbox', { name: 'Username' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('is the only form, without tabs, when password login is off', async () => {
    serveApi({
      '/wps/system/whitelabel': whitelabel([], { showVerCodeLogin: true, pwdEnabled: false }),
    });
    renderModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('checks the number against its region before sending a code', async () => {
    const { dialog, api } = await openMobileTab();
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '12ab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter a valid mobile number.')).toBeTruthy();
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter a valid mobile number.')).toBeTruthy();
    expect(api.to('/wps/verification/sms/noLogin')).toEqual([]);
  });

  it('sends a code, then logs in with number and code and remembers the number', async () => {
    const { dialog, api, onSignedIn } = await openMobileTab({
      '/wps/verification/sms/noLogin': { expiredMinutes: 1 },
      '/wps/session/login': loginValue(),
    });
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      ((await within(dialog).findByRole('button', { name: 'Resend in 60 s' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(api.to('/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '123456789',
      countryDialingCode: '60',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the verification code.')).toBeTruthy();
    type(within(dialog).getByLabelText('Verification code'), '246810');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login')[0])).toEqual({
      username: '123456789',
      password: '246810',
      type: 'sms',
      countryDialingCode: '60',
      remember: true,
    });
    expect(decodeURIComponent(document.cookie)).toContain(
      'loginTypeSms={"mobileNum":"123456789","countryDialingCode":"+60"}',
    );
  });

  it('shows why a code was not sent in a warning with a confirm button', async () => {
    const { dialog } = await openMobileTab({
      '/wps/verification/sms/noLogin': new Fail(429, 'SMS_TOO_MANY'),
    });
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Code not sent' });
    expect(warning.textContent).toContain('Too many requests. Please retry after 5 minutes.');
    await act(async () => {
      fireEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    });
    expect(screen.queryByRole('dialog', { name: 'Code not sent' })).toBeNull();
    expect(
      (within(dialog).getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
