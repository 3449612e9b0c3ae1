/** The session key of the vendor a vendor tile last opened (spec section 3: gameVendor). */
export const GAME_VENDOR_KEY = 'gameVendor';

/** Stores the vendor of an opened vendor tile, for the game list page to show. */
export function rememberGameVendor(vassalage: string): void {
  try {
    sessionStorage.setItem(GAME_VENDOR_KEY, vassalage);
  } catch {
    // Storage unavailable: the address still names the vendor.
  }
}

/** The vendor a vendor tile last opened in this session, if any. */
export function storedGameVendor(): string | null {
  try {
    return sessionStorage.getItem(GAME_VENDOR_KEY);
  } catch {
    return null;
  }
}
