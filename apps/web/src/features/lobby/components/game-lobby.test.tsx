import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiFailure, callsTo } from '../../../components/ui/test-api';
import { buildGame, buildGames, buildVendor } from '../../games/test-games';
import { cardNames, queriesTo, renderLobby, serveLobby } from '../test-lobby';

// The first render of a file loads the lobby's modules; a busy machine may need a while.

const LIST = '/wps/relay/GCSGAME_gameList';

const nebula = buildVendor({ vassalage: 'NEBULA', title: 'Nebula Play' });

describe('GameLobby: the game list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first 24 games of the first vendor with its heading and a load-more button', async () => {
    const api = serveLobby({ games: buildGames(30) });
    renderLobby();
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByRole('heading', { name: 'Aurora Gaming' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    const [query] = queriesTo(api, LIST);
    expect(Object.fromEntries(query!)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'AURORA',
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('loads the next page on "Load more" and stops at the last page with a count', async () => {
    const api = serveLobby({ games: buildGames(30) });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('All games shown (30)')).toBeTruthy();
    expect(queriesTo(api, LIST).map((query) => query.get('pageNo'))).toEqual(['1', '2']);
  });

  it('runs one page load at a time: the button waits and a second click asks nothing', async () => {
    let release: () => void = () => {};
    const games = buildGames(60);
    const api = serveLobby({
      games,
      routes: {
        'GET /wps/relay/GCSGAME_gameList': async (_body, url) => {
          const pageNo = Number(url.searchParams.get('pageNo'));
          if (pageNo === 2) await new Promise<void>((resolve) => (release = resolve));
          return {
            games: games.slice((pageNo - 1) * 24, pageNo * 24),
            totalPages: 3,
            total: 60,
            pageNo,
          };
        },
      },
    });
    renderLobby();
    const more = await screen.findByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(true));
    fireEvent.click(more);
    expect(queriesTo(api, LIST).map((query) => query.get('pageNo'))).toEqual(['1', '2']);
    release();
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(false);
  });

  it('searches by name once typing has paused for 500 ms', async () => {
    const api = serveLobby({
      games: [buildGame({ gameName: 'Dragon Gate' }), ...buildGames(5)],
    });
    renderLobby();
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(search, { target: { value: 'd' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(search, { target: { value: 'dra' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(queriesTo(api, LIST).filter((query) => query.has('gameName'))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const searches = queriesTo(api, LIST).filter((query) => query.has('gameName'));
    expect(searches.map((query) => query.get('gameName'))).toEqual(['dra']);
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    await waitFor(() => expect(cardNames()).toEqual(['Dragon Gate']));
  });

  it('filters by classify and exact minimum bet', async () => {
    const api = serveLobby({
      games: [
        buildGame({ gameName: 'Jackpot Cheap', gameClassify: 'JP', minBet: 0.05 }),
        buildGame({ gameName: 'Jackpot Dear', gameClassify: 'JP', minBet: 0.5 }),
        buildGame({ gameName: 'Arcade Cheap', gameClassify: 'AC', minBet: 0.05 }),
      ],
    });
    renderLobby();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(cardNames()).toEqual(['Jackpot Cheap', 'Jackpot Dear']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Min bet' }), {
      target: { value: '0.05' },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Jackpot Cheap']));
    const last = queriesTo(api, LIST).at(-1)!;
    expect([last.get('gameClassify'), last.get('minBet'), last.get('pageNo')]).toEqual([
      'JP',
      '0.05',
      '1',
    ]);
  });

  it('cancels the list load a filter change replaces', async () => {
    const api = serveLobby({
      games: buildGames(3),
      routes: {
        'GET /wps/relay/GCSGAME_gameList': async (_body, url) => {
          // The jackpot list never answers: it can only end by being cancelled.
          if (url.searchParams.get('gameClassify') === 'JP') await new Promise(() => {});
          return {
            games: [buildGame({ gameName: 'Arcade One' })],
            totalPages: 1,
            total: 1,
            pageNo: 1,
          };
        },
      },
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(queriesTo(api, LIST)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Arcade' }));
    await waitFor(() => expect(cardNames()).toEqual(['Arcade One']));
    const jackpotCall = callsTo(api, 'GET', LIST).find(([input]) =>
      String(input).includes('gameClassify=JP'),
    );
    expect(jackpotCall?.[1]?.signal?.aborted).toBe(true);
  });

  it('offers board and card games only when the site supports TY', async () => {
    serveLobby({ games: buildGames(2) });
    renderLobby();
    await screen.findByRole('button', { name: 'Jackpot' });
    expect(screen.getByRole('button', { name: 'Table games' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arcade' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Board and card games' })).toBeNull();
    cleanup();

    serveLobby({ games: buildGames(2), site: { supportedLanguages: ['EN', 'MY', 'TY'] } });
    renderLobby();
    expect(await screen.findByRole('button', { name: 'Board and card games' })).toBeTruthy();
  });

  it('says when no game matches the filters and clears them on request', async () => {
    const api = serveLobby({ games: [buildGame({ gameName: 'Only Arcade', gameClassify: 'AC' })] });
    renderLobby();
    await waitFor(() => expect(cardNames()).toEqual(['Only Arcade']));
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    expect(await screen.findByText('No games match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Only Arcade']));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(queriesTo(api, LIST).at(-1)?.has('gameClassify')).toBe(false);
  });

  it('resets page and filters when the vendor changes', async () => {
    const games = [
      ...buildGames(30, { gameClassify: 'JP' }),
      buildGame({ vassalage: 'NEBULA', vendor: 'NEBULA', gameName: 'Nebula Spin' }),
    ];
    const api = serveLobby({ vendors: [buildVendor(), nebula], games });
    const { location } = renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Jackpot' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));

    fireEvent.click(screen.getByRole('button', { name: /Nebula Play/ }));
    await waitFor(() => expect(cardNames('Nebula Play')).toEqual(['Nebula Spin']));
    expect(location()).toBe('/rng?vassalage=NEBULA');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    const last = queriesTo(api, LIST).at(-1)!;
    expect([last.get('vassalage'), last.get('gameClassify'), last.get('pageNo')]).toEqual([
      'NEBULA',
      null,
      '1',
    ]);
  });

  it('opens on the vendor the address names with ?vassalage=', async () => {
    serveLobby({
      vendors: [buildVendor(), nebula],
      games: [buildGame({ vassalage: 'NEBULA', vendor: 'NEBULA', gameName: 'Nebula Spin' })],
    });
    renderLobby({ route: '/rng?vassalage=NEBULA' });
    await waitFor(() => expect(cardNames('Nebula Play')).toEqual(['Nebula Spin']));
    expect(screen.getByRole('button', { name: /Nebula Play/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says the vendor is under maintenance instead of listing its games', async () => {
    const api = serveLobby({ vendors: [buildVendor({ maintenance: true })], games: buildGames(3) });
    renderLobby();
    expect(await screen.findByText('Aurora Gaming is under maintenance')).toBeTruthy();
    expect(callsTo(api, 'GET', LIST)).toHaveLength(0);
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    const games = buildGames(2);
    serveLobby({
      routes: {
        'GET /wps/relay/GCSGAME_gameList': () =>
          fail
            ? new ApiFailure('SYSTEM_ERROR', 500)
            : { games, totalPages: 1, total: 2, pageNo: 1 },
      },
    });
    renderLobby();
    expect(await screen.findByText('We could not load the games.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });
});
