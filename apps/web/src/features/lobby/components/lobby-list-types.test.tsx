import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiPage, callsTo } from '../../../components/ui/test-api';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState } from '../../session/test-utils';
import { buildGame, buildGames, buildVendor } from '../../games/test-games';
import { cardNames, queriesTo, renderLobby, serveLobby } from '../test-lobby';

// The first render of a file loads the lobby's modules; a busy machine may need a while.

const LIST = '/wps/relay/GCSGAME_gameList';
const FAVOURITES = '/wps/relay/MCSFE_getFavoriteGamesList';
const RECENT = '/wps/relay/GCS_recentGame';

const listTypes = () => within(screen.getByRole('group', { name: 'Game lists' }));
/** The strip, once the lobby has drawn it. */
const strip = async () => within(await screen.findByRole('group', { name: 'Game lists' }));
const pressed = (name: string) =>
  listTypes().getByRole('button', { name }).getAttribute('aria-pressed');

function signIn() {
  useSession.getState().signIn(loginValue());
}

describe('GameLobby: list types', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('switching list type starts again at page 1 with no search, classify or minimum bet', async () => {
    const hot = [buildGame({ gameName: 'Hot One', isHot: true })];
    const api = serveLobby({ games: buildGames(30, { gameClassify: 'JP' }), hot });
    const { location } = renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Jackpot' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'Game' },
    });
    await waitFor(() => expect(queriesTo(api, LIST).at(-1)?.get('gameName')).toBe('Game'));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));

    fireEvent.click(listTypes().getByRole('button', { name: 'Hot games' }));
    await waitFor(() => expect(cardNames()).toEqual(['Hot One']));
    expect(location()).toBe('/rng?page=hot');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText('All games shown (1)')).toBeTruthy();

    const before = queriesTo(api, LIST).length;
    fireEvent.click(listTypes().getByRole('button', { name: 'All games' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(location()).toBe('/rng');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Min bet' }) as HTMLSelectElement).value).toBe(
      'all',
    );
    const after = queriesTo(api, LIST).slice(before);
    expect(after.map((query) => [query.get('pageNo'), query.get('gameClassify')])).toEqual([
      ['1', null],
    ]);
  });

  it('opens the hot tab the address names with ?page=hot or ?type=hot', async () => {
    serveLobby({ hot: [buildGame({ gameName: 'Hot One' })] });
    renderLobby({ route: '/rng?page=hot' });
    await waitFor(() => expect(cardNames()).toEqual(['Hot One']));
    expect(pressed('Hot games')).toBe('true');
    cleanup();

    renderLobby({ route: '/rng?type=hot' });
    await waitFor(() => expect(cardNames()).toEqual(['Hot One']));
    expect(pressed('Hot games')).toBe('true');
  });

  it('shows the hot tab when a vendor is hot or the hot list has games, and not otherwise', async () => {
    serveLobby({ vendors: [buildVendor({ isHot: true })] });
    renderLobby();
    expect(await (await strip()).findByRole('button', { name: 'Hot games' })).toBeTruthy();
    cleanup();

    serveLobby({ hot: [buildGame()] });
    renderLobby();
    expect(await (await strip()).findByRole('button', { name: 'Hot games' })).toBeTruthy();
    cleanup();

    const api = serveLobby();
    renderLobby();
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/wps/relay/GCSGAME_hotGamesV2')).toHaveLength(1),
    );
    await screen.findByText('No games are listed for Aurora Gaming yet');
    expect(listTypes().queryByRole('button', { name: 'Hot games' })).toBeNull();
  });

  it('asks a visitor to log in for recent games instead of listing them', async () => {
    const api = serveLobby({ games: buildGames(2) });
    renderLobby();
    expect((await strip()).queryByRole('button', { name: 'Favourites' })).toBeNull();
    fireEvent.click(listTypes().getByRole('button', { name: 'Recently played' }));
    expect(useAuthModal.getState().modal).toBe('login');
    expect(await screen.findByText('Log in to see the games you played recently.')).toBeTruthy();
    expect(callsTo(api, 'GET', RECENT)).toHaveLength(0);
  });

  it('asks a visitor who opens ?page=fav to log in, with a login button', async () => {
    const api = serveLobby({ games: buildGames(2) });
    renderLobby({ route: '/rng?page=fav' });
    expect(await screen.findByText('Log in to see your favourite games.')).toBeTruthy();
    expect(useAuthModal.getState().modal).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAuthModal.getState().modal).toBe('login');
    expect(callsTo(api, 'GET', FAVOURITES)).toHaveLength(0);
  });

  it("lists a member's favourites of the vendor, and says when there are none", async () => {
    signIn();
    const favourite = buildGame({ gameName: 'Starred Slot' });
    const api = serveLobby({
      routes: {
        [`GET ${FAVOURITES}`]: () => new ApiPage([favourite], 1),
        'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ nodeIds: [favourite.nodeId] }),
        [`GET ${RECENT}`]: () => new ApiPage([], 0),
      },
    });
    renderLobby({ signedIn: true });
    fireEvent.click(await (await strip()).findByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(cardNames()).toEqual(['Starred Slot']));
    expect(
      await screen.findByRole('button', { name: 'Remove Starred Slot from favourites' }),
    ).toBeTruthy();
    const [query] = queriesTo(api, FAVOURITES);
    expect([query?.get('vassalage'), query?.get('gameType'), query?.get('pageNo')]).toEqual([
      'AURORA',
      'RNG',
      '1',
    ]);

    fireEvent.click(listTypes().getByRole('button', { name: 'Recently played' }));
    expect(await screen.findByText('No recent games yet')).toBeTruthy();
    expect(useAuthModal.getState().modal).toBeNull();
  });
  it("pages a member's recent games by the page count answered beside the list", async () => {
    signIn();
    const games = buildGames(30);
    const api = serveLobby({
      routes: {
        'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ nodeIds: [] }),
        [`GET ${RECENT}`]: (_body, url) =>
          url.searchParams.get('pageNo') === '2'
            ? new ApiPage(games.slice(24), 2)
            : new ApiPage(games.slice(0, 24), 2),
      },
    });
    renderLobby({ route: '/rng?page=recent', signedIn: true });
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(queriesTo(api, RECENT).map((query) => query.get('pageNo'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
