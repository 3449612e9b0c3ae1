import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PromotionDetail as Detail } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PromotionDetail } from './promotion-detail';

function checkInPromotion(overrides: Partial<Detail> = {}): Detail {
  return {
    id: 5,
    kind: 'signed',
    type: 'event',
    badge: null,
    title: 'Daily Check-in',
    summary: 'A bonus every day.',
    imageUrl: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    phase: 'ongoing',
    state: 'join',
    action: 'check_in',
    ineligibleReason: null,
    terms: {
      kind: 'signed',
      rewards: [1, 2, 3, 4, 5, 6, 8],
      afterLast: 'cycle',
      turnoverMultiple: 3,
    },
    eligibility: { newMembersOnly: false, frequency: 'daily', minVipRank: 0 },
    expiryDays: 7,
    weights: {},
    participation: null,
    checkIn: { streak: 2, signedToday: false, nextReward: 3 },
    content: '',
    ...overrides,
  };
}

let promotion: Detail;

function renderDetail(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/promotions/5': () => promotion,
    ...routes,
  });
  renderWithProviders(<PromotionDetail />, { route: '/promoDetail?id=5' });
  return fetchMock;
}

/** Once the site's currency is known. */
const daysShown = async () => {
  await waitFor(() => expect(days()[0]).toContain('RM'));
  return days();
};

const days = () =>
  within(screen.getByTestId('check-in'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

beforeEach(() => {
  promotion = checkInPromotion();
  useSession.setState({
    token: 'member-token',
    member: { account: 'demo01', type: 0 } as MemberInfo,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, member: null });
});

describe('the daily check-in panel', () => {
  it('shows the days with their rewards, the done days ticked and the streak', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Daily check-in' });
    expect(await daysShown()).toEqual([
      'Day 1, RM 1.00: checked in',
      'Day 2, RM 2.00: checked in',
      'Day 3, RM 3.00: today',
      'Day 4, RM 4.00',
      'Day 5, RM 5.00',
      'Day 6, RM 6.00',
      'Day 7, RM 8.00',
    ]);
    expect(screen.getByText('Days in a row: 2')).toBeTruthy();
    expect(screen.getByText("Today's reward: RM 3.00")).toBeTruthy();
    expect(screen.getByTestId('promotion-state').textContent).toBe('Open to join');
    // One button: the panel's, not a second one in the header.
    expect(screen.getAllByRole('button', { name: 'Check in' })).toHaveLength(1);
  });

  it('checks in and shows "Signed" with today ticked, without reloading the page', async () => {
    const fetchMock = renderDetail({
      'POST /wps/promotions/5/check-in': () => {
        promotion = {
          ...promotion,
          state: 'signed',
          action: null,
          checkIn: { streak: 3, signedToday: true, nextReward: 4 },
        };
        return {
          state: 'signed',
          streak: 3,
          amount: 3,
          bonusId: 41,
          nextReward: 4,
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('Checked in: RM 3.00 is now in your bonus wallet.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('promotion-state').textContent).toBe('Signed'));
    expect(days().slice(0, 4)).toEqual([
      'Day 1, RM 1.00: checked in',
      'Day 2, RM 2.00: checked in',
      'Day 3, RM 3.00: checked in',
      'Day 4, RM 4.00',
    ]);
    expect(screen.getByText('Days in a row: 3')).toBeTruthy();
    expect(screen.getByText('Checked in today. Come back tomorrow for RM 4.00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/promotions/5/check-in')).toEqual([{}]);
  });

  it('says a second check-in today was refused, in the reader’s language', async () => {
    renderDetail({
      'POST /wps/promotions/5/check-in': () => new ApiFailure('CHECK_IN_ALREADY_TODAY', 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already checked in today. Come back tomorrow.',
    );
  });

  it('starts the week again after the last day of a cycle', async () => {
    promotion = checkInPromotion({ checkIn: { streak: 7, signedToday: false, nextReward: 1 } });
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Daily check-in' });
    expect((await daysShown()).slice(0, 2)).toEqual(['Day 1, RM 1.00: today', 'Day 2, RM 2.00']);
  });
});
