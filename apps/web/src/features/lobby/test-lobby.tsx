/**
 * Test helpers of the lobby screens (never imported by the site): a fake catalogue that filters
 * and pages like the server, the lobby's other calls, and the lobby rendered in a router.
 */
import { screen, within } from '@testing-library/react';
import type { Game } from '@portal/shared/schemas/games';
import type { PermissionInfo, Vendor } from '@portal/shared/schemas/system';
import { callsTo, serveApi, type ApiHandler, type ApiMock } from '../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../components/ui/test-utils';
import { CurrentLocation, buildVendor, gameListPage } from '../games/test-games';
import { GameLobby } from './components/game-lobby';
import type { LobbyKey } from './lobby-key';

/** GCSGAME_gameList over `games`: filters by vendor, classify, exact min bet and name, pages. */
export function catalogue(games: readonly Game[]): ApiHandler {
  return (_body, url) => {
    const query = url.searchParams;
    const name = query.get('gameName')?.toLowerCase();
    const matching = games.filter(
      (game) =>
        (!query.get('vassalage') || game.vassalage === query.get('vassalage')) &&
        (!query.get('gameClassify') || game.gameClassify === query.get('gameClassify')) &&
        (!query.get('minBet') || game.minBet === Number(query.get('minBet'))) &&
        (!name || game.gameName.toLowerCase().includes(name)),
    );
    const pageNo = Number(query.get('pageNo'));
    const pageSize = Number(query.get('pageSize'));
    const totalPages = Math.ceil(matching.length / pageSize);
    const page = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return gameListPage(page, pageNo, totalPages, matching.length);
  };
}

interface LobbyApi {
  vendors?: Vendor[];
  games?: readonly Game[];
  hot?: Game[];
  site?: Partial<PermissionInfo['site']>;
  /** More routes, "METHOD /path". */
  routes?: Record<string, ApiHandler>;
}

export function serveLobby({ vendors, games = [], hot = [], site, routes }: LobbyApi = {}) {
  const base = buildWhitelabel();
  return serveApi({
    'GET /wps/system/whitelabel': () => ({
      info: buildWhitelabel({ site: { ...base.site, ...site } }),
    }),
    'GET /lgw/games/game_menus': () => [
      { gameCategory: 'RNG', vendors: vendors ?? [buildVendor()] },
    ],
    'GET /wps/relay/GCSGAME_gameList': catalogue(games),
    'GET /wps/relay/GCSGAME_hotGamesV2': () => ({ list: hot }),
    ...routes,
  });
}

export function renderLobby(
  options: { route?: string; lobby?: LobbyKey; signedIn?: boolean } = {},
) {
  const { route = '/rng', lobby = 'RNG', signedIn = false } = options;
  const result = renderWithProviders(
    <>
      <GameLobby lobby={lobby} signedIn={signedIn} />
      <CurrentLocation />
    </>,
    { route },
  );
  return { ...result, location: () => screen.getByTestId('location').textContent };
}

/** The query strings of the calls made to one path, in order. */
export const queriesTo = (fetchMock: ApiMock, path: string, method = 'GET') =>
  callsTo(fetchMock, method, path).map(
    ([input]) => new URL(String(input), 'http://localhost').searchParams,
  );

/** The game names on the cards of a vendor's grid, in order. */
export const cardNames = (vendorTitle = 'Aurora Gaming') =>
  within(screen.getByRole('list', { name: `${vendorTitle} games` }))
    .getAllByRole('listitem')
    .map((item) => {
      // The launch button's text, without the icon's stand-in initial (hidden from readers).
      const button = item.querySelector('button')?.cloneNode(true) as HTMLElement | undefined;
      button?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return button?.textContent ?? '';
    });
