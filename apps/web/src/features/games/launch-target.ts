import type { GameCategory } from '@portal/shared/constants/site';
import type { GameKind } from '@portal/shared/schemas/games';
import { isPortalLotteryGame, PORTAL_LOTTERY_TYPES } from '@portal/shared/lottery/launch';
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

/** Whether a vendor or account type is one the portal's own lottery page plays (spec section 4). */
export const isPortalLottery = (code: string | undefined): boolean =>
  code !== undefined && PORTAL_LOTTERY_TYPES.includes(code);

/**
 * The /lottery address of a LOTT or ELOTT game the portal plays itself, or null when the game
 * is a third party's and launches like any other.
 */
export function lotteryHref(game: LaunchTarget): string | null {
  const target = {
    category: game.gameType ?? '',
    vendor: game.vendor,
    accountTypeName: game.accountTypeName,
  };
  // The same rule as the server's launch (packages/shared/src/lottery/launch.ts).
  if (!isPortalLotteryGame(target)) return null;
  return hrefs.lottery({
    gameCode: game.gameCode,
    vendor: game.vendor,
    playType: game.defaultPlayType ?? undefined,
  });
}
