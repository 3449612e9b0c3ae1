import { useCallback, useState } from 'react';
import { readFavourites, toggleFavourite } from '../favourites';

/** The signed-in member's favourite lottery games (LOTTFAV), or none for a visitor. */
export function useFavourites(username: string | null) {
  const [state, setState] = useState(() => ({
    username,
    list: username ? readFavourites(username) : [],
  }));
  // A different member signed in: read their list (adjusting state while rendering).
  let list = state.list;
  if (state.username !== username) {
    list = username ? readFavourites(username) : [];
    setState({ username, list });
  }
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setState({ username, list: toggleFavourite(username, gameCode) });
    },
    [username],
  );
  return { favourites: list, toggle };
}
