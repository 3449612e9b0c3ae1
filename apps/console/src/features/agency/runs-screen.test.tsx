import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { run, runSettlements } from './agency-fixtures';

const runs = { list: [run], page: 1, pageSize: 25, total: 1, from: '2026-11-22', to: '2026-11-28' };

describe('contract settlements', () => {
  it('lists the runs by kind and opens one with its settlements, carries and transfers', async () => {
    const { calls, router } = await renderConsole('/agency/settlements?kind=daily', {
      role: 'viewer',
      routes: { 'GET /contracts/runs': runs, 'GET /contracts/settlements': runSettlements },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Contract settlements' },
      { timeout: 12_000 },
    );
    expect(await within(table).findByText('Daily salary')).toBeTruthy();
    expect(calls.find((call) => call.path === '/contracts/runs')?.query).toMatchObject({
      kind: 'daily',
    });
    expect(screen.queryByRole('button', { name: 'Settle now' })).toBeNull();

    await userEvent.click(within(table).getByText('Daily salary'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/settlements/run'));
    expect(await screen.findByText('-12.50')).toBeTruthy();
    expect(screen.getByText(/#880/)).toBeTruthy();
    expect(screen.getByText('2 settlements, 1 paid, 4.00 in total')).toBeTruthy();
    expect(calls.find((call) => call.path === '/contracts/settlements')?.query).toMatchObject({
      schedule: 'daily',
      periodStart: run.periodStart,
    });
  });

  it('lets finance settle now', async () => {
    const { calls } = await renderConsole('/agency/settlements', {
      role: 'finance',
      routes: {
        'GET /contracts/runs': runs,
        'POST /contracts/settle': {
          closedUntil: '2026-11-28T00:00:00.000Z',
          periods: [{ schedule: 'daily', periodStart: run.periodStart, settlements: 2, paid: 4 }],
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Settle now' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/contracts/settle',
        body: {},
      }),
    );
    expect(await screen.findByText('1 periods settled, 4.00 paid')).toBeTruthy();
  });
});
