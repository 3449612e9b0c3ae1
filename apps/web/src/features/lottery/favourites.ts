/**
 * LOTTFAV (spec section 3): local storage holding a map of username to that member's favourite
 * lottery game ids, so members sharing a browser keep their own lists.
 */
export const FAVOURITES_KEY = 'LOTTFAV';

type FavouriteMap = Record<string, string[]>;

function readMap(): FavouriteMap {
  try {
    const parsed = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as FavouriteMap)
      : {};
  } catch {
    return {};
  }
}

export function readFavourites(username: string): string[] {
  const list = readMap()[username];
  return Array.isArray(list) ? list.filter((id) => typeof id === 'string') : [];
}

/** Adds or removes one game for one member; returns the member's new list. */
export function toggleFavourite(username: string, gameCode: string): string[] {
  const map = readMap();
  const current = Array.isArray(map[username]) ? map[username] : [];
  const next = current.includes(gameCode)
    ? current.filter((id) => id !== gameCode)
    : [...current, gameCode];
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ ...map, [username]: next }));
  } catch {
    // Storage unavailable: the change lasts for this page only.
  }
  return next;
}
