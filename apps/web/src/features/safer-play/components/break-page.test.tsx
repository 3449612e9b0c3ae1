import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { AuthModals } from '../../session/components/auth-modals';
import { useSession } from '../../session/hooks/use-session';
import type { SaferPlayView } from '../api/safer-play';
import { useBreakTaken } from '../break-taken';
import { BreakPage } from './break-page';

const ENDS = '2027-05-28T10:00:00.000Z';

let view: SaferPlayView;

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/member/safer-play': () => view,
    ...routes,
  });
  const result = renderWithProviders(
    <>
      <BreakPage />
      <AuthModals />
    </>,
  );
  return { fetchMock, ...result };
}

function signIn() {
  useSession.getState().signIn({
    token: 'token-1',
    username: 'alice',
    type: 0,
    nickname: 'Alice',
    customerId: 7,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
  });
}

async function choose(duration: string) {
  fireEvent.click(await screen.findByRole('radio', { name: duration }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('BreakPage', () => {
  beforeEach(() => {
    view = { limits: [], break: null, coolingHours: 24 };
    signIn();
  });
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
    useBreakTaken.getState().dismiss();
    vi.unstubAllGlobals();
  });

  it('offers the three time-outs and four self-exclusions and says what a break stops', async () => {
    renderPage();
    const timeout = await screen.findByRole('group', { name: 'Time-out' });
    expect(
      within(timeout)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['24 hours', '1 week', '6 weeks']);
    const exclusion = screen.getByRole('group', { name: 'Self-exclusion' });
    expect(
      within(exclusion)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['6 months', '1 year', '5 years', 'Permanently']);
    const intro = screen.getByText(/deposits, bets, transfers into games, promotions/);
    expect(intro.textContent).toContain('Withdrawals go on');
    expect(intro.textContent).toContain('Nobody, not even our staff, can end a break early');
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the password, takes the break, logs out and shows the end date', async () => {
    const { fetchMock } = renderPage({
      'POST /wps/member/safer-play/break': () => ({
        kind: 'exclusion',
        startedAt: '2026-11-28T10:00:00.000Z',
        endsAt: ENDS,
      }),
    });
    await choose('6 months');
    expect(
      screen.getByText(/take a self-exclusion of 6 months\. You will be logged out now/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByText('Enter your login password to confirm.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/safer-play/break')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: ' s3cret ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(dialog.textContent).toContain(
      `Your self-exclusion runs until ${formatDateTime(ENDS, 'EN')}. You have been logged out.`,
    );
    expect(useSession.getState().token).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/safer-play/break')).toEqual([
      { kind: 'exclusion', duration: '6m', password: 's3cret' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a permanent exclusion never ends', async () => {
    renderPage({
      'POST /wps/member/safer-play/break': () => ({
        kind: 'exclusion',
        startedAt: '2026-11-28T10:00:00.000Z',
        endsAt: null,
      }),
    });
    await choose('Permanently');
    expect(screen.getByText(/exclude yourself permanently/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(dialog.textContent).toContain('You have excluded yourself permanently.');
  });

  it('keeps the member signed in and on the step when the password is wrong', async () => {
    renderPage({
      'POST /wps/member/safer-play/break': () => new ApiFailure('OLD_PASSWORD_WRONG', 400),
    });
    await choose('24 hours');
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is wrong.');
    expect(useSession.getState().token).toBe('token-1');
    expect(useBreakTaken.getState().taken).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('group', { name: 'Time-out' })).toBeTruthy();
  });

  it('shows a running break instead of the choice', async () => {
    view = {
      ...view,
      break: { kind: 'timeout', startedAt: '2026-11-28T10:00:00.000Z', endsAt: ENDS },
    };
    renderPage();
    expect(
      await screen.findByText(`Your time-out ends on ${formatDateTime(ENDS, 'EN')}.`),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
