import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthModal } from '../hooks/use-auth-modal';
import { useSession } from '../hooks/use-session';
import {
  Fail,
  loginValue,
  memberInfo,
  plaintext,
  renderModal,
  resetAccountState,
  rule,
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

beforeAll(async () => {
  await import('./auth-dialog');
});

const PASSWORD_RULE = rule('password', {
  required: true,
  minLength: 6,
  maxLength: 20,
  message: 'Use (min)-(max) characters.',
});

async function openForgot(routes: Record<string, unknown> = {}, modules: string[] = []) {
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(modules),
    '/wps/system/setting/register': { rules: [PASSWORD_RULE] },
    '/wps/member/info': memberInfo,
    ...routes,
  });
  const rendered = renderModal('forgot');
  const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
  await within(dialog).findAllByRole('textbox');
  return { api, dialog, ...rendered };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('forgot-password modal, by email', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('needs the username and a valid email address', async () => {
    const { dialog, api } = await openForgot();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Username is required.')).toBeTruthy();
    expect(within(dialog).getByText('Email address is required.')).toBeTruthy();
    type(within(dialog).getByLabelText('Email address'), 'alice@');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.to('/wps/member/password/email')).toEqual([]);
  });

  it('sends the form-encoded request and confirms that the email went out', async () => {
    const { dialog, api } = await openForgot({ '/wps/member/password/email': null });
    type(within(dialog).getByLabelText('Username'), ' alice ');
    type(within(dialog).getByLabelText('Email address'), 'alice@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(dialog).findByText(
        'We have sent a password reset message to your email address.',
      ),
    ).toBeTruthy();
    expect(api.to('/wps/member/password/email')[0]).toMatchObject({
      method: 'POST',
      body: 'username=alice&email=alice%40example.com',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(useAuthModal.getState().modal).toBe('login');
  });

  it('says when the username and email do not match an account', async () => {
    const { dialog } = await openForgot({
      '/wps/member/password/email': new Fail(400, 'USER_OR_EMAIL_NOT_FOUND'),
    });
    type(within(dialog).getByLabelText('Username'), 'alice');
    type(within(dialog).getByLabelText('Email address'), 'alice@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The username or email does not exist.',
    );
  });

  it('offers no phone method while CHNGPASSVERIF3 is off', async () => {
    const { dialog, queryClient } = await openForgot();
    await waitFor(() =>
      expect(queryClient.getQueryState(['system', 'whitelabel'])?.status).toBe('success'),
    );
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });
});

describe('forgot-password modal, by phone', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  async function openPhoneTab(routes: Record<string, unknown> = {}) {
    const opened = await openForgot(routes, ['CHNGPASSVERIF3']);
    fireEvent.click(await within(opened.dialog).findByRole('tab', { name: 'By phone' }));
    await within(opened.dialog).findByRole('textbox', { name: 'Mobile number' });
    return opened;
  }

  it('checks number, code and the new password against the password rule', async () => {
    const { dialog, api } = await openPhoneTab();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Mobile number is required.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the verification code.')).toBeTruthy();
    expect(within(dialog).getByText('New password is required.')).toBeTruthy();
    type(within(dialog).getByLabelText('New password'), 'abc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Use 6-20 characters.')[0]?.id).toMatch(/-error$/),
    );
    expect(api.to('/wps/member/password/verification')).toEqual([]);
  });

  it('sets the new password with the SMS code and signs the member in with that number', async () => {
    const { dialog, api, onSignedIn } = await openPhoneTab({
      '/wps/verification/sms/noLogin': { expiredMinutes: 3 },
      '/wps/member/password/verification': loginValue({ token: 'by-phone' }),
    });
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 180 s' })).toBeTruthy();
    expect(api.to('/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '123456789',
      countryDialingCode: '60',
    });
    type(within(dialog).getByLabelText('Verification code'), '4321');
    type(within(dialog).getByLabelText('New password'), 'n3wPassword');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/member/password/verification')[0])).toEqual({
      mobileNum: '123456789',
      countryDialingCode: '60',
      verificationCode: '4321',
      newPassword: 'n3wPassword',
    });
    expect(useSession.getState().token).toBe('by-phone');
    expect(useAuthModal.getState().modal).toBeNull();
  });

  it('marks a wrong SMS code at its field', async () => {
    const { dialog } = await openPhoneTab({
      '/wps/member/password/verification': new Fail(400, 'SMS_CODE_INVALID'),
    });
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    type(within(dialog).getByLabelText('Verification code'), '0000');
    type(within(dialog).getByLabelText('New password'), 'n3wPassword');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Verification code').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(
      within(dialog).getAllByText('Invalid or missing verification code.').length,
    ).toBeGreaterThan(0);
    expect(useSession.getState().token).toBeNull();
  });
});
