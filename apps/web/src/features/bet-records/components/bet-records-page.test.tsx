import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRecord, BetRecordsValue } from '@portal/shared/schemas/games';
import type { GameMenu } from '@portal/shared/schemas/system';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { ApiFailure, serveApi } from '../../../components/ui/test-api';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { BetRecordsPage } from './bet-records-page';

const DAY = 24 * 60 * 60 * 1000;

function bet(overrides: Partial<BetRecord>): BetRecord {
  return {
    id: 1,
    roundId: 'house-r-1',
    time: '2026-11-20T08:00:00.000Z',
    settledAt: '2026-11-20T08:00:05.000Z',
    gameType: 'RNG',
    vassalage: 'HOUSE',
    vendorName: 'House Slots',
    nodeId: 'node-1',
    gameName: 'Lucky Sevens',
    stake: 10,
    validBet: 10,
    payout: 25,
    winLoss: 15,
    status: 'settled',
    result: null,
    ...overrides,
  };
}

const zero = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };

function answer(list: BetRecord[], overrides: Partial<BetRecordsValue> = {}): BetRecordsValue {
  return {
    list,
    page: 1,
    pageSize: 20,
    total: list.length,
    totalPages: list.length > 0 ? 1 : 0,
    from: '2026-11-14T00:00:00.000Z',
    to: '2026-11-21T00:00:00.000Z',
    currency: 'MYR',
    totals: zero,
    ...overrides,
  };
}

const vendor = (gameType: GameMenu['gameCategory'], vassalage: string, title: string) => ({
  gameType,
  vassalage,
  title,
  isHot: false,
  cards: 3,
  icon: '',
  maintenance: false,
});
const menus: GameMenu[] = [
  {
    gameCategory: 'RNG',
    vendors: [vendor('RNG', 'HOUSE', 'House Slots'), vendor('RNG', 'PG', 'Pocket Games')],
  },
  { gameCategory: 'LIVE', vendors: [vendor('LIVE', 'EVO', 'Evo Live')] },
];
const tree = ['RNG', 'LIVE'].map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] }));

let reply: (url: URL) => unknown;
let queries: URLSearchParams[];
const lastQuery = () => queries.at(-1)!;

function renderPage() {
  serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel({ whitelabel: tree }) }),
    'GET /lgw/games/game_menus': () => menus,
    'GET /wps/member/bets': (_body, url) => {
      queries.push(url.searchParams);
      return reply(url);
    },
  });
  renderWithProviders(<BetRecordsPage navigate={vi.fn()} />);
}

describe('BetRecordsPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    queries = [];
    reply = () =>
      answer(
        [
          bet({
            id: 2,
            roundId: 'live-r-9',
            gameType: 'LIVE',
            gameName: 'Speed Roulette',
            vendorName: 'Evo Live',
            stake: 1_200,
            validBet: 1_200,
            payout: 0,
            winLoss: -1_200,
            result: { number: 17, colour: 'red', cashedOut: true },
          }),
          bet({ id: 1, status: 'open', payout: 0, validBet: 0, winLoss: 0, settledAt: null }),
        ],
        { totals: { count: 2, stake: 1_210, validBet: 1_200, payout: 0, winLoss: -1_200 } },
      );
  });

  it('shows each round with its game, vendor, round id, amounts, win/loss and status, and the totals', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('bet-record');
    expect(rows).toHaveLength(2);
    const live = within(rows[0]!);
    expect(live.getByText('Speed Roulette')).toBeTruthy();
    expect(live.getByText('Live Casino')).toBeTruthy();
    expect(live.getByText('Evo Live')).toBeTruthy();
    expect(live.getByText('live-r-9')).toBeTruthy();
    expect(live.getByText('1,200.00')).toBeTruthy();
    expect(live.getByText('−1,200.00').className).toMatch(/loss/);
    expect(live.getByText('Settled')).toBeTruthy();
    expect(within(rows[1]!).getByText('Open')).toBeTruthy();
    expect(screen.getByTestId('bets-total-count').textContent).toBe('2');
    expect(screen.getByTestId('bets-total-stake').textContent).toBe('1,210.00');
    expect(screen.getByTestId('bets-total-validBet').textContent).toBe('1,200.00');
    expect(screen.getByTestId('bets-total-winLoss').textContent).toBe('−1,200.00');
    expect(screen.getByTestId('bets-total-winLoss').className).toMatch(/loss/);
    expect(await screen.findByText('Totals for the period (RM)')).toBeTruthy();
  });

  it('keeps each desktop cell to its value: the card layout names the amounts from data-label', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('bet-record');
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[4]!.textContent).toBe('1,200.00');
    expect(cells[4]!.getAttribute('data-label')).toBe('Stake (RM)');
    expect(cells[5]!.textContent).toBe('0.00');
    expect(cells[5]!.getAttribute('data-label')).toBe('Payout (RM)');
    expect(rows[0]!.textContent).not.toContain('Stake');
    expect(rows[0]!.textContent).not.toContain('Payout');
  });

  it('shows a long round id on one line with the whole id as its tooltip, and copies it from the details', async () => {
    const roundId = 'house-slot-20261120-080000-7f3a9c2e41b8d605e9';
    reply = () => answer([bet({ roundId })]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    const [row] = await screen.findAllByTestId('bet-record');
    const shown = within(row!).getByText(roundId);
    expect(shown.getAttribute('title')).toBe(roundId);
    expect(shown.closest('td')!.textContent).toBe(roundId);

    fireEvent.click(screen.getByRole('button', { name: `Details of round ${roundId}` }));
    const details = within(screen.getByTestId('bet-result'));
    expect(details.getByTestId('bet-round-id').textContent).toBe(roundId);
    fireEvent.click(details.getByRole('button', { name: `Copy round ID ${roundId}` }));
    expect(writeText).toHaveBeenCalledWith(roundId);
    // The live region is there from the start; the word arrives once the clipboard answers.
    await waitFor(() => expect(details.getByRole('status').textContent).toBe('Copied'));
  });

  it('opens a round to show its result in words', async () => {
    renderPage();
    await screen.findAllByTestId('bet-record');
    const toggle = screen.getByRole('button', { name: 'Details of round live-r-9' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const result = within(screen.getByTestId('bet-result'));
    expect(result.getByText('Number').nextSibling?.textContent).toBe('17');
    expect(result.getByText('Colour').nextSibling?.textContent).toBe('red');
    expect(result.getByText('Cashed out').nextSibling?.textContent).toBe('Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Details of round house-r-1' }));
    expect(screen.getByText('No result details for this round.')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('bet-result')).toHaveLength(1);
  });

  it('asks for the last 7 local days at first, then for the preset, category and vendor chosen', async () => {
    reply = (url) =>
      answer([bet({})], { page: Number(url.searchParams.get('page')), total: 45, totalPages: 3 });
    renderPage();
    await screen.findAllByTestId('bet-record');
    const first = lastQuery();
    const from = new Date(first.get('from')!);
    const to = new Date(first.get('to')!);
    expect(from.getHours()).toBe(0);
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(7 * DAY - 3_600_000);
    expect(to.getTime()).toBeGreaterThan(Date.now());
    expect([first.get('gameType'), first.get('vassalage')]).toEqual([null, null]);
    expect([first.get('page'), first.get('pageSize')]).toEqual(['1', '20']);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('1'));
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(new Date(lastQuery().get('from')!).getTime()).toBe(today.getTime());

    const vendorSelect = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(vendorSelect.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'RNG' } });
    await waitFor(() => expect(lastQuery().get('gameType')).toBe('RNG'));
    await waitFor(() => expect(vendorSelect.disabled).toBe(false));
    expect(
      within(vendorSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All platforms', 'House Slots', 'Pocket Games']);
    fireEvent.change(vendorSelect, { target: { value: 'PG' } });
    await waitFor(() => expect(lastQuery().get('vassalage')).toBe('PG'));
    expect(lastQuery().get('gameType')).toBe('RNG');
    // Another category forgets the vendor.
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(lastQuery().get('gameType')).toBe('LIVE'));
    expect(lastQuery().get('vassalage')).toBeNull();
  });

  it('reads a custom range and refuses more than 90 days without asking', async () => {
    renderPage();
    await screen.findAllByTestId('bet-record');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(new Date(lastQuery().get('to')!).getTime()).toBe(new Date(2026, 1, 1).getTime()),
    );
    const asked = queries.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    expect(queries.length).toBe(asked);
  });

  it('says when there are no bets in the range', async () => {
    reply = () => answer([]);
    renderPage();
    expect(await screen.findByText('No bets in this period.')).toBeTruthy();
    expect(screen.getByTestId('bets-total-winLoss').textContent).toBe('0.00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a failure and loads again on retry', async () => {
    reply = () => new ApiFailure('SYSTEM_ERROR', 500);
    renderPage();
    expect(await screen.findByText('We could not load your betting record.')).toBeTruthy();
    reply = () => answer([bet({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bet-record')).toHaveLength(1);
  });
});
