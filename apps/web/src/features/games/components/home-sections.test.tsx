import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { resetAccountState, serveApi } from '../../session/test-utils';
import { buildGame } from '../test-games';
import { HotGames } from './hot-games';
import { PopularGames } from './popular-games';
import { WinnersBoard } from './winners-board';

const HOT = '/wps/relay/GCSGAME_hotGamesV2';
const RANKS = '/wps/relay/GCSGAME_getRankList';
const POPULAR = '/lgw/games/popular';

const win = {
  player: 'de***01',
  nodeId: 'AURORA-RNG-003',
  gameName: 'Golden Reels',
  gameType: 'RNG',
  prize: 12500.5,
  multiplier: 250.01,
  time: '2025-11-20T10:00:00.000Z',
};

describe('the home page game sections', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it("lists the site's hot games, asked without filters, as cards that launch", async () => {
    const api = serveApi({ [HOT]: { list: [buildGame({ gameName: 'Blazing Seven' })] } });
    renderWithProviders(<HotGames />);
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeTruthy();
    const card = await screen.findByRole('button', { name: 'Blazing Seven' });
    const query = api.to(HOT)[0]?.query;
    expect([query?.has('vassalage'), query?.has('gameType')]).toEqual([false, false]);
    fireEvent.click(card);
    // A visitor's launch asks for a login first.
    await waitFor(() => expect(useAuthModal.getState().modal).toBe('login'));
  });

  it('hides the hot games row when there are none', async () => {
    const api = serveApi({ [HOT]: { list: [] } });
    const { container } = renderWithProviders(<HotGames />);
    await waitFor(() => expect(api.to(HOT)).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('lists the most played games, 20 asked in the interface language, as cards that launch', async () => {
    const api = serveApi({ [POPULAR]: [buildGame({ gameName: 'Lucky Koi' })] });
    renderWithProviders(<PopularGames />);
    expect(screen.getByRole('heading', { name: 'Most played' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Lucky Koi' })).toBeTruthy();
    const query = api.to(POPULAR)[0]?.query;
    expect([query?.get('count'), query?.get('language')]).toEqual(['20', 'EN']);
  });

  it('hides the most played row when there are none', async () => {
    const api = serveApi({ [POPULAR]: [] });
    const { container } = renderWithProviders(<PopularGames />);
    await waitFor(() => expect(api.to(POPULAR)).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows the winner board: player, game and prize with the site currency', async () => {
    serveApi({ [RANKS]: { list: [win] }, '/wps/system/whitelabel': { info: buildWhitelabel() } });
    renderWithProviders(<WinnersBoard />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1de***01', 'Golden ReelsSlots', 'RM 12,500.50250.01×']);
  });

  it('hides the winner board when nobody has won yet', async () => {
    const api = serveApi({ [RANKS]: { list: [] } });
    const { container } = renderWithProviders(<WinnersBoard />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    await waitFor(() => expect(api.to(RANKS)).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows what it is given for no wins where a page asks for it', async () => {
    serveApi({ [RANKS]: { list: [] } });
    renderWithProviders(<WinnersBoard empty={<p>No winners yet</p>} />);
    expect(await screen.findByText('No winners yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
