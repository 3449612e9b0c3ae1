import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AgentAnnouncementsValue,
  IncomeValue,
  TeamTransactionsValue,
} from '@portal/shared/schemas/agency';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { callsTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { AnnouncementsPage } from './announcements-page';
import { IncomePage } from './income-page';
import { TeamTransactionsPage } from './team-transactions-page';

const whitelabel = () => ({ info: buildWhitelabel() });
const params = (fetchMock: ReturnType<typeof serveApi>, path: string) =>
  callsTo(fetchMock, 'GET', path).map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

describe('the agent centre records pages', () => {
  withDesktopViewport();

  it('my income: this month at first, totals of the kinds that have records, a kind filter', async () => {
    const income: IncomeValue = {
      from: '2026-11-01',
      to: '2026-11-26',
      currency: 'MYR',
      list: [
        {
          id: 5,
          time: '2026-11-25T04:00:00.000Z',
          kind: 'downline_transfer',
          amount: 12.34,
          reference: 'ref-5',
          source: 'player20',
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      totals: {
        amount: 12.34,
        count: 1,
        byKind: [
          { kind: 'downline_transfer', amount: 12.34, count: 1 },
          { kind: 'dividend', amount: 0, count: 0 },
        ],
      },
    };
    const fetchMock = serveApi({
      'GET /wps/system/whitelabel': whitelabel,
      'GET /wps/agent/income': () => income,
    });
    renderWithProviders(<IncomePage navigate={vi.fn()} />);
    const row = await screen.findByTestId('income-row');
    expect(row.textContent).toContain('player20');
    expect(row.textContent).toContain('Transfer from downline');
    expect(screen.getByTestId('income-total').textContent).toBe('12.34');
    // Dividends before any contract: no empty total for them.
    const totals = screen.getByRole('region', { name: 'Income in the period (RM)' });
    expect(within(totals).queryByText('Dividend')).toBeNull();
    expect(params(fetchMock, '/wps/agent/income')[0]).toMatchObject({ period: 'month' });
    fireEvent.change(screen.getByLabelText('Income type'), { target: { value: 'dividend' } });
    await waitFor(() =>
      expect(params(fetchMock, '/wps/agent/income').at(-1)).toMatchObject({ kind: 'dividend' }),
    );
  });

  it("transaction details: the records' type names, signed amounts and the period's totals", async () => {
    const value: TeamTransactionsValue = {
      from: '2026-11-26',
      to: '2026-11-26',
      currency: 'MYR',
      list: [
        {
          id: 9,
          time: '2026-11-26T04:00:00.000Z',
          account: 'player20',
          level: 1,
          type: 'transfer_from_upline',
          amount: 25,
          balance: 125,
          reference: 'abc',
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      totals: { in: 25, out: 10, count: 2 },
    };
    const fetchMock = serveApi({
      'GET /wps/system/whitelabel': whitelabel,
      'GET /wps/agent/team/transactions': () => value,
    });
    renderWithProviders(<TeamTransactionsPage navigate={vi.fn()} />);
    const row = await screen.findByTestId('team-transaction');
    expect(row.textContent).toContain('Transfer from upline');
    expect(row.textContent).toContain('+25.00');
    expect(screen.getByText('+15.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Transaction type'), { target: { value: 'bet' } });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'player20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(params(fetchMock, '/wps/agent/team/transactions').at(-1)).toMatchObject({
        period: 'today',
        type: 'bet',
        account: 'player20',
      }),
    );
  });

  it('announcements: pinned first and open, the others open on a click', async () => {
    const value: AgentAnnouncementsValue = {
      list: [
        {
          id: 2,
          title: 'Newer',
          content: '<p>Newer text</p>',
          pinned: false,
          time: '2026-11-26T04:00:00.000Z',
        },
        {
          id: 1,
          title: 'Pinned one',
          content: '<p>Pinned text</p>',
          pinned: true,
          time: '2026-11-20T04:00:00.000Z',
        },
      ],
    };
    serveApi({ 'GET /wps/agent/announcements': () => value });
    renderWithProviders(<AnnouncementsPage navigate={vi.fn()} />);
    const pinned = await screen.findByRole('button', { name: /Pinned one/ });
    expect(pinned.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Pinned text')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Pinned one');
    expect(items[1]).toContain('Newer');
    expect(screen.queryByText('Newer text')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Newer/ }));
    expect(await screen.findByText('Newer text')).toBeTruthy();
  });
});
