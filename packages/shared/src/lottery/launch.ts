/**
 * Spec section 4: a LOTT or ELOTT game whose vendor or account type is one of these plays on the
 * portal's own /lottery page; any other lottery vendor launches like a third-party game.
 */
export const PORTAL_LOTTERY_TYPES: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

export interface LotteryLaunchTarget {
  category: string;
  vendor?: string | null;
  accountTypeName?: string | null;
}

export function isPortalLotteryGame(game: LotteryLaunchTarget): boolean {
  if (game.category !== 'LOTT' && game.category !== 'ELOTT') return false;
  return [game.vendor, game.accountTypeName].some(
    (code) => !!code && PORTAL_LOTTERY_TYPES.includes(code),
  );
}

/** `/lottery?gameCode=..&vendor=..&playType=..`, each part only when known (spec section 2). */
export function lotteryPageUrl(query: {
  gameCode?: string | null;
  vendor?: string | null;
  playType?: string | null;
}): string {
  const params = new URLSearchParams();
  if (query.gameCode) params.set('gameCode', query.gameCode);
  if (query.vendor) params.set('vendor', query.vendor);
  if (query.playType) params.set('playType', query.playType);
  const text = params.toString();
  return text ? `/lottery?${text}` : '/lottery';
}
