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
import { memberSessions, securityOverview } from '../test-data';
import { SecurityCentre } from './security-centre';

let overview: SecurityOverview;
let sessions: MemberSession[];

const baseRoutes = (): Record<string, ApiHandler> => ({
  'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
  'GET /wps/member/security': () => overview,
  'GET /wps/member/sessions': () => sessions,
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
    overview = securityOverview();
    sessions = memberSessions();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useAuthModal.getState().close();
    useCentrePanel.getState().closeCentre();
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
});
