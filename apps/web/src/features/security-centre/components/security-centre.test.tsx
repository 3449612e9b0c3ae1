import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberSession, SecurityOverview } from '@portal/shared/schemas/account';
import {
  ApiFailure,
  bodiesSentTo,
  createTestPayloadKeys,
  serveApi,
  type ApiHandler,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { formatDateTime } from '../../../lib/format-date-time';
import { SecurityCentre } from './security-centre';

let overview: SecurityOverview;
let sessions: MemberSession[];

const baseRoutes = (): Record<string, ApiHandler> => ({
  'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
  'GET /wps/member/security': () => overview,
  'GET /wps/member/sessions': () => sessions,
  // No sign-in provider offered: the linked sign-in section stays hidden.
  'GET /wps/member/social/links': () => ({ links: [], hasPassword: true }),
});

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({ ...baseRoutes(), ...routes });
  const view = renderWithProviders(<SecurityCentre />);
  return { fetchMock, ...view };
}

const row = (title: string) => screen.getByText(title, { selector: 'span' }).closest('li')!;

let keys: TestPayloadKeys;

beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

describe('SecurityCentre', () => {
  beforeEach(() => {
    overview = {
      account: 'demo01',
      nickname: 'Lucky Star',
      rank: { rankLevel: 2, labelName: 'VIP 2' },
      lastLoginTime: '2026-11-20T09:30:00.000Z',
      lastLoginIp: '203.0.113.9',
      passwordChangedAt: null,
      mobile: '+60 12****678',
      email: null,
      payeeName: null,
      hasPaymentPassword: false,
      totpEnabled: false,
    };
    sessions = [
      {
        id: 11,
        current: true,
        ip: '203.0.113.9',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        loginType: 'username',
        createdAt: '2026-11-20T09:30:00.000Z',
        lastSeenAt: '2026-11-20T10:00:00.000Z',
        remembered: false,
      },
      {
        id: 12,
        current: false,
        ip: '198.51.100.4',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        loginType: 'username',
        createdAt: '2026-11-18T08:00:00.000Z',
        lastSeenAt: '2026-11-19T08:00:00.000Z',
        remembered: true,
      },
    ];
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useAuthModal.getState().close();
    useCentrePanel.getState().closeCentre();
  });

  it('shows the account, nickname, rank, last login and the state of each protection', async () => {
    renderPage();
    expect(await screen.findByText('demo01')).toBeTruthy();
    expect(screen.getByTestId('nickname').textContent).toBe('Lucky Star');
    expect(screen.getByText('VIP 2')).toBeTruthy();
    expect(
      screen.getByText(`${formatDateTime('2026-11-20T09:30:00.000Z', 'EN')} from 203.0.113.9`),
    ).toBeTruthy();
    expect(within(row('Mobile number')).getByText('+60 12****678')).toBeTruthy();
    expect(within(row('Email address')).getByText('Not bound')).toBeTruthy();
    expect(within(row('Payment password')).getByText('Not set')).toBeTruthy();
    expect(within(row('Google Authenticator')).getByText('Off')).toBeTruthy();
    expect(within(row('Mobile number')).getByRole('button', { name: /Change/ })).toBeTruthy();
    expect(within(row('Email address')).getByRole('button', { name: /Bind/ })).toBeTruthy();
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    renderPage({
      'GET /wps/member/security': () => (fail ? new ApiFailure('SYSTEM_ERROR', 500) : overview),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account details could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('demo01')).toBeTruthy();
  });

  describe('nickname', () => {
    it('saves a new nickname and shows it', async () => {
      const { fetchMock } = renderPage({
        'PUT /wps/member/nickname': (body) => {
          overview = { ...overview, nickname: (body as { nickname: string }).nickname };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit nickname' }));
      fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '  Ace  ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Your nickname has been changed.',
      );
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/nickname')).toEqual([{ nickname: 'Ace' }]);
      await waitFor(() => expect(screen.getByTestId('nickname').textContent).toBe('Ace'));
    });

    it('refuses a nickname shorter than two characters without asking the server', async () => {
      const { fetchMock } = renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit nickname' }));
      fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'A' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('The nickname must have 2 to 20 characters.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/nickname')).toEqual([]);
    });

    it('shows the translated server error', async () => {
      renderPage({ 'PUT /wps/member/nickname': () => new ApiFailure('VALIDATION_FAILED') });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit nickname' }));
      fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Ace' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Some of the information is not valid. Please check it and try again.',
      );
    });
  });

  describe('mobile number', () => {
    it('sends a code to the new number, waits expiredMinutes x 60 s, then binds it', async () => {
      const { fetchMock } = renderPage({
        'POST /wps/member/mobile/code': () => ({ expiredMinutes: 5 }),
        'PUT /wps/member/mobile': () => {
          overview = { ...overview, mobile: '+60 12****789' };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Change: Mobile number' }));
      expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+60');
      fireEvent.change(screen.getByLabelText('New mobile number'), {
        target: { value: '123456789' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      const wait = await screen.findByRole('button', { name: 'Resend in 300 s' });
      expect((wait as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByText('A verification code has been sent to the new number.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/mobile/code')).toEqual([
        { mobileNum: '123456789', countryDialingCode: '60' },
      ]);
      fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your mobile number has been saved.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/mobile')).toEqual([
        { mobileNum: '123456789', countryDialingCode: '60', verificationCode: '654321' },
      ]);
      expect(await screen.findByText('+60 12****789')).toBeTruthy();
    });

    it('checks the number before sending a code', async () => {
      const { fetchMock } = renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Change: Mobile number' }));
      fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '12ab' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('Please enter a valid mobile number.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/mobile/code')).toEqual([]);
    });

    it('explains why a code cannot be sent', async () => {
      renderPage({ 'POST /wps/member/mobile/code': () => new ApiFailure('MOBILE_TAKEN', 409) });
      fireEvent.click(await screen.findByRole('button', { name: 'Change: Mobile number' }));
      fireEvent.change(screen.getByLabelText('New mobile number'), {
        target: { value: '123456789' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This mobile number is already registered.',
      );
      expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    });

    it('asks for the code before binding', async () => {
      const { fetchMock } = renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Change: Mobile number' }));
      fireEvent.change(screen.getByLabelText('New mobile number'), {
        target: { value: '123456789' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('Please enter the verification code.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/mobile')).toEqual([]);
    });
  });

  describe('email address', () => {
    it('sends a code to the new address and binds it', async () => {
      const { fetchMock } = renderPage({
        'POST /wps/member/email/code': () => ({ expiredMinutes: 10 }),
        'PUT /wps/member/email': () => null,
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Bind: Email address' }));
      fireEvent.change(screen.getByLabelText('New email address'), {
        target: { value: ' player@example.com ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByRole('button', { name: 'Resend in 600 s' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111222' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your email address has been saved.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/email/code')).toEqual([
        { email: 'player@example.com' },
      ]);
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/email')).toEqual([
        { email: 'player@example.com', verificationCode: '111222' },
      ]);
    });

    it('refuses an invalid address and shows a wrong code from the server', async () => {
      const { fetchMock } = renderPage({
        'PUT /wps/member/email': () => new ApiFailure('SMS_CODE_INVALID'),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Bind: Email address' }));
      fireEvent.change(screen.getByLabelText('New email address'), {
        target: { value: 'not-an-email' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/email/code')).toEqual([]);
      fireEvent.change(screen.getByLabelText('New email address'), {
        target: { value: 'player@example.com' },
      });
      fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Invalid or missing verification code.',
      );
    });
  });

  describe('payment password', () => {
    it('sends six digits and the login password encrypted', async () => {
      const { fetchMock } = renderPage({
        'GET /wps/system/publicKey': () => keys.publicKey,
        'PUT /wps/member/password/payment': () => {
          overview = { ...overview, hasPaymentPassword: true };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set: Payment password' }));
      fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'Demo1234' } });
      fireEvent.change(screen.getByLabelText('New payment password'), {
        target: { value: '135790' },
      });
      fireEvent.change(screen.getByLabelText('Confirm payment password'), {
        target: { value: '135790' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your payment password has been saved.')).toBeTruthy();
      const [body] = bodiesSentTo(fetchMock, 'PUT', '/wps/member/password/payment');
      expect(JSON.stringify(body)).not.toContain('Demo1234');
      expect(await keys.decrypt(body)).toEqual({
        loginPassword: 'Demo1234',
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      });
      await waitFor(() =>
        expect(within(row('Payment password')).getByText('Set', { selector: 'span' })).toBeTruthy(),
      );
    });

    it('checks six digits, the confirmation and the login password before sending', async () => {
      const { fetchMock } = renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Set: Payment password' }));
      fireEvent.change(screen.getByLabelText('New payment password'), {
        target: { value: '12345' },
      });
      fireEvent.change(screen.getByLabelText('Confirm payment password'), {
        target: { value: '12346' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('Please enter your login password.')).toBeTruthy();
      expect(screen.getByText('The payment password must be exactly six digits.')).toBeTruthy();
      expect(screen.getByText('The two entries do not match.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/password/payment')).toEqual([]);
    });

    it('shows a wrong login password', async () => {
      renderPage({
        'GET /wps/system/publicKey': () => keys.publicKey,
        'PUT /wps/member/password/payment': () => new ApiFailure('OLD_PASSWORD_WRONG'),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set: Payment password' }));
      fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'nope' } });
      fireEvent.change(screen.getByLabelText('New payment password'), {
        target: { value: '135790' },
      });
      fireEvent.change(screen.getByLabelText('Confirm payment password'), {
        target: { value: '135790' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The current password is wrong.');
    });
  });

  describe('real name', () => {
    it('sets the real name while it is unset', async () => {
      const { fetchMock } = renderPage({
        'PUT /wps/member/payeeName': (body) => {
          overview = { ...overview, payeeName: (body as { payeeName: string }).payeeName };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set: Real name' }));
      fireEvent.change(screen.getByLabelText('Real name'), { target: { value: 'Tan Ah Kow' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your real name has been saved.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/payeeName')).toEqual([
        { payeeName: 'Tan Ah Kow' },
      ]);
      await waitFor(() => expect(within(row('Real name')).getByText('Tan Ah Kow')).toBeTruthy());
      expect(within(row('Real name')).queryByRole('button')).toBeNull();
    });

    it('offers no change once the real name is set', async () => {
      overview = { ...overview, payeeName: 'Tan Ah Kow' };
      renderPage();
      await screen.findByText('demo01');
      expect(within(row('Real name')).getByText('Tan Ah Kow')).toBeTruthy();
      expect(within(row('Real name')).queryByRole('button')).toBeNull();
    });

    it('shows the server refusal', async () => {
      renderPage({
        'PUT /wps/member/payeeName': () => new ApiFailure('PAYEE_NAME_ALREADY_SET', 409),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Set: Real name' }));
      fireEvent.change(screen.getByLabelText('Real name'), { target: { value: 'Tan Ah Kow' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your real name is already set. Contact customer service to change it.',
      );
    });
  });

  describe('Google Authenticator', () => {
    const setup = {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      otpauthUri: 'otpauth://totp/Portal:demo01?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Portal',
    };

    it('shows the QR code and the key, then turns on with a code from the app', async () => {
      const { fetchMock } = renderPage({
        'POST /wps/member/totp/setup': () => setup,
        'POST /wps/member/totp/enable': () => {
          overview = { ...overview, totpEnabled: true };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Enable: Google Authenticator' }));
      expect(
        await screen.findByRole('img', {
          name: 'QR code that adds this account to Google Authenticator',
        }),
      ).toBeTruthy();
      expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
      fireEvent.change(screen.getByLabelText('6-digit code from the app'), {
        target: { value: '12' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('Please enter the 6-digit code.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('6-digit code from the app'), {
        target: { value: '123456' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Google Authenticator is now on.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/totp/setup')).toHaveLength(1);
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/totp/enable')).toEqual([
        { code: '123456' },
      ]);
      await waitFor(() => expect(within(row('Google Authenticator')).getByText('On')).toBeTruthy());
    });

    it('shows a wrong code', async () => {
      renderPage({
        'POST /wps/member/totp/setup': () => setup,
        'POST /wps/member/totp/enable': () => new ApiFailure('TOTP_INVALID'),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Enable: Google Authenticator' }));
      fireEvent.change(await screen.findByLabelText('6-digit code from the app'), {
        target: { value: '000000' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The authenticator code is not correct.',
      );
    });

    it('turns off with a current code', async () => {
      overview = { ...overview, totpEnabled: true };
      const { fetchMock } = renderPage({
        'POST /wps/member/totp/disable': () => {
          overview = { ...overview, totpEnabled: false };
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Disable: Google Authenticator' }));
      fireEvent.change(screen.getByLabelText('6-digit code from the app'), {
        target: { value: '654321' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Google Authenticator is now off.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/totp/disable')).toEqual([
        { code: '654321' },
      ]);
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/totp/setup')).toEqual([]);
    });
  });

  describe('signed-in sessions', () => {
    it('lists each device with its IP and times, this device first and marked', async () => {
      renderPage();
      const list = (await screen.findByText('Chrome on Windows')).closest('ul')!;
      const items = within(list).getAllByRole('listitem');
      expect(items[0]!.textContent).toContain('Chrome on Windows');
      expect(items[0]!.textContent).toContain('This device');
      expect(items[0]!.textContent).toContain('203.0.113.9');
      expect(items[0]!.textContent).toContain(formatDateTime('2026-11-20T10:00:00.000Z', 'EN'));
      expect(within(items[0]!).queryByRole('button')).toBeNull();
      expect(items[1]!.textContent).toContain('Safari on iOS');
      expect(items[1]!.textContent).not.toContain('This device');
      expect(items[1]!.textContent).toContain(formatDateTime('2026-11-18T08:00:00.000Z', 'EN'));
    });

    it('signs one other session out', async () => {
      const { fetchMock } = renderPage({
        'DELETE /wps/member/sessions/12': () => {
          sessions = sessions.filter((session) => session.id !== 12);
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
      expect(await screen.findByText('The session has been signed out.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'DELETE', '/wps/member/sessions/12')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
      expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    });

    it('signs every other session out at once', async () => {
      const { fetchMock } = renderPage({
        'DELETE /wps/member/sessions': () => {
          sessions = sessions.filter((session) => session.current);
          return null;
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
      expect(await screen.findByText('All other sessions have been signed out.')).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'DELETE', '/wps/member/sessions')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    });

    it('shows a failed sign-out', async () => {
      renderPage({ 'DELETE /wps/member/sessions/12': () => new ApiFailure('NOT_FOUND', 404) });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'We could not find what you asked for.',
      );
    });
  });

  it('changes the login password in the account modal, closing the member centre', async () => {
    useCentrePanel.getState().openCentre('member', 'securityCenter');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change: Login password' }));
    expect(useAuthModal.getState().modal).toBe('changePassword');
    expect(useAuthModal.getState().context).toEqual({ account: 'demo01' });
    expect(useCentrePanel.getState().open).toBeNull();
  });
});
