import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { crashConfig } from '../../test/configs';
import {
  bodiesSentTo,
  buildSession,
  callsTo,
  ENGINE_LOADED,
  HouseFailure,
  renderHouse,
  setUpHouseTests,
  stubReducedMotion,
  TOKEN,
  type HouseHandler,
} from '../../test/render-house';

const answer = (target: number, crashPoint: number, payout: number, balance: number) => ({
  roundId: 'crash-1',
  stake: 10,
  payout,
  balance,
  crashPoint,
  target,
  cashedOut: crashPoint >= target,
});

const stakeField = () => screen.getByRole('textbox', { name: 'Stake (RM)' }) as HTMLInputElement;
const targetField = () =>
  screen.getByRole('textbox', { name: 'Auto cash-out at' }) as HTMLInputElement;
const playButton = () => screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement;

async function renderCrash(routes: Record<string, HouseHandler> = {}) {
  const rendered = renderHouse(buildSession(crashConfig), routes);
  await screen.findByRole('button', { name: 'Play' }, ENGINE_LOADED);
  return rendered;
}

function play(stake: string, target: string) {
  fireEvent.change(stakeField(), { target: { value: stake } });
  fireEvent.change(targetField(), { target: { value: target } });
  fireEvent.click(playButton());
}

describe('CrashGame', () => {
  setUpHouseTests();

  it('plays the stake with the cash-out target and shows the cash-out win and balance', async () => {
    const { fetchMock } = await renderCrash({
      'POST /house/api/crash/play': (body) => answer(Number(body.target), 3.41, 25, 1249.5),
    });
    expect(targetField().value).toBe('2.00');
    play('10', '2.5');
    expect(await screen.findByText('Cashed out at 2.50×: you win RM 25.00')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/house/api/crash/play')).toEqual([
      { token: TOKEN, stake: 10, target: 2.5 },
    ]);
    expect(screen.getByTestId('multiplier').textContent).toBe('3.41×');
    expect(screen.getByText('Crashed at 3.41×')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,249.50');
  });

  it('tells the player the round crashed before the target', async () => {
    await renderCrash({
      'POST /house/api/crash/play': (body) => answer(Number(body.target), 1.37, 0, 1224.5),
    });
    play('10', '2');
    expect(await screen.findByText('It crashed before 2.00×. No win this time.')).toBeTruthy();
    expect(screen.getByTestId('multiplier').textContent).toBe('1.37×');
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,224.50');
  });

  it('climbs to the crash point within three seconds before it reveals the outcome', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCrash({
      'POST /house/api/crash/play': (body) => answer(Number(body.target), 500, 20, 1244.5),
    });
    play('10', '2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    const midway = Number(screen.getByTestId('multiplier').textContent!.replace(/[×,]/g, ''));
    expect(midway).toBeGreaterThan(1);
    expect(midway).toBeLessThan(500);
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,234.50');
    expect(playButton().disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2600);
    });
    expect(screen.getByTestId('multiplier').textContent).toBe('500.00×');
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,244.50');
    expect(playButton().disabled).toBe(false);
  });

  it.each([
    ['', '2', 'Enter a stake above 0 with at most 2 decimals.'],
    ['0.5', '2', 'The stake is below the minimum of 1.00.'],
    ['5000.01', '2', 'The stake is above the maximum of 5,000.00.'],
    ['10', '1', 'Enter a multiplier from 1.01× to 1,000.00× with at most 2 decimals.'],
    ['10', '2.555', 'Enter a multiplier from 1.01× to 1,000.00× with at most 2 decimals.'],
  ])('does not play stake %j at target %j: %s', async (stake, target, message) => {
    const { fetchMock } = await renderCrash();
    play(stake, target);
    expect(screen.getByText(message)).toBeTruthy();
    expect(callsTo(fetchMock, '/house/api/crash/play')).toBe(0);
  });

  it('halves and doubles the stake within the limits', async () => {
    await renderCrash();
    fireEvent.change(stakeField(), { target: { value: '3.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halve the stake' }));
    expect(stakeField().value).toBe('1.50');
    fireEvent.click(screen.getByRole('button', { name: 'Halve the stake' }));
    expect(stakeField().value).toBe('1.00');
    fireEvent.change(stakeField(), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Double the stake' }));
    expect(stakeField().value).toBe('5000.00');
  });

  it("shows the server's message when it refuses the stake", async () => {
    await renderCrash({
      'POST /house/api/crash/play': () =>
        new HouseFailure(
          'AMOUNT_ABOVE_MAXIMUM',
          400,
          'The amount is above the maximum of 5,000.00.',
          {
            max: '5,000.00',
          },
        ),
    });
    play('10', '2');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The amount is above the maximum of 5,000.00.',
    );
    expect(playButton().disabled).toBe(false);
  });

  it('keeps the controls disabled while a play runs', async () => {
    let reply: (value: unknown) => void = () => {};
    const { fetchMock } = await renderCrash({
      'POST /house/api/crash/play': () => new Promise((resolve) => (reply = resolve)),
    });
    play('10', '2');
    fireEvent.click(playButton());
    await waitFor(() => expect(playButton().disabled).toBe(true));
    expect(stakeField().disabled).toBe(true);
    expect(targetField().disabled).toBe(true);
    await act(async () => reply(answer(2, 1.5, 0, 1224.5)));
    await waitFor(() => expect(playButton().disabled).toBe(false));
    expect(callsTo(fetchMock, '/house/api/crash/play')).toBe(1);
  });
});
