import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rouletteConfig } from '../../test/configs';
import {
  bodiesSentTo,
  buildSession,
  callsTo,
  ENGINE_LOADED,
  HouseFailure,
  renderHouse,
  setUpHouseTests,
  TOKEN,
  type HouseHandler,
} from '../../test/render-house';
import { RESULT_MS, SETTLE_RETRY_MS } from './use-roulette-round';

/** The server's clock runs a minute ahead of the device's: the countdown must not care. */
const SERVER_AHEAD_MS = 60_000;

function openAnswer(roundId: string) {
  const serverNow = Date.now() + SERVER_AHEAD_MS;
  return {
    roundId,
    serverTime: new Date(serverNow).toISOString(),
    closesAt: new Date(serverNow + rouletteConfig.bettingSeconds * 1000).toISOString(),
  };
}

const settleAnswer = {
  roundId: 'round-1',
  stake: 10,
  payout: 20,
  balance: 1244.5,
  number: 32,
  colour: 'red' as const,
  wins: [{ kind: 'red' as const, value: null, amount: 20 }],
};

function routes(overrides: Record<string, HouseHandler> = {}): Record<string, HouseHandler> {
  let opened = 0;
  return {
    'POST /house/api/roulette/open': () => openAnswer(`round-${++opened}`),
    'POST /house/api/roulette/bet': (body) => ({
      roundId: body.roundId,
      stake: 10,
      balance: 1224.5,
    }),
    'POST /house/api/roulette/settle': () => settleAnswer,
    ...overrides,
  };
}

const spot = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const placeBets = () => screen.getByRole('button', { name: 'Place bets' }) as HTMLButtonElement;
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function renderRoulette(overrides: Record<string, HouseHandler> = {}) {
  const rendered = renderHouse(buildSession(rouletteConfig), routes(overrides));
  await screen.findByRole('timer', {}, ENGINE_LOADED);
  return rendered;
}

describe('RouletteGame', () => {
  setUpHouseTests({ fakeTimers: true });

  it('opens a round on load and counts down to its close on the server clock', async () => {
    const { fetchMock } = await renderRoulette();
    expect(bodiesSentTo(fetchMock, '/house/api/roulette/open')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('timer').textContent).toBe('15');
    expect(screen.getByText('Place your bets')).toBeTruthy();
    await advance(5000);
    expect(screen.getByRole('timer').textContent).toBe('10');
    expect(spot(/^Number 17, black/).disabled).toBe(false);
  });

  it('shows the table with its colours, dozens, columns and outside bets', async () => {
    await renderRoulette();
    const board = screen.getByRole('group', { name: 'Betting board' });
    expect(within(board).getAllByRole('button')).toHaveLength(37 + 3 + 3 + 6);
    expect(spot(/^Number 0, green/).className).toMatch(/green/);
    expect(spot(/^Number 1, red/).className).toMatch(/red/);
    expect(spot(/^Number 2, black/).className).toMatch(/black/);
    for (const name of ['Red', 'Black', 'Odd', 'Even', '1 to 18', '19 to 36', 'Column 3']) {
      expect(spot(new RegExp(`^${name}`))).toBeTruthy();
    }
    expect(spot(/^Third dozen, 25 to 36/)).toBeTruthy();
  });

  it('sends the chips on the board as bets and shows the round stake and balance', async () => {
    const { fetchMock } = await renderRoulette();
    fireEvent.click(screen.getByRole('button', { name: 'Chip of 5.00' }));
    fireEvent.click(spot(/^Number 17, black/));
    fireEvent.click(spot(/^Number 17, black/));
    fireEvent.click(screen.getByRole('button', { name: 'Chip of 1.00' }));
    fireEvent.click(spot(/^Red/));
    fireEvent.click(spot(/^Second dozen/));
    fireEvent.click(spot(/^Column 2/));
    expect(spot(/^Number 17, black/).getAttribute('aria-label')).toBe(
      'Number 17, black, not yet placed 10.00',
    );
    expect(screen.getByTestId('pending-total').textContent).toBe('13.00');

    fireEvent.click(placeBets());
    await waitFor(() => expect(screen.getByTestId('round-stake').textContent).toBe('RM 10.00'));
    expect(bodiesSentTo(fetchMock, '/house/api/roulette/bet')).toEqual([
      {
        token: TOKEN,
        roundId: 'round-1',
        bets: [
          { kind: 'straight', value: 17, amount: 10 },
          { kind: 'red', amount: 1 },
          { kind: 'dozen', value: 2, amount: 1 },
          { kind: 'column', value: 2, amount: 1 },
        ],
      },
    ]);
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,224.50');
    expect(spot(/^Number 17, black/).getAttribute('aria-label')).toBe(
      'Number 17, black, placed 10.00',
    );
    expect(screen.getByTestId('pending-total').textContent).toBe('0.00');
    expect(placeBets().disabled).toBe(true);
  });

  it('refuses more than the table maximum on one spot', async () => {
    await renderRoulette();
    fireEvent.click(screen.getByRole('button', { name: 'Chip of 100.00' }));
    for (let press = 0; press < 6; press += 1) fireEvent.click(spot(/^Odd/));
    expect(screen.getByText('The most you can bet on one spot is 500.00.')).toBeTruthy();
    expect(screen.getByTestId('pending-total').textContent).toBe('500.00');
  });

  it('locks the board at zero, settles, shows the number and the win, then opens the next round', async () => {
    let settles = 0;
    const { fetchMock } = await renderRoulette({
      // The first settle arrives a moment early on the server's clock.
      'POST /house/api/roulette/settle': () =>
        ++settles === 1
          ? new HouseFailure('ROUND_STILL_OPEN', 409, 'Betting is still open.', {
              closesAt: new Date().toISOString(),
            })
          : settleAnswer,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chip of 5.00' }));
    fireEvent.click(spot(/^Red/));
    fireEvent.click(placeBets());
    await waitFor(() => expect(screen.getByTestId('round-stake').textContent).toBe('RM 10.00'));

    await advance(15_000);
    expect(spot(/^Red/).disabled).toBe(true);
    expect(placeBets().disabled).toBe(true);
    expect(screen.getByText('No more bets: the ball is rolling…')).toBeTruthy();
    expect(callsTo(fetchMock, '/house/api/roulette/settle')).toBe(1);
    // ROUND_STILL_OPEN is not the player's problem: no banner, just another try.
    expect(screen.queryByRole('alert')).toBeNull();

    await advance(SETTLE_RETRY_MS);
    expect(callsTo(fetchMock, '/house/api/roulette/settle')).toBe(2);
    expect(bodiesSentTo(fetchMock, '/house/api/roulette/settle')[1]).toEqual({
      token: TOKEN,
      roundId: 'round-1',
    });
    expect(await screen.findByText('Number 32, red')).toBeTruthy();
    expect(screen.getByText('You win RM 20.00')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,244.50');
    expect(spot(/^Number 32, red/).className).toMatch(/winning/);
    const history = screen.getByRole('region', { name: 'Last results' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['32']);

    await advance(RESULT_MS);
    await waitFor(() => expect(callsTo(fetchMock, '/house/api/roulette/open')).toBe(2));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(spot(/^Red/).getAttribute('aria-label')).toBe('Red');
    expect(spot(/^Red/).disabled).toBe(false);
    // The chip chosen last round is still in hand.
    expect(screen.getByRole('button', { name: 'Chip of 5.00' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('takes back chips that were never sent when betting closes', async () => {
    const { fetchMock } = await renderRoulette();
    fireEvent.click(spot(/^Even/));
    expect(screen.getByTestId('pending-total').textContent).toBe('1.00');
    await advance(15_000);
    expect(screen.getByTestId('pending-total').textContent).toBe('0.00');
    expect(callsTo(fetchMock, '/house/api/roulette/bet')).toBe(0);
  });

  it('shows the message and locks the board when the server says betting has closed', async () => {
    const { fetchMock } = await renderRoulette({
      'POST /house/api/roulette/bet': () =>
        new HouseFailure(
          'ROUND_CLOSED',
          409,
          'Betting has closed for this round. Join the next one.',
        ),
    });
    fireEvent.click(spot(/^Black/));
    fireEvent.click(placeBets());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Betting has closed for this round. Join the next one.',
    );
    expect(spot(/^Black/).disabled).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, '/house/api/roulette/settle')).toBe(1));
    // The round's result does not wipe the message the player has not read yet.
    expect(await screen.findByText('Number 32, red')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Betting has closed for this round.');
  });

  it('keeps the board and buttons disabled while bets are being placed', async () => {
    let answer: (value: unknown) => void = () => {};
    const { fetchMock } = await renderRoulette({
      'POST /house/api/roulette/bet': () => new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.click(spot(/^Number 5, red/));
    fireEvent.click(placeBets());
    await waitFor(() => expect(placeBets().disabled).toBe(true));
    expect(spot(/^Number 5, red/).disabled).toBe(true);
    fireEvent.click(placeBets());
    await act(async () => answer({ roundId: 'round-1', stake: 1, balance: 1233.5 }));
    await waitFor(() => expect(spot(/^Number 5, red/).disabled).toBe(false));
    expect(callsTo(fetchMock, '/house/api/roulette/bet')).toBe(1);
  });

  it('shows the balance a refused bet reports when funds are short', async () => {
    await renderRoulette({
      'POST /house/api/roulette/bet': () =>
        new HouseFailure('INSUFFICIENT_FUNDS', 400, 'Your balance is not enough for this amount.', {
          balance: 0.5,
          currency: 'MYR',
        }),
    });
    fireEvent.click(spot(/^High|^19 to 36/));
    fireEvent.click(placeBets());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your balance is not enough for this amount.',
    );
    expect(screen.getByTestId('balance').textContent).toBe('RM 0.50');
    // The chips stay on the board to try a smaller bet.
    expect(screen.getByTestId('pending-total').textContent).toBe('1.00');
  });
});
