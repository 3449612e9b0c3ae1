import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberSession, SecurityOverview } from '@portal/shared/schemas/account';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
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

  it('changes the login password in the account modal, closing the member centre', async () => {
    useCentrePanel.getState().openCentre('member', 'securityCenter');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change: Login password' }));
    expect(useAuthModal.getState().modal).toBe('changePassword');
    expect(useAuthModal.getState().context).toEqual({ account: 'demo01' });
    expect(useCentrePanel.getState().open).toBeNull();
  });
});
