/**
 * The menu entry of the page shown: the one whose path is the longest prefix of the location, so
 * `/games/vendors` marks "Vendors" and not also "Catalogue", and `/members/7` marks "Members".
 */
export function currentEntry<T extends { to: string }>(entries: T[], pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: T | undefined;
  for (const entry of entries) {
    const inside = path === entry.to || (entry.to !== '/' && path.startsWith(`${entry.to}/`));
    if (inside && (!best || entry.to.length > best.to.length)) best = entry;
  }
  return best;
}
