import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { matchConfig } from '../test/configs';
import {
  buildRound,
  buildSession,
  HouseFailure,
  renderHouse,
  setUpHouseTests,
  TOKEN,
} from '../test/render-house';

describe('HousePage', () => {
  setUpHouseTests();

  it('shows the game title, the balance in the session currency and the exit to the portal', async () => {
    const { fetchMock } = renderHouse(buildSession(matchConfig, { balance: 1234567.5 }));
    expect(await screen.findByRole('heading', { name: 'Lucky Test Game' })).toBeTruthy();
    // The session names the currency by its code (MYR); the page writes it as the portal's
    // header does, with its symbol.
    expect(screen.getByTestId('balance').textContent).toBe('RM 1,234,567.50');
    const exit = screen.getByRole('link', { name: 'Exit game' });
    expect(exit.getAttribute('href')).toBe('/lobby');
    expect(exit.getAttribute('target')).toBe('_top');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/house/api/session?token=${TOKEN}`);
    expect((init?.headers as Record<string, string>).Language).toBe('EN');
  });

  it('lists the last rounds with time, stake, payout and the outcome in the page language', async () => {
    renderHouse(
      buildSession(matchConfig),
      {},
      {
        rounds: [
          buildRound({
            roundId: 'a',
            stake: 10,
            payout: 21.1,
            summary: 'home: home',
            detail: { engine: 'match', pick: 'home', outcome: 'home' },
          }),
          buildRound({
            roundId: 'b',
            stake: 1500,
            payout: 0,
            summary: 'away: draw',
            detail: { engine: 'match', pick: 'away', outcome: 'draw' },
          }),
          buildRound({
            roundId: 'c',
            stake: 5,
            payout: 0,
            state: 'failed',
            summary: 'not played',
            detail: null,
          }),
        ],
      },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['10.00', '21.10', 'Home → Home']);
    expect(cells(rows[1]!).slice(1)).toEqual(['1,500.00', '0.00', 'Away → Draw']);
    expect(cells(rows[2]!).slice(1)).toEqual(['5.00', '-', 'not played (not played)']);
    expect(within(rows[0]!).getByRole('cell', { name: /\b\d{2}:\d{2}$/ })).toBeTruthy();
  });

  it('says there are no rounds yet when the list is empty', async () => {
    renderHouse(buildSession(matchConfig));
    expect(await screen.findByText('No rounds yet. Your rounds will appear here.')).toBeTruthy();
  });

  it('falls back to the session back address when the page was given none', async () => {
    renderHouse(buildSession(matchConfig), {}, { params: { back: null } });
    const exit = await screen.findByRole('link', { name: 'Exit game' });
    expect(exit.getAttribute('href')).toBe('/games/lobby');
  });

  it('asks to reopen the game when the launch token is no longer valid', async () => {
    const { fetchMock } = renderHouse(buildSession(matchConfig), {
      'GET /house/api/session': () =>
        new HouseFailure(
          'GAME_SESSION_INVALID',
          401,
          'The game session has expired. Please open the game again.',
        ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The game session has expired.');
    expect(alert.textContent).toContain('Please close this game and open it again from the lobby.');
    expect(within(alert).getByRole('link', { name: 'Exit game' }).getAttribute('target')).toBe(
      '_top',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('explains a broken link without calling the API when the address has no token', () => {
    const { fetchMock } = renderHouse(buildSession(matchConfig), {}, { params: { token: '' } });
    expect(screen.getByRole('alert').textContent).toContain('This game link is not complete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the player the game cannot be reached when the network fails', async () => {
    renderHouse(buildSession(matchConfig), {
      'GET /house/api/session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the game.',
    );
  });
});
