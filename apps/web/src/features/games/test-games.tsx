/**
 * Test fixtures of the games screens (never imported by the site): games, vendors and pages in
 * the server's shapes, and the router's location shown on screen.
 */
import { useLocation } from 'react-router';
import type { Game } from '@portal/shared/schemas/games';
import type { Vendor } from '@portal/shared/schemas/system';

let sequence = 0;

export function buildGame(overrides: Partial<Game> = {}): Game {
  sequence += 1;
  return {
    nodeId: `GAME-${sequence}`,
    vassalage: 'AURORA',
    gameType: 'RNG',
    gameName: `Game ${sequence}`,
    gameClassify: null,
    minBet: 0.1,
    minLineNum: 1,
    isGame: 'GAME',
    defaultPlayType: null,
    vendor: 'AURORA',
    vendorName: 'Aurora Gaming',
    accountTypeName: 'AURORA',
    gameCode: `code-${sequence}`,
    icon: '',
    isHot: false,
    isNew: false,
    maintenance: false,
    favourite: false,
    ...overrides,
  };
}

export const buildGames = (count: number, overrides: Partial<Game> = {}) =>
  Array.from({ length: count }, () => buildGame(overrides));

export function buildVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    gameType: 'RNG',
    vassalage: 'AURORA',
    title: 'Aurora Gaming',
    isHot: false,
    cards: 30,
    icon: '',
    maintenance: false,
    ...overrides,
  };
}

/** A GCSGAME_gameList answer. */
export const gameListPage = (games: Game[], pageNo: number, totalPages: number, total = 0) => ({
  games,
  totalPages,
  total: total || games.length,
  pageNo,
});

/** Where the router is: `${pathname}${search}`. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
