import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { GameCategory } from '@portal/shared/constants/site';
import { isPortalLotteryGame } from '@portal/shared/lottery/launch';
import { fromMinor } from '@portal/shared/money';
import { LOTTERY_ACCOUNT_TYPE } from '@portal/shared/schemas/lottery';
import type { Game } from '@portal/shared/schemas/games';
import type { GameClassify, GameKind, HouseEngine } from './catalogue.tables.js';
import type { VendorWalletMode } from './catalogue.tables.js';

/** The columns of a `games` row that the catalogue seed writes and the lists read. */
export interface GameFields {
  nodeId: string;
  category: GameCategory;
  vassalage: string;
  gameCode: string;
  isGame: GameKind;
  engine: HouseEngine | null;
  gameClassify: GameClassify | null;
  /** Minor units. */
  minBet: bigint;
  minLineNum: number;
  defaultPlayType: string | null;
  /** Path under the assets base, e.g. games/slot-bell.svg. */
  iconPath: string;
  isHot: boolean;
  /** The game's own flag; `underMaintenance` adds the vendor's. */
  maintenance: boolean;
}

/**
 * A catalogue game joined with its vendor: what the lists, the launch and the betting records
 * read. Stable shape: other modules import it (see README.md).
 */
export interface GameRow extends GameFields {
  id: number;
  /** Flagged new by an operator (not part of the seed's fields: the demo has none). */
  isNew: boolean;
  /** The game's own flag; `isAvailable` adds the vendor's. */
  enabled: boolean;
  vendor: {
    title: string;
    walletMode: VendorWalletMode;
    /** The game provider that launches the vendor's games (vendors.provider). */
    provider: string;
    maintenance: boolean;
    enabled: boolean;
  };
  /** Names by language: every one from findByNodeId; the request's and EN's from the lists. */
  names: Partial<Record<Language, string>>;
}

/** The name in `language`, else EN's, else the provider's game code. */
export function gameName(row: Pick<GameRow, 'names' | 'gameCode'>, language: Language): string {
  return row.names[language] ?? row.names[FALLBACK_LANGUAGE] ?? row.gameCode;
}

/** The game or its whole vendor is under maintenance. */
export function underMaintenance(row: Pick<GameRow, 'maintenance' | 'vendor'>): boolean {
  return row.maintenance || row.vendor.maintenance;
}

/** The game and its vendor are switched on: listed and launchable (maintenance aside). */
export function isAvailable(row: Pick<GameRow, 'enabled' | 'vendor'>): boolean {
  return row.enabled && row.vendor.enabled;
}

/**
 * The API shape of a game (`gameSchema`): name in `language` (EN fallback), `iconUrl` the
 * address from IconUrls, `favourite` whether the signed-in member marked it (false for visitors).
 */
export function toGame(
  row: GameRow,
  language: Language,
  iconUrl: string,
  favourite: boolean,
): Game {
  return {
    nodeId: row.nodeId,
    vassalage: row.vassalage,
    gameType: row.category,
    gameName: gameName(row, language),
    gameClassify: row.gameClassify,
    minBet: Number(fromMinor(row.minBet)),
    minLineNum: row.minLineNum,
    isGame: row.isGame,
    defaultPlayType: row.defaultPlayType,
    vendor: row.vassalage,
    vendorName: row.vendor.title,
    // The portal's own lottery games carry the lottery's account type (spec section 3).
    accountTypeName:
      row.isGame === 'GAME' &&
      isPortalLotteryGame({ category: row.category, vendor: row.vassalage })
        ? LOTTERY_ACCOUNT_TYPE
        : row.vassalage,
    gameCode: row.gameCode,
    icon: iconUrl,
    isHot: row.isHot,
    isNew: row.isNew,
    maintenance: underMaintenance(row),
    favourite,
  };
}
