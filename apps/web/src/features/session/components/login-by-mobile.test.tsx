import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

vi.mock('../../../lib/payload-encryption', () => ({
  encryptBody: (payload: unknown) => Promise.resolve({ encrypted: payload }),
  forgetPublicKey: () => undefined,
  preparePayloadEncryption: () => undefined,
}));

// The modal's code loads on first use; load it once up front so no test waits for it.
beforeAll(async () => {
  await import('./auth-dialog');
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

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
