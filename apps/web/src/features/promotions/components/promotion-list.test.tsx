import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useGateWarning } from '../../session/real-money-gate';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PromotionList } from './promotion-list';

const LIST = '/wps/promotions';

function promotion(overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id: 1,
    kind: 'deposit_match',
    type: 'welcome',
    badge: 'hot',
    title: '100% Welcome Bonus',
    summary: 'Double your first deposit, up to RM 500.',
    imageUrl: '/assets-cdn/banners/home-welcome.en.svg',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-12-31T16:00:00.000Z',
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
    participation: null,
    ...overrides,
  };
}

const member = (type = 0) => ({ account: 'demo01', type }) as MemberInfo;

let list: PromotionSummary[];

function renderList(route = '/promotions', routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${LIST}`]: (_body, url) => {
      const type = url.searchParams.get('type');
      return { list: type ? list.filter((item) => item.type === type) : list };
    },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <PromotionList />
      <LocationProbe />
    </>,
    { route },
  );
  return { fetchMock, ...view };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const cards = () => screen.findAllByTestId('promotion-card');
const card = async (title: string) =>
  (await cards()).find((item) => within(item).queryByRole('heading', { name: title }))!;

beforeEach(() => {
  useSession.setState({ token: 'member-token', member: member() });
  list = [
    promotion(),
    promotion({
      id: 3,
      kind: 'cashback',
      type: 'cashback',
      badge: null,
      title: 'Derby Day Cashback',
      imageUrl: null,
      endsAt: null,
      terms: {
        kind: 'cashback',
        basis: 'net_loss',
        rates: { SPORTS: 5 },
        minPayout: 1,
        capAmount: 500,
        turnoverMultiple: 1,
      },
    }),
  ];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, member: null });
  useAuthModal.getState().close();
  useCentrePanel.getState().closeCentre();
  useGateWarning.getState().dismiss();
});

describe('the promotions list', () => {
  it('shows each promotion as a card with its picture, badge, title, summary and schedule', async () => {
    renderList();
    const [welcome, cashback] = await cards();
    expect(within(welcome!).getByRole('heading', { name: '100% Welcome Bonus' })).toBeTruthy();
    expect(within(welcome!).getByText('Hot')).toBeTruthy();
    expect(within(welcome!).getByText('Double your first deposit, up to RM 500.')).toBeTruthy();
    expect(welcome!.querySelector('img')!.getAttribute('src')).toBe(
      '/assets-cdn/banners/home-welcome.en.svg',
    );
    expect(within(welcome!).getByText('Ongoing')).toBeTruthy();
    expect(welcome!.querySelector('time')!.textContent).toBe('Ends Jan 1, 2027'); // 16:00 UTC is midnight on the site's clock (GMT+8)
    expect(within(welcome!).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );
    // Without a picture the card keeps its place with a drawn stand-in.
    expect(cashback!.querySelector('img')).toBeNull();
    expect(within(cashback!).getByText(/No end date/)).toBeTruthy();
  });

  it('filters by type in the address, and reads the filter from it', async () => {
    const { fetchMock } = renderList('/promotions?type=cashback');
    expect(await cards()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cashback' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(new URL(String(callsTo(fetchMock, 'GET', LIST)[0]![0]), 'http://x').search).toBe(
      '?type=cashback',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Welcome' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/promotions?type=welcome'),
    );
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '100% Welcome Bonus' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
    const filters = within(screen.getByRole('group', { name: 'Promotion types' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(filters).toEqual(['All', 'Welcome', 'Reload', 'Cashback', 'VIP', 'Events']);
  });

  it('labels the member’s state and offers the action the server gives for it', async () => {
    const states: [Partial<PromotionSummary>, string, string | null][] = [
      [{ state: 'join', action: 'join' }, 'Open to join', 'Join now'],
      [{ state: 'joined', action: 'deposit' }, 'Joined', 'Deposit now'],
      [{ state: 'applying', action: null, kind: 'application' }, 'Under review', null],
      [{ state: 'rejected', action: 'apply', kind: 'application' }, 'Rejected', 'Apply again'],
      [{ state: 'claim', action: 'claim', kind: 'raffle' }, 'Prize to claim', 'Claim prize'],
      [{ state: 'in_progress', action: null }, 'In progress', null],
      [{ state: 'claimed', action: null }, 'Claimed', null],
      [{ state: 'closed', action: null }, 'Closed', null],
      [{ state: 'coming_soon', action: null, phase: 'coming_soon' }, 'Coming soon', null],
      [{ state: 'join', action: 'apply', kind: 'application' }, 'Open to join', 'Apply now'],
    ];
    list = states.map(([overrides], index) =>
      promotion({ id: index + 1, title: `Promotion ${index + 1}`, ...overrides }),
    );
    renderList();
    const rendered = await cards();
    expect(rendered).toHaveLength(states.length);
    states.forEach(([, label, action], index) => {
      const item = rendered[index]!;
      expect(within(item).getByTestId('promotion-state').textContent).toBe(label);
      const buttons = within(item)
        .queryAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons).toEqual(action ? [action] : []);
    });
    // Coming soon says when it starts.
    expect(rendered[8]!.querySelector('time')!.textContent).toMatch(/^Starts /);
  });

  it('asks a visitor to log in where taking part needs an account', async () => {
    useSession.setState({ token: null, member: null });
    list = [promotion({ action: 'login' })];
    const { fetchMock } = renderList();
    const button = within(await card('100% Welcome Bonus')).getByRole('button', {
      name: 'Log in to join',
    });
    fireEvent.click(button);
    expect(useAuthModal.getState().modal).toBe('login');
    expect(callsTo(fetchMock, 'POST', '/wps/promotions/1/join')).toHaveLength(0);
  });

  it('joins, says what happens next and shows the new state', async () => {
    const { fetchMock } = renderList('/promotions', {
      'POST /wps/promotions/1/join': () => {
        list = [{ ...list[0]!, state: 'joined', action: 'deposit' }, list[1]!];
        return { state: 'joined' };
      },
    });
    fireEvent.click(
      within(await card('100% Welcome Bonus')).getByRole('button', { name: 'Join now' }),
    );
    const welcome = await card('100% Welcome Bonus');
    expect(
      await within(welcome).findByText(
        'Joined: your next deposit of at least RM 50.00 gets the bonus.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(welcome).getByTestId('promotion-state').textContent).toBe('Joined'),
    );
    expect(within(welcome).getByRole('button', { name: 'Deposit now' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/promotions/1/join')).toEqual([{}]);
    expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(2);
  });

  it('claims a raffle prize and refreshes the promotions, the balance and the bonuses', async () => {
    list = [
      promotion({
        id: 6,
        kind: 'raffle',
        title: 'Lucky Draw',
        state: 'claim',
        action: 'claim',
        terms: { kind: 'raffle', turnoverMultiple: 1 },
      }),
    ];
    const { fetchMock, queryClient } = renderList('/promotions', {
      'POST /wps/relay/MCS2_claimRafflePromotion': () => {
        list = [{ ...list[0]!, state: 'claimed', action: null }];
        return { bonusId: 12, amount: 88.8, state: 'claimed' };
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(within(await card('Lucky Draw')).getByRole('button', { name: 'Claim prize' }));
    expect(await screen.findByText('RM 88.80 is now in your bonus wallet.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/relay/MCS2_claimRafflePromotion')).toEqual([
      { promotionId: 6 },
    ]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['promotions'],
      ['wallet', 'balance'],
      ['member', 'bonuses'],
    ]);
    await waitFor(() => expect(screen.getByTestId('promotion-state').textContent).toBe('Claimed'));
  });

  it('opens the deposit page with a joined deposit match preselected', async () => {
    list = [promotion({ state: 'joined', action: 'deposit' })];
    renderList('/promotions?type=welcome');
    fireEvent.click(
      within(await card('100% Welcome Bonus')).getByRole('button', { name: 'Deposit now' }),
    );
    await waitFor(() =>
      expect(useCentrePanel.getState().open).toEqual({ centre: 'member', page: 'depositv2' }),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/promotions?type=welcome&promotionId=1',
    );
  });

  it('keeps a trial account out with the real-account warning', async () => {
    useSession.setState({ token: 'trial-token', member: member(4) });
    const { fetchMock } = renderList();
    fireEvent.click(
      within(await card('100% Welcome Bonus')).getByRole('button', { name: 'Join now' }),
    );
    await waitFor(() => expect(useGateWarning.getState().open).toBe(true));
    expect(callsTo(fetchMock, 'POST', '/wps/promotions/1/join')).toHaveLength(0);
  });

  it('says why a join was refused, in the reader’s language', async () => {
    renderList('/promotions', {
      'POST /wps/promotions/1/join': () => new ApiFailure('PROMOTION_NOT_ELIGIBLE', 409),
    });
    fireEvent.click(
      within(await card('100% Welcome Bonus')).getByRole('button', { name: 'Join now' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account cannot take part in this promotion.',
    );
  });

  it('says when there are no promotions of a type', async () => {
    list = [];
    renderList('/promotions?type=vip');
    expect(await screen.findByText('No promotions of this type right now')).toBeTruthy();
  });

  it('explains a failure to load and loads again on retry', async () => {
    let fail = true;
    renderList('/promotions', {
      [`GET ${LIST}`]: () => (fail ? new ApiFailure('SYSTEM_ERROR', 500) : { list }),
    });
    expect(await screen.findByText('We could not load the promotions.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(2);
  });
});
