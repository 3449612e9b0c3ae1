import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';

const figures = { bets: 1200.5, payouts: 1000, ggr: 200.5, rounds: 30, players: 4 };
const ggrPage = (query: URLSearchParams) => {
  const by = query.get('by') ?? 'vendor';
  const list =
    by === 'day'
      ? [
          {
            key: '2030-03-09',
            label: '2030-03-09',
            category: null,
            vendor: null,
            day: '2030-03-09',
            ...figures,
          },
          {
            key: '2030-03-10',
            label: '2030-03-10',
            category: null,
            vendor: null,
            day: '2030-03-10',
            ...figures,
            ggr: -50,
          },
        ]
      : [
          {
            key: 'RNG:HOUSE',
            label: 'House Slots',
            category: 'RNG',
            vendor: 'HOUSE',
            day: null,
            ...figures,
          },
        ];
  return {
    list,
    page: 1,
    pageSize: 25,
    total: list.length,
    from: query.get('from'),
    to: query.get('to'),
    by,
    currency: 'MYR',
    totals: { bets: 2401, payouts: 2000, ggr: 401, rounds: 60, players: 5 },
  };
};

const routes = {
  'GET /reports/ggr': ({ url }: { url: URL }) => ggrPage(url.searchParams),
  'GET /reports/bonus-cost': ({ url }: { url: URL }) => ({
    list: [
      {
        key: '7',
        label: 'RELOAD50',
        promotionId: 7,
        source: 'deposit_match',
        day: null,
        granted: 500,
        grantedCount: 5,
        returned: 100,
        returnedCount: 1,
        released: 50,
        netCost: 400,
        members: 3,
        deposits: 9000,
      },
      {
        key: 'adjustment',
        label: 'adjustment',
        promotionId: null,
        source: 'adjustment',
        day: null,
        granted: 30,
        grantedCount: 1,
        returned: 0,
        returnedCount: 0,
        released: 0,
        netCost: 30,
        members: 1,
        deposits: 0,
      },
    ],
    page: 1,
    pageSize: 25,
    total: 2,
    from: url.searchParams.get('from'),
    to: url.searchParams.get('to'),
    by: 'promotion',
    currency: 'MYR',
    totals: {
      granted: 530,
      grantedCount: 6,
      returned: 100,
      returnedCount: 1,
      released: 50,
      netCost: 430,
      members: 4,
      deposits: 9000,
    },
  }),
  'GET /reports/manual-bonuses': {
    list: [
      {
        id: 3,
        bonusNo: 'B0003',
        memberId: 42,
        account: 'alice',
        amount: 30,
        state: 'in_progress',
        reason: 'goodwill',
        issuedAt: '2030-03-10T02:00:00.000Z',
      },
    ],
    page: 1,
    pageSize: 25,
    total: 1,
    from: '2030-03-04',
    to: '2030-03-10',
    currency: 'MYR',
    totals: { amount: 30, count: 1 },
  },
  'GET /reports/commissions': {
    list: [
      {
        key: '8:daily',
        label: 'agent01',
        kind: 'daily',
        agentId: 8,
        day: null,
        settlements: 7,
        paidCount: 5,
        validBets: 70000,
        gross: 700,
        paid: 650,
      },
    ],
    page: 1,
    pageSize: 25,
    total: 1,
    from: '2030-03-04',
    to: '2030-03-10',
    by: 'agent',
    currency: 'MYR',
    totals: { settlements: 7, paidCount: 5, validBets: 70000, gross: 700, paid: 650 },
    kinds: [
      { kind: 'daily', settlements: 7, paidCount: 5, validBets: 70000, gross: 700, paid: 650 },
    ],
  },
};

describe('the reports', () => {
  it('GGR: rows with a totals row, the range in the call, views and the CSV address', async () => {
    const { calls, router } = await renderConsole('/reports/ggr?from=2030-03-01&to=2030-03-10', {
      role: 'finance',
      routes,
    });
    const table = await screen.findByRole('table', { name: 'Gross gaming revenue' });
    expect(await within(table).findByText('House Slots')).toBeTruthy();
    const total = within(table).getByText('Total').closest('tr')!;
    expect(within(total).getByText('401.00')).toBeTruthy();
    expect(
      calls.some(
        (call) =>
          call.path === '/reports/ggr' &&
          call.query.from === '2030-03-01' &&
          call.query.to === '2030-03-10' &&
          call.query.by === undefined,
      ),
    ).toBe(true);
    // The chart reads the days of the same range.
    expect(
      calls.some(
        (call) =>
          call.path === '/reports/ggr' && call.query.by === 'day' && call.query.pageSize === '100',
      ),
    ).toBe(true);
    expect(screen.getByRole('img', { name: 'GGR by day' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('View'), 'game');
    await waitFor(() => expect(router.state.location.search).toContain('by=game'));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/reports/ggr' &&
            call.query.by === 'game' &&
            call.query.category === 'LIVE',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('a preset range changes the call; a reversed range says why instead', async () => {
    const { calls, router } = await renderConsole('/reports/ggr?from=2030-03-10&to=2030-03-01', {
      role: 'viewer',
      routes,
    });
    expect(
      await screen.findByText('The end of the range must not be before its start.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Gross gaming revenue' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('2030-03-10'));
    await screen.findByRole('table', { name: 'Gross gaming revenue' });
    const last = calls.filter((call) => call.path === '/reports/ggr').at(-1)!;
    expect(last.query.from! < last.query.to!).toBe(true);
  });

  it('bonus cost: per promotion with the source, totals, and the bonuses granted by hand', async () => {
    const { calls } = await renderConsole('/reports/bonus-cost', { role: 'marketing', routes });
    const table = await screen.findByRole('table', { name: 'Promotion and bonus cost' });
    expect(await within(table).findByText('RELOAD50')).toBeTruthy();
    expect(within(table).getByText('Deposit match')).toBeTruthy();
    expect(within(table).getByText('Granted by hand')).toBeTruthy();
    const total = within(table).getByText('Total').closest('tr')!;
    expect(within(total).getByText('430.00')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('View'), 'manual');
    const manual = await screen.findByRole('table', { name: 'Granted by hand' });
    expect(await within(manual).findByText('goodwill')).toBeTruthy();
    expect(within(manual).getByRole('link', { name: 'alice' }).getAttribute('href')).toBe(
      '/members/42',
    );
    const call = calls.find((c) => c.path === '/reports/manual-bonuses')!;
    expect(call.query.by).toBeUndefined();
    expect(call.query.from).toBeTruthy();
  });

  it('commissions: per agent and kind, each kind summed, filtered by kind', async () => {
    const { calls } = await renderConsole('/reports/commissions', { role: 'agency', routes });
    const table = await screen.findByRole('table', { name: 'Agent commissions' });
    expect(await within(table).findByRole('link', { name: 'agent01' })).toBeTruthy();
    expect(within(table).getAllByText('Daily salary').length).toBeGreaterThan(0);
    expect(screen.getByText('Daily salary: 650.00')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'dividend');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/reports/commissions' && call.query.kind === 'dividend',
        ),
      ).toBe(true),
    );
  });

  it('a role without reports sees neither the pages nor their entries', async () => {
    await renderConsole('/reports/ggr', { role: 'cs', routes });
    expect(await screen.findByText(/Your role cannot open this page/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gaming revenue' })).toBeNull();
  });
});
