import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useGateWarning } from '../../session/real-money-gate';
import { GameLobby } from '../../lobby/components/game-lobby';
import { catalogue } from '../../lobby/test-lobby';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { Fail, loginValue, resetAccountState, serveApi } from '../../session/test-utils';
import { memberGameKeys } from '../api/games-keys';
import { CurrentLocation, buildGame, buildVendor } from '../test-games';
import type { Game } from '@portal/shared/schemas/games';
import type { GameMenu } from '@portal/shared/schemas/system';

// The first render of a file loads the lobby's modules; a busy machine may need a while.

const LAUNCH = '/wps/game/launchGame';
const PLAY_URL = 'https://games.example.test/play?token=abc';

const slot = buildGame({ nodeId: 'AURORA-RNG-001', gameName: 'Golden Reels' });

interface Setup {
  games?: Game[];
  menus?: GameMenu[];
  launch?: unknown;
  route?: string;
  /** Member account type; null for a visitor. */
  type?: number | null;
  routes?: Record<string, unknown>;
}

/** The lobby of `route` with the server's answers; launching goes through the real hook. */
function setup({
  games = [slot],
  menus = [{ gameCategory: 'RNG', vendors: [buildVendor()] }],
  launch = { url: PLAY_URL, nodeId: slot.nodeId, gameName: slot.gameName, provider: 'house' },
  route = '/rng',
  type = 0,
  routes = {},
}: Setup = {}) {
  if (type !== null) useSession.getState().signIn(loginValue({ type }));
  const list = catalogue(games);
  const api = serveApi({
    '/wps/system/whitelabel': { info: buildWhitelabel() },
    '/lgw/games/game_menus': menus,
    '/wps/relay/GCSGAME_gameList': (call: { query: URLSearchParams }) =>
      list(undefined, new URL(`http://localhost/?${call.query.toString()}`)),
    '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
    '/wps/relay/MCSFE_getFavoriteGames': { nodeIds: [] },
    [LAUNCH]: launch,
    ...routes,
  });
  const lobby = route.startsWith('/elott') ? 'ELOTT' : 'RNG';
  const result = renderWithProviders(
    <>
      <GameLobby lobby={lobby} signedIn={type !== null} />
      <CurrentLocation />
    </>,
    { route },
  );
  const location = () => screen.getByTestId('location').textContent;
  return { api, location, queryClient: result.queryClient };
}

const play = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

describe('launching a game', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
    useGateWarning.getState().dismiss();
  });

  it('opens the login popup for a visitor and launches nothing', async () => {
    const { api } = setup({ type: null });
    await play('Golden Reels');
    await waitFor(() => expect(useAuthModal.getState().modal).toBe('login'));
    expect(api.to(LAUNCH)).toHaveLength(0);
  });

  it('warns a trial account that a real account is needed and launches nothing', async () => {
    const { api } = setup({ type: 4 });
    await play('Golden Reels');
    await waitFor(() => expect(useGateWarning.getState().open).toBe(true));
    expect(api.to(LAUNCH)).toHaveLength(0);
  });

  it('launches from the lobby and opens the game in the /game frame', async () => {
    const { api, location, queryClient } = setup({ route: '/rng?vassalage=AURORA' });
    queryClient.setQueryData(memberGameKeys.recent('token-1', {}), { pages: [], pageParams: [] });
    await play('Golden Reels');
    await waitFor(() => expect(location()).toBe(`/game?url=${encodeURIComponent(PLAY_URL)}`));
    expect(api.to(LAUNCH).map((call) => [call.method, call.body])).toEqual([
      [
        'POST',
        { nodeId: slot.nodeId, language: 'EN', device: 'WEB', backUrl: '/rng?vassalage=AURORA' },
      ],
    ]);
    // The recent list is fetched again next time it shows.
    expect(queryClient.getQueryState(memberGameKeys.recent('token-1', {}))?.isInvalidated).toBe(
      true,
    );
  });

  it('shows the clicked card as pending while the launch runs', async () => {
    setup();
    // The launch never answers.
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(LAUNCH) ? new Promise(() => {}) : serve(input, init),
    );
    await play('Golden Reels');
    const card = await screen.findByRole('button', { name: /Golden Reels/, busy: true });
    expect(card.hasAttribute('disabled')).toBe(true);
    expect(within(card).getByRole('status').textContent).toBe('Opening Golden Reels');
  });

  it('offers the popular games when the game is under maintenance, and launches the one chosen', async () => {
    const popular = buildGame({ nodeId: 'POPULAR-1', gameName: 'Lucky Lanterns' });
    let calls = 0;
    const { api, location } = setup({
      launch: () =>
        ++calls === 1
          ? new Fail(503, 'GAME_MAINTENANCE', { popular: [popular] })
          : {
              url: PLAY_URL,
              nodeId: popular.nodeId,
              gameName: popular.gameName,
              provider: 'house',
            },
    });
    await play('Golden Reels');
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(within(dialog).getByText(/Golden Reels is under maintenance right now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lucky Lanterns' }));
    await waitFor(() => expect(location()).toBe(`/game?url=${encodeURIComponent(PLAY_URL)}`));
    expect(api.to(LAUNCH).map((call) => (call.body as { nodeId: string }).nodeId)).toEqual([
      slot.nodeId,
      popular.nodeId,
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains any other failure in words', async () => {
    const { location } = setup({ launch: new Fail(503, 'PROVIDER_UNAVAILABLE') });
    await play('Golden Reels');
    const dialog = await screen.findByRole('dialog', { name: 'The game could not be opened' });
    expect(
      within(dialog).getByText('The game provider is not answering. Please try again shortly.'),
    ).toBeTruthy();
    expect(location()).toBe('/rng');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("stores a vendor tile's vendor and opens the /rng game list at it, launching nothing", async () => {
    const tile = buildGame({
      gameName: 'Jade Dragon',
      isGame: 'VASSALAGE',
      vassalage: 'JADEDRAGON',
    });
    const { api, location } = setup({
      menus: [
        {
          gameCategory: 'RNG',
          vendors: [
            buildVendor(),
            buildVendor({ vassalage: 'JADEDRAGON', title: 'Jade Dragon Slots' }),
          ],
        },
      ],
      routes: {
        '/wps/relay/GCSGAME_gameList': { games: [tile], totalPages: 1, total: 1, pageNo: 1 },
      },
    });
    try {
      await play('Jade Dragon');
      await waitFor(() => expect(location()).toBe('/rng?vassalage=JADEDRAGON'));
      expect(sessionStorage.getItem('gameVendor')).toBe('JADEDRAGON');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.to(LAUNCH)).toHaveLength(0);
    } finally {
      sessionStorage.clear();
    }
  });

  it("opens the portal's own lottery games on the lottery page", async () => {
    const lotto = buildGame({
      gameName: 'VN Northern Draw',
      gameType: 'ELOTT',
      vassalage: 'QUICKPICK',
      vendor: 'TCG_LOTTO_VN',
      accountTypeName: 'TCG_LOTTO_VN',
      gameCode: 'VN1',
      defaultPlayType: 'XSMB',
    });
    const { api, location } = setup({
      route: '/elott',
      games: [lotto],
      menus: [
        {
          gameCategory: 'ELOTT',
          vendors: [
            buildVendor({ gameType: 'ELOTT', vassalage: 'QUICKPICK', title: 'Quick Pick' }),
          ],
        },
      ],
    });
    await play('VN Northern Draw');
    await waitFor(() =>
      expect(location()).toBe('/lottery?gameCode=VN1&vendor=TCG_LOTTO_VN&playType=XSMB'),
    );
    expect(api.to(LAUNCH)).toHaveLength(0);
  });

  it('opens a portal lottery vendor of a lottery lobby on the lottery page', async () => {
    const { location } = setup({
      route: '/elott',
      games: [],
      menus: [
        {
          gameCategory: 'ELOTT',
          vendors: [
            buildVendor({ gameType: 'ELOTT', vassalage: 'ELOTT', title: 'Portal E-Lotto' }),
          ],
        },
      ],
    });
    await play('Open Portal E-Lotto');
    await waitFor(() => expect(location()).toBe('/lottery?vendor=ELOTT'));
  });
});
