import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SlotSpinValue } from '@portal/shared/schemas/house-games';
import { slotConfig } from '../../test/configs';
import {
  bodiesSentTo,
  buildRound,
  buildSession,
  callsTo,
  ENGINE_LOADED,
  HouseFailure,
  renderHouse,
  setUpHouseTests,
  stubReducedMotion,
  TOKEN,
} from '../../test/render-house';

const spinAnswer: SlotSpinValue = {
  roundId: 'spin-1',
  stake: 2.5,
  payout: 6,
  balance: 1237.99,
  grid: [
    ['CHERRY', 'SEVEN', 'BELL', 'SEVEN', 'CHERRY'],
    ['BELL', 'BELL', 'WILD', 'SCATTER', 'CHERRY'],
    ['SCATTER', 'CHERRY', 'SEVEN', 'BELL', 'SCATTER'],
  ],
  wins: [
    { line: 0, symbol: 'BELL', count: 3, amount: 5 },
    { line: null, symbol: 'SCATTER', count: 3, amount: 1 },
  ],
};

const spinButton = () => screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const reels = () => screen.getByRole('group', { name: 'Reels' });

async function renderSlot(routes = {}) {
  const rendered = renderHouse(buildSession(slotConfig), routes);
  await screen.findByRole('button', { name: 'Spin' }, ENGINE_LOADED);
  return rendered;
}

describe('SlotGame', () => {
  setUpHouseTests();

  it('offers the configured line bets and lines and shows the total stake', async () => {
    await renderSlot();
    expect([...select('Line bet').options].map((option) => option.text)).toEqual([
      '0.10',
      '0.50',
      '1.00',
      '2.00',
    ]);
    expect([...select('Lines').options].map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(select('Lines').value).toBe('5');
    expect(screen.getByTestId('total-stake').textContent).toBe('RM 0.50');
    fireEvent.change(select('Line bet'), { target: { value: '0.5' } });
    fireEvent.change(select('Lines'), { target: { value: '3' } });
    expect(screen.getByTestId('total-stake').textContent).toBe('RM 1.50');
    expect(within(reels()).getAllByRole('img')).toHaveLength(15);
  });

  it('spins with the chosen bet and shows the window, the wins and the balance of the answer', async () => {
    const { fetchMock } = await renderSlot({
      'POST /house/api/slot/spin': () => spinAnswer,
    });
    fireEvent.change(select('Line bet'), { target: { value: '0.5' } });
    fireEvent.click(spinButton());

    expect(await screen.findByText('You win RM 6.00')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/house/api/slot/spin')).toEqual([
      { token: TOKEN, lineBet: 0.5, lines: 5 },
    ]);
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,237.99');
    // grid[row][reel], read reel by reel.
    const shown = within(reels())
      .getAllByRole('img')
      .map((glyph) => glyph.getAttribute('aria-label'));
    expect(shown.slice(0, 3)).toEqual(['Cherry', 'Bell', 'Scatter']);
    expect(screen.getByText('Line 1: 3 × Bell')).toBeTruthy();
    expect(screen.getByText('Scatter: 3 × Scatter')).toBeTruthy();
    // Line 1 (the middle row) over three reels, and the three scatters.
    expect(reels().querySelectorAll('[data-won]')).toHaveLength(6);
    await waitFor(() => expect(callsTo(fetchMock, '/house/api/rounds')).toBe(2));
  });

  it('says so when a spin wins nothing', async () => {
    await renderSlot({
      'POST /house/api/slot/spin': () => ({ ...spinAnswer, payout: 0, wins: [] }),
    });
    fireEvent.click(spinButton());
    expect(await screen.findByText('No win this time.')).toBeTruthy();
    expect(reels().querySelectorAll('[data-won]')).toHaveLength(0);
  });

  it('spins with the Space key', async () => {
    const { fetchMock } = await renderSlot({ 'POST /house/api/slot/spin': () => spinAnswer });
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(await screen.findByText('You win RM 6.00')).toBeTruthy();
    expect(callsTo(fetchMock, '/house/api/slot/spin')).toBe(1);
  });

  it('keeps the controls disabled while a spin runs and never sends a second one', async () => {
    let answer: (value: SlotSpinValue) => void = () => {};
    const { fetchMock } = await renderSlot({
      'POST /house/api/slot/spin': () =>
        new Promise<SlotSpinValue>((resolve) => (answer = resolve)),
    });
    fireEvent.click(spinButton());
    fireEvent.click(spinButton());
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    await waitFor(() => expect(spinButton().disabled).toBe(true));
    expect(select('Line bet').disabled).toBe(true);
    expect(select('Lines').disabled).toBe(true);
    expect(reels().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(spinAnswer));
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(callsTo(fetchMock, '/house/api/slot/spin')).toBe(1);
  });

  it('keeps the reels turning and the balance unchanged until the spin time is up', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSlot({ 'POST /house/api/slot/spin': () => spinAnswer });
    fireEvent.click(spinButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(reels().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,234.50');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('You win RM 6.00')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,237.99');
  });

  it("shows the server's message and the balance it reports when funds are short", async () => {
    await renderSlot({
      'POST /house/api/slot/spin': () =>
        new HouseFailure('INSUFFICIENT_FUNDS', 400, 'Your balance is not enough for this amount.', {
          balance: 0.3,
          currency: 'MYR',
        }),
    });
    fireEvent.click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your balance is not enough for this amount.',
    );
    expect(screen.getByTestId('balance').textContent).toBe('RM 0.30');
    expect(spinButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which limit refused a spin, its period, the limit and the room left', async () => {
    await renderSlot({
      'POST /house/api/slot/spin': () =>
        new HouseFailure('LOSS_LIMIT_REACHED', 409, 'Loss limit reached.', {
          period: 'day',
          limit: 100,
          remaining: 1.5,
        }),
    });
    fireEvent.click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bet not placed: it would pass your daily loss limit of RM 100.00. Room left: RM 1.50.',
    );
    expect(spinButton().disabled).toBe(false);
  });

  it('says a spin was refused by a wager limit or by a break', async () => {
    let answer = new HouseFailure('WAGER_LIMIT_REACHED', 409, 'Wager limit reached.', {
      period: 'month',
      limit: 2000,
      remaining: 0,
    });
    await renderSlot({ 'POST /house/api/slot/spin': () => answer });
    fireEvent.click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'your monthly wager limit of RM 2,000.00. Room left: RM 0.00.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    answer = new HouseFailure('PLAY_BREAK_ACTIVE', 403, 'On a break.', {
      kind: 'exclusion',
      endsAt: null,
    });
    fireEvent.click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bet not placed: you have excluded yourself from play.',
    );
  });

  it('stops play and asks to reopen the game once the session has expired', async () => {
    await renderSlot({
      'POST /house/api/slot/spin': () =>
        new HouseFailure('GAME_SESSION_INVALID', 401, 'The game session has expired.'),
    });
    fireEvent.click(spinButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The game session has expired.');
    expect(alert.textContent).toContain('Please close this game and open it again from the lobby.');
    expect(spinButton().disabled).toBe(true);
  });

  it('lists every symbol with its pays, the rules and the return to player in the paytable', async () => {
    await renderSlot();
    fireEvent.click(screen.getByRole('button', { name: 'Paytable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable' });
    expect(within(dialog).getByText('Return to player: 96.00%')).toBeTruthy();
    const seven = within(dialog).getByText('Seven').parentElement!;
    expect(
      within(seven)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 of a kind: x500', '4 of a kind: x100', '3 of a kind: x25']);
    expect(
      within(dialog).getByText('Substitutes for every symbol except the scatter.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Pays anywhere on the reels, times the total stake.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Paylines (5)')).toBeTruthy();
  });

  it('shows the latest rounds after a spin', async () => {
    let rounds = [buildRound({ roundId: 'old', summary: 'no win' })];
    await renderSlot({
      'GET /house/api/rounds': () => ({ list: rounds }),
      'POST /house/api/slot/spin': () => {
        rounds = [
          buildRound({
            roundId: 'new',
            stake: 2.5,
            payout: 6,
            summary: '3 x BELL',
            detail: { engine: 'slot', symbol: 'BELL', count: 3 },
          }),
          ...rounds,
        ];
        return spinAnswer;
      },
    });
    expect(await screen.findByText('No win')).toBeTruthy();
    fireEvent.click(spinButton());
    expect(await screen.findByText('3 × Bell')).toBeTruthy();
  });
});
