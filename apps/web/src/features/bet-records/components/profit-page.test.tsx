import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfitValue } from '@portal/shared/schemas/games';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { ApiFailure, serveApi } from '../../../components/ui/test-api';
import { ProfitPage } from './profit-page';

const DAY = 24 * 60 * 60 * 1000;
const zero = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
const day = (date: string, winLoss: number, count = 1) => ({
  date,
  count,
  stake: 10 * count,
  validBet: 10 * count,
  payout: 10 * count + winLoss,
  winLoss,
});

function answer(overrides: Partial<ProfitValue> = {}): ProfitValue {
  return {
    from: '2026-11-14T16:00:00.000Z',
    to: '2026-11-17T16:00:00.000Z',
    currency: 'MYR',
    days: [day('2026-11-15', 40), { date: '2026-11-16', ...zero }, day('2026-11-17', -25.5, 3)],
    categories: [
      { gameType: 'RNG', count: 3, stake: 30, validBet: 30, payout: 14.5, winLoss: -15.5 },
      { gameType: 'FISH', count: 1, stake: 10, validBet: 10, payout: 40, winLoss: 30 },
    ],
    totals: { count: 4, stake: 40, validBet: 40, payout: 54.5, winLoss: 14.5 },
    ...overrides,
  };
}

let reply: (url: URL) => unknown;
let queries: URLSearchParams[];
const lastQuery = () => queries.at(-1)!;

function renderPage() {
  serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/member/bets/profit': (_body, url) => {
      queries.push(url.searchParams);
      return reply(url);
    },
  });
  renderWithProviders(<ProfitPage navigate={vi.fn()} />);
}

describe('ProfitPage', () => {
  beforeEach(() => {
    queries = [];
    reply = () => answer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a bar per day above the axis for a win and below it for a loss, none for a quiet day', async () => {
    renderPage();
    const chart = await screen.findByTestId('profit-chart');
    expect(chart.getAttribute('aria-label')).toBe(
      'Bar chart of win/loss per day from 2026-11-15 to 2026-11-17',
    );
    const axis = Number(screen.getByTestId('profit-axis').getAttribute('y1'));
    const bars = screen.getAllByTestId('profit-bar');
    expect(bars.map((bar) => bar.getAttribute('data-date'))).toEqual(['2026-11-15', '2026-11-17']);
    const [win, loss] = [bars[0]!, bars[1]!];
    const edge = (bar: Element, attribute: string) => Number(bar.getAttribute(attribute));
    expect(edge(win, 'y') + edge(win, 'height')).toBeCloseTo(axis);
    expect(edge(loss, 'y')).toBeCloseTo(axis);
    // The bigger amount gets the longer bar.
    expect(edge(win, 'height')).toBeGreaterThan(edge(loss, 'height'));
    expect(win.getAttribute('class')).toMatch(/win/);
    expect(loss.getAttribute('class')).toMatch(/loss/);
    const titles = [...chart.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toEqual(['2026-11-15: +40.00', '2026-11-16: 0.00', '2026-11-17: −25.50']);
  });

  it('repeats the days as a table for screen readers, with the categories and totals', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Win/loss per day (RM)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-15110.00+40.00',
      '2026-11-1600.000.00',
      '2026-11-17330.00−25.50',
    ]);
    const categories = screen.getAllByTestId('profit-category');
    expect(categories.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Slots',
      'Fishing',
    ]);
    expect(within(categories[0]!).getByText('−15.50').className).toMatch(/loss/);
    expect(within(categories[1]!).getByText('+30.00').className).toMatch(/win/);
    // Wide tables show bare figures; the narrow cards take their names from data-label.
    const cells = within(categories[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Bets',
      'Valid bet (RM)',
      'Payout (RM)',
      null,
    ]);
    expect(cells.map((cell) => cell.textContent)).toEqual(['3', '30.00', '14.50', '−15.50']);
    expect(screen.getByTestId('bets-total-winLoss').textContent).toBe('+14.50');
    expect(screen.getByTestId('bets-total-payout').textContent).toBe('54.50');
  });

  it('asks for whole site days (GMT+8): the last 7 first, then the preset chosen', async () => {
    renderPage();
    await screen.findByTestId('profit-chart');
    const from = Date.parse(lastQuery().get('from')!);
    const to = Date.parse(lastQuery().get('to')!);
    expect(to - from).toBe(7 * DAY);
    // Site days start at 16:00 UTC.
    expect(new Date(from).getUTCHours()).toBe(16);
    expect(to).toBeGreaterThan(Date.now());
    expect(to - Date.now()).toBeLessThanOrEqual(DAY);
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(Date.parse(lastQuery().get('to')!) - Date.parse(lastQuery().get('from')!)).toBe(
        30 * DAY,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(lastQuery().get('from')).toBe('2026-02-28T16:00:00.000Z'));
    expect(lastQuery().get('to')).toBe('2026-03-02T16:00:00.000Z');
  });

  it('says when nothing was settled in the range', async () => {
    reply = () =>
      answer({
        days: [{ date: '2026-11-15', ...zero }],
        categories: [],
        totals: zero,
      });
    renderPage();
    expect(await screen.findByText('No settled bets in this period.')).toBeTruthy();
    expect(screen.queryByTestId('profit-chart')).toBeNull();
    expect(screen.getByTestId('bets-total-count').textContent).toBe('0');
  });

  it('explains a failure and loads again on retry', async () => {
    reply = () => new ApiFailure('SYSTEM_ERROR', 500);
    renderPage();
    expect(await screen.findByText('We could not load your profit and loss.')).toBeTruthy();
    reply = () => answer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profit-chart')).toBeTruthy();
  });
});
