import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountRecord, AccountRecords } from '@portal/shared/schemas/account-records';
import {
  ApiFailure,
  buildWhitelabel,
  mockApi,
  renderWithProviders,
} from '../../../components/ui/test-utils';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { AccountRecordsPage } from './account-records-page';

const PATH = '/wps/member/wallet/transactions';
const DAY = 24 * 60 * 60 * 1000;

function record(overrides: Partial<AccountRecord>): AccountRecord {
  return {
    id: 1,
    time: '2026-11-20T08:00:00.000Z',
    type: 'deposit',
    wallet: 'main',
    vendor: null,
    vendorName: null,
    amount: 1_000,
    balanceAfter: 1_000,
    reference: 'D202611200001',
    ...overrides,
  };
}

function answer(list: AccountRecord[], overrides: Partial<AccountRecords> = {}): AccountRecords {
  return {
    list,
    page: 1,
    pageSize: 20,
    total: list.length,
    totalPages: list.length > 0 ? 1 : 0,
    from: '2026-11-14T00:00:00.000Z',
    to: '2026-11-21T00:00:00.000Z',
    currency: 'MYR',
    totals: { moneyIn: 1_000, moneyOut: 0, net: 1_000 },
    ...overrides,
  };
}

let reply: (url: URL) => unknown;
/** The queries the page sent for records, oldest first. */
let queries: URLSearchParams[];

function renderPage() {
  const fetchMock = mockApi({
    '/wps/system/whitelabel': { info: buildWhitelabel() },
    [PATH]: (url: URL) => {
      queries.push(url.searchParams);
      return reply(url);
    },
  });
  renderWithProviders(<AccountRecordsPage navigate={vi.fn()} />);
  return fetchMock;
}

const lastQuery = () => queries.at(-1)!;

describe('AccountRecordsPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    queries = [];
    reply = () =>
      answer(
        [
          record({
            id: 3,
            type: 'transfer_to_upline',
            amount: -40,
            balanceAfter: 1_234_560.5,
            reference: 'ref-upline-1',
          }),
          record({
            id: 2,
            type: 'transfer_to_vendor',
            wallet: 'vendor',
            vendor: 'PG',
            vendorName: 'Pocket Games',
            amount: 200,
          }),
          record({ id: 1 }),
        ],
        { total: 3, totals: { moneyIn: 1_200, moneyOut: 40, net: 1_160 } },
      );
  });

  it('lists each movement with its translated type, signed amount, balance and reference', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('account-record');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Transfer to upline')).toBeTruthy();
    expect(first.getByText('Main wallet')).toBeTruthy();
    expect(first.getByText('−40.00')).toBeTruthy();
    expect(first.getByText('1,234,560.50')).toBeTruthy();
    expect(first.getByText('ref-upline-1')).toBeTruthy();
    expect(within(rows[1]!).getByText('Pocket Games')).toBeTruthy();
    expect(within(rows[1]!).getByText('+200.00')).toBeTruthy();
    expect(screen.getByTestId('records-money-in').textContent).toBe('+1,200.00');
    expect(screen.getByTestId('records-money-out').textContent).toBe('−40.00');
    expect(screen.getByTestId('records-net').textContent).toBe('+1,160.00');
    expect(await screen.findByText('Totals for the period (RM)')).toBeTruthy();
  });

  it('asks for the last 7 days by default, whole local days, today included', async () => {
    renderPage();
    await screen.findAllByTestId('account-record');
    const query = lastQuery();
    const from = new Date(query.get('from')!);
    const to = new Date(query.get('to')!);
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(7 * DAY - 3_600_000);
    expect(from.getHours()).toBe(0);
    expect(to.getTime()).toBeGreaterThan(Date.now());
    expect(to.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    expect(query.get('type')).toBeNull();
    expect(query.get('page')).toBe('1');
  });

  it('filters by a preset range and by type, back on the first page', async () => {
    reply = (url) =>
      answer([record({})], {
        page: Number(url.searchParams.get('page')),
        total: 45,
        totalPages: 3,
      });
    renderPage();
    await screen.findAllByTestId('account-record');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('1'));
    const from = new Date(lastQuery().get('from')!);
    const to = new Date(lastQuery().get('to')!);
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(to.getTime()).toBe(today.getTime());
    expect(from.getDate()).toBe(new Date(today.getTime() - 12 * 3_600_000).getDate());
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdrawal' } });
    await waitFor(() => expect(lastQuery().get('type')).toBe('withdrawal'));
  });

  it('reads a custom range of whole days and refuses more than 90 days without asking', async () => {
    renderPage();
    await screen.findAllByTestId('account-record');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(new Date(lastQuery().get('to')!).getTime()).toBe(new Date(2026, 1, 1).getTime()),
    );
    expect(new Date(lastQuery().get('from')!).getTime()).toBe(new Date(2026, 0, 1).getTime());
    const asked = queries.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    expect(await screen.findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(queries.length).toBe(asked);
  });

  it('says when there is nothing in the range', async () => {
    reply = () => answer([], { totals: { moneyIn: 0, moneyOut: 0, net: 0 } });
    renderPage();
    expect(await screen.findByText('No movements in this period.')).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByTestId('records-net').textContent).toBe('0.00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a failure and loads again on retry', async () => {
    reply = () => new ApiFailure(500, 'SYSTEM_ERROR');
    renderPage();
    expect(await screen.findByText('We could not load your account records.')).toBeTruthy();
    reply = () => answer([record({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('account-record')).toHaveLength(1);
  });
});
