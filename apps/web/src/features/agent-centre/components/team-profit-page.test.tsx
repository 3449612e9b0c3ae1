import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamProfitValue } from '@portal/shared/schemas/agency';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { callsTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { figures, profitRow } from '../test-data';
import { TeamProfitPage } from './team-profit-page';

const PATH = '/wps/agent/team/profit';

function level(url: URL): TeamProfitValue {
  const below = url.searchParams.get('parentId') === '10';
  const common = {
    from: '2026-11-01',
    to: '2026-11-26',
    currency: 'MYR',
    page: 1,
    pageSize: 20,
    totalPages: 1,
  };
  if (below) {
    return {
      ...common,
      breadcrumbs: [
        { id: 1, account: 'agent01' },
        { id: 10, account: 'sub01' },
      ],
      parent: profitRow(10, {
        account: 'sub01',
        type: 2,
        downlineCount: 1,
        own: figures(),
        team: figures({ bets: 20, validBets: 20, payouts: 5, profitLoss: -15 }),
      }),
      list: [
        profitRow(11, {
          account: 'leaf11',
          level: 2,
          own: figures({ bets: 20, validBets: 20, payouts: 5, profitLoss: -15 }),
          team: figures({ bets: 20, validBets: 20, payouts: 5, profitLoss: -15 }),
        }),
      ],
      total: 1,
    };
  }
  return {
    ...common,
    breadcrumbs: [{ id: 1, account: 'agent01' }],
    parent: profitRow(1, {
      account: 'agent01',
      type: 1,
      level: 0,
      downlineCount: 2,
      team: figures({ deposits: 100, bets: 30, validBets: 30, payouts: 40, profitLoss: 10 }),
    }),
    list: [
      profitRow(10, {
        account: 'sub01',
        type: 2,
        downlineCount: 1,
        own: figures({ deposits: 100 }),
        team: figures({ deposits: 100, bets: 20, validBets: 20, payouts: 5, profitLoss: -15 }),
      }),
      profitRow(20, {
        account: 'player20',
        own: figures({ bets: 10, validBets: 10, payouts: 35, profitLoss: 25 }),
        team: figures({ bets: 10, validBets: 10, payouts: 35, profitLoss: 25 }),
      }),
    ],
    total: 2,
  };
}

function renderPage() {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${PATH}`]: (_body, url) => level(url),
  });
  renderWithProviders(<TeamProfitPage navigate={vi.fn()} />);
  return fetchMock;
}

const cell = (row: HTMLElement, figure: string) =>
  row.querySelector(`[data-figure="${figure}"]`)?.textContent;

describe('TeamProfitPage', () => {
  withDesktopViewport();

  it("shows the team's totals, the agent's own row, and each direct downline's team or own figures", async () => {
    renderPage();
    const total = await screen.findByTestId('profit-team-total');
    expect(within(total).getByText('Team total of agent01')).toBeTruthy();
    expect(cell(total, 'deposits')).toBe('100.00');
    expect(cell(total, 'profitLoss')).toBe('+10.00');
    const rows = screen.getAllByTestId('profit-row');
    expect(cell(rows[0]!, 'profitLoss')).toBe('−15.00');
    expect(rows[0]!.querySelector('[data-figure="profitLoss"]')!.getAttribute('data-tone')).toBe(
      'down',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Own only' }));
    expect(cell(screen.getAllByTestId('profit-row')[0]!, 'profitLoss')).toBe('0.00');
  });

  it('drills down into a downline with a team and back up, in the same period', async () => {
    const fetchMock = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'This month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the team of sub01' }));
    await waitFor(() =>
      expect(screen.getByTestId('profit-team-total').textContent).toContain('sub01'),
    );
    const asked = callsTo(fetchMock, 'GET', PATH).map(([input]) =>
      Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
    );
    expect(asked.at(-1)).toMatchObject({ period: 'month', parentId: '10', page: '1' });
    // A member without a team has nothing to open.
    expect(screen.queryByRole('button', { name: 'Open the team of leaf11' })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Levels of your team' });
    fireEvent.click(within(crumbs).getByRole('button', { name: 'agent01' }));
    await waitFor(() =>
      expect(screen.getByTestId('profit-team-total').textContent).toContain('agent01'),
    );
  });
});
