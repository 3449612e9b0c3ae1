import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DashboardFigures,
  DashboardQueuesValue,
  DashboardSeriesValue,
  DashboardValue,
} from '@portal/shared/schemas/operator-dashboard';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { renderConsole } from '../../../test/render';

const today = siteDayOf(new Date());

const figures = (scale: number): DashboardFigures => ({
  deposits: 1234.5 * scale,
  depositCount: 3 * scale,
  withdrawals: 200 * scale,
  netCash: 1034.5 * scale,
  bets: 800 * scale,
  betCount: 40 * scale,
  payouts: 900 * scale,
  ggr: -100 * scale,
  bonusCost: 12.25 * scale,
  registrations: 5 * scale,
  firstDeposits: 2 * scale,
  activeMembers: 7 * scale,
});

function figuresAnswer({ url }: { url: URL }): DashboardValue {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const scale = from === to ? 1 : 10;
  return {
    from,
    to,
    currency: 'MYR',
    figures: figures(scale),
    categories: [
      {
        category: 'LIVE',
        bets: 600 * scale,
        betCount: 30,
        payouts: 700 * scale,
        ggr: -100 * scale,
      },
      { category: 'RNG', bets: 200 * scale, betCount: 10, payouts: 200 * scale, ggr: 0 },
    ],
  };
}

const series: DashboardSeriesValue = {
  from: addSiteDays(today, -29),
  to: today,
  currency: 'MYR',
  points: Array.from({ length: 30 }, (_, index) => ({
    day: addSiteDays(today, index - 29),
    ...figures(index % 3),
  })),
};

const queues: DashboardQueuesValue = {
  currency: 'MYR',
  queues: [
    { key: 'deposits.pending', count: 4, amount: 1500, oldestAgeSeconds: 3_700 },
    { key: 'withdrawals.pending', count: 2, amount: 300, oldestAgeSeconds: 600 },
    { key: 'withdrawals.disputed', count: 0, amount: 0, oldestAgeSeconds: null },
    { key: 'adjustments.pending', count: 1, amount: 2500, oldestAgeSeconds: 45 },
    { key: 'promotionApplications.pending', count: 3, amount: 90, oldestAgeSeconds: 86_400 * 2 },
    { key: 'pointRedeems.pending', count: 0, amount: null, oldestAgeSeconds: null },
    { key: 'feedback.open', count: 6, amount: null, oldestAgeSeconds: 7_200 },
  ],
};

const routes = {
  'GET /dashboard': figuresAnswer,
  'GET /dashboard/series': series,
  'GET /dashboard/queues': queues,
};

beforeEach(() => {
  // recharts measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the dashboard', () => {
  it("shows today's figures and the last 7 days by default, GGR by category and every chart", async () => {
    const { calls } = await renderConsole('/', { role: 'viewer', routes });
    // The first render loads the screen's chunk (and recharts): slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 12_000 }),
    ).toBeTruthy();
    const todayCard = (await screen.findByRole('heading', { name: 'Today' })).closest('section')!;
    await within(todayCard).findByText('1,234.50');
    expect(within(todayCard).getByText('-100.00')).toBeTruthy();
    expect(within(todayCard).getByText('3 deposits')).toBeTruthy();

    const rangeCard = screen.getByRole('heading', { name: 'Range' }).closest('section')!;
    await within(rangeCard).findByText('12,345.00');
    const categories = within(rangeCard).getByRole('table', { name: 'GGR by game category' });
    expect(
      within(categories)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CategoryBetsRoundsPayoutsGGR',
      'LIVE6,000.00307,000.00-1,000.00',
      'RNG2,000.00102,000.000.00',
    ]);
    const asked = calls.filter((call) => call.path === '/dashboard').map((call) => call.query);
    expect(asked).toEqual(
      expect.arrayContaining([
        { from: today, to: today },
        { from: addSiteDays(today, -6), to: today },
      ]),
    );
    expect(
      calls.some((call) => call.path === '/dashboard/series' && call.query.days === '30'),
    ).toBe(true);
    const charts = screen.getByRole('heading', { name: 'Last 30 days' }).closest('section')!;
    expect(within(charts).getAllByRole('img')).toHaveLength(12);
  });

  it('keeps the chosen range in the URL and asks the server for it', async () => {
    const { calls, router } = await renderConsole('/', { role: 'viewer', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Yesterday' }));
    const yesterday = addSiteDays(today, -1);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?from=${yesterday}&to=${yesterday}`),
    );
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/dashboard' && call.query.from === yesterday),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Yesterday', pressed: true })).toBeTruthy();
  });

  it('says so when the range is reversed, without calling the server for it', async () => {
    const { calls } = await renderConsole(`/?from=${today}&to=${addSiteDays(today, -3)}`, {
      role: 'viewer',
      routes,
    });
    expect(
      await screen.findByText('The end of the range must not be before its start.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === '/dashboard')).toHaveLength(1);
  });

  it('lists every queue with its count, money and age, linking only to screens the role may open', async () => {
    await renderConsole('/', { role: 'finance', routes });
    const table = await screen.findByRole('table', { name: 'Waiting for staff' });
    const deposits = within(table).getByRole('row', { name: /Deposits to confirm/ });
    expect(deposits.textContent).toContain('1,500.00');
    expect(deposits.textContent).toContain('1 h 01 min');
    expect(
      within(deposits)
        .getByRole('link', { name: 'Open: Deposits to confirm' })
        .getAttribute('href'),
    ).toBe('/cashier/deposits?status=pending');
    const feedback = within(table).getByRole('row', { name: /Feedback without an answer/ });
    expect(within(feedback).queryByRole('link')).toBeNull();
    expect(feedback.textContent).toContain('—');
    const adjustments = within(table).getByRole('row', { name: /Balance adjustments/ });
    expect(within(adjustments).getByRole('link').getAttribute('href')).toBe('/members/adjustments');
  });

  it('hides the cashier links from a role without the cashier permission', async () => {
    await renderConsole('/', { role: 'cs', routes });
    const table = await screen.findByRole('table', { name: 'Waiting for staff' });
    expect(
      within(within(table).getByRole('row', { name: /Deposits to confirm/ })).queryByRole('link'),
    ).toBeNull();
    expect(
      within(within(table).getByRole('row', { name: /Balance adjustments/ })).getByRole('link'),
    ).toBeTruthy();
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    await renderConsole('/', {
      role: 'viewer',
      routes: {
        ...routes,
        'GET /dashboard': {
          error: { status: 400, errorCode: 'VALIDATION_FAILED', message: 'Range refused' },
        },
      },
    });
    expect((await screen.findAllByText('Range refused')).length).toBeGreaterThan(0);
  });
});
