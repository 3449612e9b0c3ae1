import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bonus, BonusesValue } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiMock,
} from '../../../components/ui/test-api';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { BonusDetailsPage } from './bonus-details-page';

const LIST = '/wps/member/bonuses';

function bonus(overrides: Partial<Bonus>): Bonus {
  return {
    id: 1,
    bonusNo: 'B000001',
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
    weights: { LIVE: 50, LOTT: 0, ELOTT: 0 },
    ...overrides,
  };
}

/** The member's bonuses as the server keeps them, newest first. */
let stored: Bonus[];
let released: number;
let lost: number;
let fetchMock: ApiMock;

function answer(url: URL): BonusesValue {
  const state = url.searchParams.get('state');
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  const matching = stored.filter((item) => !state || item.state === state);
  const running = stored.filter((item) => item.state === 'in_progress');
  return {
    list: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
    totals: {
      inProgress: running.reduce((sum, item) => sum + item.amount, 0),
      turnoverRemaining: running.reduce(
        (sum, item) => sum + item.turnoverRequired - item.turnoverPlayed,
        0,
      ),
      released,
      lost,
    },
  };
}

function renderPage(overrides: Record<string, (body: unknown, url: URL) => unknown> = {}) {
  fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${LIST}`]: (_body, url) => answer(url),
    'POST /wps/member/bonuses/1/forfeit': () => {
      const gone = stored.find((item) => item.id === 1)!;
      stored = stored.map((item) => (item.id === 1 ? { ...item, state: 'forfeited' } : item));
      lost += gone.amount;
      return { id: 1, state: 'forfeited' };
    },
    ...overrides,
  });
  return renderWithProviders(<BonusDetailsPage navigate={vi.fn()} />);
}

const rows = () => screen.findAllByTestId('bonus-row');
const total = (name: string) => screen.getByTestId(`bonus-total-${name}`).textContent;

describe('BonusDetailsPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    useSession.setState({ token: 'member-token' });
    released = 250;
    lost = 30;
    stored = [
      bonus({}),
      bonus({
        id: 2,
        bonusNo: 'B000002',
        source: 'application',
        title: 'Zalo Friend Reward',
        amount: 50,
        turnoverRequired: 50,
        turnoverPlayed: 50,
        progressPercent: 100,
        state: 'completed',
        endedAt: '2026-11-19T10:00:00.000Z',
        weights: {},
      }),
      bonus({
        id: 3,
        bonusNo: 'B000003',
        source: 'cashback',
        title: 'VIP Daily Rebate',
        amount: 12.34,
        turnoverRequired: 0,
        turnoverPlayed: 0,
        progressPercent: 100,
        state: 'completed',
        weights: {},
      }),
    ];
  });
  afterEach(() => {
    useSession.setState({ token: null });
  });

  it('shows the totals, then each bonus with its turnover progress', async () => {
    renderPage();
    const [running, done, rebate] = await rows();
    await waitFor(() => expect(total('inProgress')).toBe('RM 100.00'));
    expect(total('turnoverRemaining')).toBe('RM 1,549.50');
    expect(total('released')).toBe('RM 250.00');
    expect(total('lost')).toBe('RM 30.00');

    expect(within(running!).getByText('B000001')).toBeTruthy();
    expect(within(running!).getByText('100% Welcome Bonus')).toBeTruthy();
    expect(within(running!).getByText('Deposit bonus')).toBeTruthy();
    expect(within(running!).getByTestId('bonus-amount').textContent).toBe('RM 100.00');
    const progress = within(running!).getByRole('progressbar', {
      name: 'Turnover of bonus B000001',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('22');
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    expect(progress.getAttribute('aria-valuetext')).toBe('RM 450.50 of RM 2,000.00 (22%)');
    expect(within(running!).getByText('RM 450.50 of RM 2,000.00 (22%)')).toBeTruthy();
    expect(
      within(running!).getByText('Live Casino: 50% · Lottery, E-Lottery: not counted'),
    ).toBeTruthy();
    expect(within(running!).getByTestId('bonus-state').textContent).toBe('In progress');
    expect(running!.querySelector('time')!.dateTime).toBe('2026-11-27T08:00:00.000Z');

    expect(within(done!).getByTestId('bonus-state').textContent).toBe('Released');
    expect(within(done!).getByText('Application reward')).toBeTruthy();
    expect(within(done!).queryByRole('button')).toBeNull();
    expect(done!.querySelector('time')!.textContent).toMatch(/^Ended /);
    expect(within(rebate!).getByText('No turnover needed')).toBeTruthy();
    expect(within(rebate!).queryByRole('progressbar')).toBeNull();
    expect(new URL(String(callsTo(fetchMock, 'GET', LIST)[0]![0]), 'http://x').search).toBe(
      '?page=1&pageSize=20',
    );
  });

  it('filters by state', async () => {
    renderPage();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Released' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Released' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const asked = callsTo(fetchMock, 'GET', LIST).map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('state'),
    );
    expect(asked).toContain('completed');
    fireEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No bonuses in this state.')).toBeTruthy();
  });

  it('gives a running bonus up only after a confirmation that says its amount goes', async () => {
    renderPage();
    const [running] = await rows();
    await waitFor(() => expect(total('inProgress')).toBe('RM 100.00'));
    fireEvent.click(within(running!).getByRole('button', { name: 'Forfeit bonus B000001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    expect(dialog.textContent).toContain(
      'The bonus amount of RM 100.00 (bonus B000001) will be removed from your bonus wallet and cannot be restored.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/wps/member/bonuses/1/forfeit')).toHaveLength(0);

    fireEvent.click(within(running!).getByRole('button', { name: 'Forfeit bonus B000001' }));
    dialog = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    expect(await screen.findByText('Bonus B000001 was given up.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/bonuses/1/forfeit')).toEqual([{}]);
    await waitFor(() => expect(total('inProgress')).toBe('RM 0.00'));
    expect(total('lost')).toBe('RM 130.00');
    const [first] = await rows();
    expect(within(first!).getByTestId('bonus-state').textContent).toBe('Given up');
    expect(within(first!).queryByRole('button', { name: /Forfeit/ })).toBeNull();
  });

  it('says why a forfeit failed and keeps the bonus', async () => {
    renderPage({
      'POST /wps/member/bonuses/1/forfeit': () => new ApiFailure('BONUS_NOT_IN_PROGRESS', 409),
    });
    const [running] = await rows();
    fireEvent.click(within(running!).getByRole('button', { name: 'Forfeit bonus B000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This bonus has already ended.');
    expect(within(running!).getByTestId('bonus-state').textContent).toBe('In progress');
  });

  it('pages through more than twenty bonuses', async () => {
    stored = Array.from({ length: 23 }, (_, index) =>
      bonus({ id: 100 + index, bonusNo: `B${String(100 + index).padStart(6, '0')}` }),
    );
    renderPage();
    expect(await rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')).toHaveLength(3));
    expect(screen.getByText('B000122')).toBeTruthy();
  });

  it('says when there are no bonuses yet', async () => {
    stored = [];
    released = 0;
    lost = 0;
    renderPage();
    expect(await screen.findByText('No bonuses yet')).toBeTruthy();
    expect(total('inProgress')).toBe('RM 0.00');
  });

  it('explains a failure to load and loads again on retry', async () => {
    let fail = true;
    renderPage({
      [`GET ${LIST}`]: (_body, url) => (fail ? new ApiFailure('SYSTEM_ERROR', 500) : answer(url)),
    });
    expect(await screen.findByText('We could not load your bonuses.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });
});
