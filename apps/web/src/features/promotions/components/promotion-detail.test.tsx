import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bonus, PromotionDetail as Detail } from '@portal/shared/schemas/promotions';
import { ApiFailure, callsTo, serveApi, type ApiHandler } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PromotionDetail } from './promotion-detail';

function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    id: 1,
    kind: 'deposit_match',
    type: 'welcome',
    badge: 'hot',
    title: '100% Welcome Bonus',
    summary: 'Double your first deposit.',
    imageUrl: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    phase: 'ongoing',
    state: 'join',
    action: 'join',
    ineligibleReason: null,
    terms: {
      kind: 'deposit_match',
      percent: 100,
      capAmount: 500,
      minDeposit: 50,
      turnoverMultiple: 10,
    },
    eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
    expiryDays: 7,
    weights: { LIVE: 50, LOTT: 0, ELOTT: 0 },
    participation: null,
    content: '<p>Choose this bonus on the deposit page.</p><script>alert(1)</script>',
    ...overrides,
  };
}

function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 31,
    bonusNo: 'B000031',
    source: 'deposit_match',
    promotionId: 1,
    title: '100% Welcome Bonus',
    amount: 100,
    turnoverRequired: 2000,
    turnoverPlayed: 450.5,
    progressPercent: 22,
    state: 'in_progress',
    issuedAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    endedAt: null,
    weights: { LIVE: 50 },
    ...overrides,
  };
}

let promotion: Detail;

function renderDetail(route = '/promoDetail?id=1', routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/promotions/1': () => promotion,
    'GET /wps/promotions/promo-welcome-100': () => promotion,
    'GET /wps/member/bonuses': () => ({
      list: [bonus()],
      page: 1,
      pageSize: 20,
      total: 1,
      totals: { inProgress: 100, turnoverRemaining: 1549.5, released: 0, lost: 0 },
    }),
    ...routes,
  });
  renderWithProviders(<PromotionDetail />, { route });
  return fetchMock;
}

const lines = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  promotion = detail();
  useSession.setState({
    token: 'member-token',
    member: { account: 'demo01', type: 0 } as MemberInfo,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, member: null });
  useCentrePanel.getState().closeCentre();
});

describe('the promotion detail', () => {
  it('shows the header, the terms and the eligibility in words, and the cleaned content', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: '100% Welcome Bonus' }),
    ).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByTestId('promotion-state').textContent).toBe('Open to join');
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy();
    await waitFor(() =>
      expect(lines('promotion-terms')).toEqual([
        '100% of your deposit, up to RM 500.00',
        'Minimum deposit RM 50.00',
        'Turnover 10x (deposit + bonus)',
        'Meet the turnover within 7 days of receiving the bonus',
        'Bets on Live Casino count 50% towards the turnover',
        'Bets on Lottery, E-Lottery do not count towards the turnover',
      ]),
    );
    expect(lines('promotion-eligibility')).toEqual([
      'New members only: before your first successful deposit',
      'Once per member',
    ]);
    expect(screen.getByText('Choose this bonus on the deposit page.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('writes cashback rates per category and a rebate without turnover', async () => {
    promotion = detail({
      kind: 'cashback',
      type: 'vip',
      title: 'VIP Daily Rebate',
      terms: {
        kind: 'cashback',
        basis: 'valid_turnover',
        rates: { RNG: 0.5, LIVE: 0.4, SPORTS: 0.5 },
        minPayout: 1,
        capAmount: 2000,
        turnoverMultiple: 0,
      },
      eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 3 },
      weights: {},
      state: 'closed',
      action: null,
      ineligibleReason: 'vip_rank',
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'VIP Daily Rebate' });
    await waitFor(() =>
      expect(lines('promotion-terms')).toEqual([
        "Paid every morning on the day before's valid bets",
        'Rates: Slots 0.5%, Live Casino 0.4%, Sports 0.5%',
        'Paid from RM 1.00, up to RM 2,000.00 a day',
        'No turnover: paid straight to your main wallet',
      ]),
    );
    expect(lines('promotion-eligibility')).toEqual([
      'VIP rank 3 and above',
      'As often as you like',
    ]);
    expect(screen.getByTestId('promotion-ineligible').textContent).toBe(
      'Your VIP rank is not high enough for this promotion yet.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a rejected application with its remark and reason, and offers to apply again', async () => {
    promotion = detail({
      kind: 'application',
      type: 'event',
      title: 'Zalo Friend Reward',
      terms: { kind: 'application', maxAmount: 131, turnoverMultiple: 1, contactRequired: true },
      eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
      weights: {},
      state: 'rejected',
      action: 'apply',
      participation: {
        id: 9,
        status: 'rejected',
        createdAt: '2026-11-18T08:00:00.000Z',
        amount: null,
        reason: 'The screenshot does not show our account.',
        remark: 'Added you today',
        bonusId: null,
      },
    });
    renderDetail();
    const participation = await screen.findByTestId('promotion-participation');
    expect(within(participation).getByText('Added you today')).toBeTruthy();
    expect(within(participation).getByTestId('promotion-rejection').textContent).toBe(
      'The screenshot does not show our account.',
    );
    expect(screen.getByTestId('promotion-state').textContent).toBe('Rejected');
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
    await waitFor(() =>
      expect(lines('promotion-terms')).toEqual([
        'Up to RM 131.00, as our team decides',
        'Your Zalo or WhatsApp ID is needed to redeem it',
        'Turnover 1x the bonus',
        'Meet the turnover within 7 days of receiving the bonus',
        'Bets on every game count in full',
      ]),
    );
  });

  it('shows the running bonus’s progress and leads to the bonus details', async () => {
    promotion = detail({
      state: 'in_progress',
      action: null,
      participation: {
        id: 7,
        status: 'issued',
        createdAt: '2026-11-20T07:00:00.000Z',
        amount: 100,
        reason: null,
        remark: null,
        bonusId: 31,
      },
    });
    const fetchMock = renderDetail();
    const progress = await screen.findByRole('progressbar', { name: 'Turnover of bonus B000031' });
    expect(progress.getAttribute('aria-valuenow')).toBe('22');
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    expect(progress.getAttribute('aria-valuetext')).toBe('RM 450.50 of RM 2,000.00 played (22%)');
    const participation = screen.getByTestId('promotion-participation');
    expect(within(participation).getByText('RM 100.00')).toBeTruthy();
    expect(
      new URL(String(callsTo(fetchMock, 'GET', '/wps/member/bonuses')[0]![0]), 'http://x').search,
    ).toBe('?state=in_progress&page=1&pageSize=20');
    fireEvent.click(screen.getByRole('button', { name: 'Open bonus details' }));
    await waitFor(() =>
      expect(useCentrePanel.getState().open).toEqual({ centre: 'member', page: 'bonusDetails' }),
    );
  });

  it('opens a promotion by the code a banner links to', async () => {
    renderDetail('/promoDetail?id=promo-welcome-100');
    expect(
      await screen.findByRole('heading', { level: 1, name: '100% Welcome Bonus' }),
    ).toBeTruthy();
  });

  it('says a promotion is gone without asking when the address names none', async () => {
    const fetchMock = renderDetail('/promoDetail');
    expect(await screen.findByText('This promotion is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/wps/promotions'))).toEqual(
      [],
    );
  });

  it('says a promotion is gone when the server does not know it', async () => {
    renderDetail('/promoDetail?id=99', {
      'GET /wps/promotions/99': () => new ApiFailure('PROMOTION_NOT_FOUND', 404),
    });
    expect(await screen.findByText('This promotion is no longer available.')).toBeTruthy();
  });
});
