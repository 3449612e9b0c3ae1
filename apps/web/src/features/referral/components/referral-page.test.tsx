import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ReferralFriend,
  ReferralFriendsValue,
  ReferralSummary,
} from '@portal/shared/schemas/referral';
import { ApiFailure, callsTo, serveApi, type ApiMock } from '../../../components/ui/test-api';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { ReferralPage } from './referral-page';

const SUMMARY = '/wps/member/referral';
const FRIENDS = '/wps/member/referral/friends';

const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  code: 'K7PQ2MXA',
  link: 'http://server.example/register?referralCode=K7PQ2MXA',
  totals: { friends: 12, firstDeposits: 5, qualified: 3, rewardsEarned: 75 },
  rules: {
    enabled: true,
    minFirstDeposit: 100,
    minTurnover: 500,
    qualifyWithinDays: 30,
    rewardAmount: 25,
    rewardWallet: 'bonus',
    turnoverMultiple: 3,
  },
  ...overrides,
});

const friend = (id: number, overrides: Partial<ReferralFriend> = {}): ReferralFriend => ({
  id,
  account: `fr***${id % 10}`,
  registeredAt: '2026-11-20T08:00:00.000Z',
  status: 'registered',
  firstDepositAt: null,
  qualifiedAt: null,
  reward: null,
  ...overrides,
});

let friends: ReferralFriend[];
let fetchMock: ApiMock;

function friendsPage(url: URL): ReferralFriendsValue {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  return {
    list: friends.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: friends.length,
  };
}

function renderPage(overrides: Record<string, (body: unknown, url: URL) => unknown> = {}) {
  fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${SUMMARY}`]: () => summary(),
    [`GET ${FRIENDS}`]: (_body, url) => friendsPage(url),
    ...overrides,
  });
  return renderWithProviders(<ReferralPage navigate={vi.fn()} />);
}

describe('ReferralPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    useSession.setState({ token: 'member-token' });
    friends = [
      friend(1, {
        status: 'qualified',
        firstDepositAt: '2026-11-21T08:00:00.000Z',
        qualifiedAt: '2026-11-22T08:00:00.000Z',
        reward: 25,
      }),
      friend(2, { status: 'deposited', firstDepositAt: '2026-11-21T08:00:00.000Z' }),
      friend(3),
      friend(4, { status: 'not_eligible', firstDepositAt: '2026-11-21T08:00:00.000Z' }),
    ];
  });
  afterEach(() => {
    useSession.setState({ token: null });
  });

  it('shows the code, the link on this site with a QR code, the rules and the totals', async () => {
    renderPage();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('K7PQ2MXA');
    const link = `${window.location.origin}/register?referralCode=K7PQ2MXA`;
    expect(screen.getByTestId('referral-link').textContent).toBe(link);
    expect(await screen.findByRole('img', { name: 'QR code of your referral link' })).toBeTruthy();
    const rules = screen.getByTestId('referral-rules');
    expect(within(rules).getByText(/first deposit of at least RM 100\.00/)).toBeTruthy();
    expect(within(rules).getByText(/valid bets of at least RM 500\.00/)).toBeTruthy();
    expect(within(rules).getByText('All of this within 30 days of registering.')).toBeTruthy();
    expect(screen.getByTestId('referral-reward-rule').textContent).toBe(
      'You receive RM 25.00 for each qualified friend, in your bonus wallet, released after 3× its amount in valid bets.',
    );
    expect(screen.getByTestId('referral-total-friends').textContent).toBe('12');
    expect(screen.getByTestId('referral-total-firstDeposits').textContent).toBe('5');
    expect(screen.getByTestId('referral-total-qualified').textContent).toBe('3');
    await waitFor(() =>
      expect(screen.getByTestId('referral-total-rewardsEarned').textContent).toBe('RM 75.00'),
    );
  });

  it('copies the code and the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/register?referralCode=K7PQ2MXA`,
      ),
    );
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('K7PQ2MXA'));
  });

  it('lists the friends, masked, with their status and reward', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows.map((row) => row.dataset.status)).toEqual([
      'qualified',
      'deposited',
      'registered',
      'not_eligible',
    ]);
    expect(within(rows[0]!).getByText('fr***1')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('referral-friend-status').textContent).toBe('Qualified');
    expect(within(rows[0]!).getByTestId('referral-friend-reward').textContent).toContain(
      'RM 25.00',
    );
    expect(within(rows[1]!).getByTestId('referral-friend-status').textContent).toBe(
      'First deposit',
    );
    expect(within(rows[3]!).getByTestId('referral-friend-status').textContent).toBe('Not eligible');
    expect(rows[0]!.querySelector('time')!.dateTime).toBe('2026-11-20T08:00:00.000Z');
  });

  it('pages the friends', async () => {
    friends = Array.from({ length: 13 }, (_, i) => friend(i + 1));
    renderPage();
    expect(await screen.findAllByTestId('referral-friend')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(screen.getAllByTestId('referral-friend')).toHaveLength(3));
    const pages = callsTo(fetchMock, 'GET', FRIENDS).map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('page'),
    );
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when nobody has registered yet, and when the programme is paused', async () => {
    friends = [];
    renderPage({
      [`GET ${SUMMARY}`]: () =>
        summary({
          totals: { friends: 0, firstDeposits: 0, qualified: 0, rewardsEarned: 0 },
          rules: { ...summary().rules, enabled: false, minTurnover: 0, qualifyWithinDays: 0 },
        }),
    });
    expect(await screen.findByText('No friends yet')).toBeTruthy();
    expect(screen.getByText(/The referral programme is paused/)).toBeTruthy();
    expect(screen.queryByText(/valid bets of at least/)).toBeNull();
    expect(screen.queryByText(/days of registering/)).toBeNull();
  });

  it('says so, with a retry, when the page cannot load', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => new ApiFailure('SYSTEM_ERROR', 500) });
    expect(await screen.findByText('Your referral details could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
