import type { GameCategory } from '@portal/shared/constants/site';
import type { GameKind } from '@portal/shared/schemas/games';
import { hrefs } from '../../config/paths';

/** What a launch reads of a game (a room or a winner entry carries less than a full game). */
export interface LaunchTarget {
  nodeId: string;
  gameName: string;
  isGame?: GameKind;
  gameType?: GameCategory;
  vassalage?: string;
  vendor?: string;
  accountTypeName?: string;
  gameCode?: string;
  defaultPlayType?: string | null;
}

/** The account types the portal's own lottery page plays (spec section 4). */
export const PORTAL_LOTTERY_TYPES: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

export const isPortalLottery = (code: string | undefined): boolean =>
  code !== undefined && PORTAL_LOTTERY_TYPES.includes(code);

/**
 * The /lottery address of a LOTT or ELOTT game the portal plays itself, or null when the game
 * is a third party's and launches like any other.
 */
export function lotteryHref(game: LaunchTarget): string | null {
  if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') return null;
  if (!isPortalLottery(game.vendor) && !isPortalLottery(game.accountTypeName)) return null;
  return hrefs.lottery({
    gameCode: game.gameCode,
    vendor: game.vendor,
    playType: game.defaultPlayType ?? undefined,
  });
}
