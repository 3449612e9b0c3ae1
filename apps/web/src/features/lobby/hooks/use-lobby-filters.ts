import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared/constants/limits';
import type { GameClassify } from '@portal/shared/schemas/games';
import type { MinBetOption } from '../../games/api/games-keys';

export interface LobbyFilters {
  /** The searched name, as last settled after typing stopped. */
  gameName: string;
  gameClassify: GameClassify | null;
  minBet: MinBetOption | null;
}

const NO_FILTERS: LobbyFilters = { gameName: '', gameClassify: null, minBet: null };

/**
 * The game list's filters. The search box applies what was typed once typing has paused for
 * 500 ms (spec section 9), so a word typed quickly asks for one list, not one per letter.
 */
export function useLobbyFilters() {
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<LobbyFilters>(NO_FILTERS);

  useEffect(() => {
    const gameName = searchText.trim();
    if (gameName === filters.gameName) return;
    const timer = setTimeout(
      () => setFilters((current) => ({ ...current, gameName })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, filters.gameName]);

  return {
    searchText,
    setSearchText,
    filters,
    active: filters.gameName !== '' || filters.gameClassify !== null || filters.minBet !== null,
    setClassify: (gameClassify: GameClassify | null) =>
      setFilters((current) => ({ ...current, gameClassify })),
    setMinBet: (minBet: MinBetOption | null) => setFilters((current) => ({ ...current, minBet })),
    clear: () => {
      setSearchText('');
      setFilters(NO_FILTERS);
    },
  };
}
