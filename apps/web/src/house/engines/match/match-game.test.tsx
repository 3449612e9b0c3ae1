import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchConfig } from '../../test/configs';
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
import { possibleReturn } from './match-game';

const stakeField = () => screen.getByRole('textbox', { name: 'Stake (RM)' }) as HTMLInputElement;
const side = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const betButton = () => screen.getByRole('button', { name: /^Bet on/ }) as HTMLButtonElement;

async function renderMatch(routes: Record<string, HouseHandler> = {}) {
  const rendered = renderHouse(buildSession(matchConfig), routes);
  await screen.findByRole('button', { name: /^Bet on/ }, ENGINE_LOADED);
  return rendered;
}

describe('MatchGame', () => {
  setUpHouseTests();

  it('shows every side with its odds and the possible return of the stake', async () => {
    await renderMatch();
    expect(side(/^Home/).textContent).toBe('Home2.11');
    expect(side(/^Draw/).textContent).toBe('Draw3.80');
    expect(side(/^Away/).textContent).toBe('Away3.16');
    expect(side(/^Home/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(stakeField(), { target: { value: '10.55' } });
    fireEvent.click(side(/^Away/));
    // 10.55 x 3.16 = 33.338, rounded down to the cent.
    expect(screen.getByTestId('possible-return').textContent).toBe('RM 33.33');
    expect(betButton().textContent).toBe('Bet on Away');
  });

  it('bets the stake on the picked side and shows a win with the balance', async () => {
    const { fetchMock } = await renderMatch({
      'POST /house/api/match/play': (body) => ({
        roundId: 'm-1',
        stake: 20,
        payout: 76,
        balance: 1290.5,
        pick: body.pick,
        outcome: 'draw',
        odds: 3.8,
      }),
    });
    fireEvent.click(side(/^Draw/));
    fireEvent.change(stakeField(), { target: { value: '20' } });
    fireEvent.click(betButton());
    expect(await screen.findByText('You win RM 76.00')).toBeTruthy();
    expect(screen.getByText('Result: Draw')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/house/api/match/play')).toEqual([
      { token: TOKEN, stake: 20, pick: 'draw' },
    ]);
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,290.50');
  });

  it('tells the player the pick lost', async () => {
    await renderMatch({
      'POST /house/api/match/play': () => ({
        roundId: 'm-2',
        stake: 2,
        payout: 0,
        balance: 1232.5,
        pick: 'home',
        outcome: 'away',
        odds: 2.11,
      }),
    });
    fireEvent.click(betButton());
    expect(await screen.findByText('Your pick Home did not win.')).toBeTruthy();
    expect(screen.getByText('Result: Away')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,232.50');
  });

  it('does not bet a stake below the minimum', async () => {
    const { fetchMock } = await renderMatch();
    fireEvent.change(stakeField(), { target: { value: '1.99' } });
    fireEvent.click(betButton());
    expect(screen.getByText('The stake is below the minimum of 2.00.')).toBeTruthy();
    expect(stakeField().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/house/api/match/play')).toBe(0);
  });

  it("shows the server's message when funds are short", async () => {
    await renderMatch({
      'POST /house/api/match/play': () =>
        new HouseFailure('INSUFFICIENT_FUNDS', 400, 'Your balance is not enough for this amount.', {
          balance: 1,
          currency: 'MYR',
        }),
    });
    fireEvent.click(betButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your balance is not enough for this amount.',
    );
    expect(screen.getByTestId('balance').textContent).toBe('RM 1.00');
  });

  it('keeps the sides and the bet button disabled while a bet runs', async () => {
    let reply: (value: unknown) => void = () => {};
    const { fetchMock } = await renderMatch({
      'POST /house/api/match/play': () => new Promise((resolve) => (reply = resolve)),
    });
    fireEvent.click(betButton());
    await waitFor(() => expect(betButton().disabled).toBe(true));
    expect(side(/^Away/).closest('fieldset')!.disabled).toBe(true);
    fireEvent.click(betButton());
    await act(async () =>
      reply({
        roundId: 'm',
        stake: 2,
        payout: 0,
        balance: 1,
        pick: 'home',
        outcome: 'away',
        odds: 2.11,
      }),
    );
    await waitFor(() => expect(betButton().disabled).toBe(false));
    expect(callsTo(fetchMock, '/house/api/match/play')).toBe(1);
  });
});

describe('possibleReturn', () => {
  it('rounds down to the cent without float error', () => {
    expect(possibleReturn(0.1, 2.11)).toBe('0.21');
    expect(possibleReturn(1000, 1.93)).toBe('1,930.00');
    expect(possibleReturn(33.33, 3)).toBe('99.99');
  });
});
