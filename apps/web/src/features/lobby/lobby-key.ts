import type { GameCategory } from '@portal/shared/constants/site';

/** A lobby screen: one per game category, plus e-sports and cockfight (sv3). */
export type LobbyKey = GameCategory | 'ESPORTS' | 'SV3';

export const LOBBY_KEYS: readonly LobbyKey[] = [
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'SV3',
];

export function isLobbyKey(value: string): value is LobbyKey {
  return (LOBBY_KEYS as readonly string[]).includes(value);
}

/** The whitelabel module that switches a lobby on: its category's, sports for e-sports. */
export function lobbyModule(lobby: LobbyKey): string | null {
  if (lobby === 'ESPORTS') return 'SPORTS';
  if (lobby === 'SV3') return null;
  return lobby;
}

/** The catalogue category a lobby lists: e-sports and cockfight vendors are sports vendors. */
export function lobbyCategory(lobby: LobbyKey): GameCategory {
  return lobby === 'ESPORTS' || lobby === 'SV3' ? 'SPORTS' : lobby;
}

/** The list types of a lobby's game grid (spec section 4). */
export type ListType = 'all' | 'hot' | 'fav' | 'recent';
export const LIST_TYPES: readonly ListType[] = ['all', 'hot', 'fav', 'recent'];

/** The list type a URL asks for: `page` names a tab; `type=hot` is the hot list. */
export function listTypeFromQuery(search: URLSearchParams): ListType {
  const page = search.get('page');
  if (page && (LIST_TYPES as readonly string[]).includes(page)) return page as ListType;
  return search.get('type') === 'hot' ? 'hot' : 'all';
}
