import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/site.js';
import {
  CLIENT_TYPE,
  LOBBY_PAGE_SIZE,
  MIN_BET_OPTIONS,
  POPULAR_COUNT,
} from '../constants/limits.js';
import { vendorSchema } from './vendor.js';
import { autoTransferOutcomeSchema } from './wallet.js';

/**
 * The games calls of spec section 7 with the response shapes of section 3. The e-game calls are
 * GETs with query parameters; amounts leave the server as decimal numbers (2 decimals at most).
 */

/** Classify tabs of spec section 9: BG shows only when the site supports the TY language. */
export const GAME_CLASSIFIES = ['JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** GAME: launches; VASSALAGE: a vendor tile that opens that vendor's game list in a popup. */
export const GAME_KINDS = ['GAME', 'VASSALAGE'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** The most a list call returns per page. */
export const GAMES_MAX_PAGE_SIZE = 100;

export const gameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  /** The game's category. */
  gameType: z.enum(GAME_CATEGORIES),
  /** In the request's language (EN when the game has no name in it). */
  gameName: z.string(),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable(),
  minBet: z.number(),
  minLineNum: z.number().int(),
  isGame: z.enum(GAME_KINDS),
  defaultPlayType: z.string().nullable(),
  /** The vendor code (same as vassalage) and the vendor's name. */
  vendor: z.string(),
  vendorName: z.string(),
  /** The account type a lottery launch checks (TCG_LOTTO_VN, ELOTT, LOTT...): the vendor code. */
  accountTypeName: z.string(),
  /** The provider's own code for the game. */
  gameCode: z.string(),
  /** Icon address on one of the image CDNs. */
  icon: z.string(),
  isHot: z.boolean(),
  /** Flagged new by an operator: the lobby may badge it. */
  isNew: z.boolean(),
  maintenance: z.boolean(),
  /** Whether the signed-in member marked it; always false for visitors. */
  favourite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(GAMES_MAX_PAGE_SIZE).default(LOBBY_PAGE_SIZE);
const language = z.string().trim().max(8).optional();
const category = z.enum(GAME_CATEGORIES);
const vendorCode = z.string().trim().min(1).max(64);
/** Parameters the original client sends that do not change the answer here. */
const passThrough = {
  clientType: z.coerce.number().int().default(CLIENT_TYPE),
  platform: z.string().max(64).optional(),
  channel: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
  device: z.string().max(16).optional(),
  token: z.string().max(256).optional(),
};

/** One of the section 9 min-bet options other than `all` (omit the parameter for all). */
export const minBetFilterSchema = z.enum(MIN_BET_OPTIONS.filter((option) => option !== 'all'));

// ---- /wps/relay/GCSGAME_gameList -------------------------------------------------------------
/** getGameList of section 7. `minBet` keeps games whose minimum bet is exactly that amount. */
export const gameListQuerySchema = z.strictObject({
  ...passThrough,
  gameType: category.optional(),
  vassalage: vendorCode.optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  /** Case-insensitive part of the name in the request's language or in English. */
  gameName: z.string().trim().max(64).optional(),
  minBet: minBetFilterSchema.optional(),
  minLineNum: z.coerce.number().int().min(0).max(1000).optional(),
  language,
  pageNo,
  pageSize,
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageNo: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

// ---- /wps/relay/GCSGAME_hotGamesV2 -------------------------------------------------------------
/** getHotGameList: the hot games of a vendor (or of a category, or the site): one page. */
export const hotGamesQuerySchema = z.strictObject({
  ...passThrough,
  isPlatform: z.coerce.number().int().optional(),
  gameType: category.optional(),
  vassalage: vendorCode.optional(),
  language,
});
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });

// ---- /wps/relay/GCS_recentGame ----------------------------------------------------------------
/** getRecentGameList: the member's launches, newest first. */
export const recentGamesQuerySchema = z.strictObject({
  ...passThrough,
  gameType: category.optional(),
  vassalage: vendorCode.optional(),
  language,
  pageNo,
  pageSize,
});
/** The page's games; the envelope carries `totalPages` beside `value` (spec section 7). */
export const recentGamesValueSchema = z.array(gameSchema);

// ---- /wps/relay/MCSFE_getFavoriteGames(List) and MCSFE_gameFavAction -------------------------
/** getFavGameList: the member's favourites, newest first (gameType RNG unless named, spec section 7). */
export const favouriteGamesQuerySchema = z.strictObject({
  ...passThrough,
  gameType: category.default('RNG'),
  vassalage: vendorCode.optional(),
  language,
  pageNo,
  pageSize,
});
/** The page's games; the envelope carries `totalPages` beside `value` (spec section 7). */
export const favouriteGamesValueSchema = z.array(gameSchema);
/** MCSFE_getFavoriteGames: every favourite's nodeId, to mark stars in any list. */
export const favouriteIdsQuerySchema = z.strictObject({ ...passThrough, language });
export const favouriteIdsValueSchema = z.object({ nodeIds: z.array(z.string()) });

/** gameFavAction: toggles by nodeId, or sets it when `favourite` is given. */
export const favouriteActionPayloadSchema = z.strictObject({
  nodeId: z.string().trim().min(1).max(64),
  vendor: z.string().max(64).optional(),
  gameType: category.optional(),
  favourite: z.boolean().optional(),
});
export const favouriteActionValueSchema = z.object({
  nodeId: z.string(),
  favourite: z.boolean(),
});

// ---- /wps/relay/GCSGAME_getVassGameType -------------------------------------------------------
export const vassGameTypeQuerySchema = z.strictObject({
  ...passThrough,
  vassalage: vendorCode,
  language,
});
export const vassGameTypeValueSchema = z.object({
  vassalage: z.string(),
  title: z.string(),
  /** The categories the vendor has games in, in nav order, with how many. */
  gameTypes: z.array(z.object({ gameType: category, games: z.number().int() })),
});

// ---- /wps/relay/GCSGAME_gameVendor ------------------------------------------------------------
export const gameVendorQuerySchema = z.strictObject({ ...passThrough, language });
export const gameVendorValueSchema = z.array(
  z.object({
    gameCategory: category,
    vendors: z.array(vendorSchema.extend({ walletMode: z.enum(['seamless', 'transfer']) })),
  }),
);

// ---- /lgw/games/popular -------------------------------------------------------------------------
export const popularGamesQuerySchema = z.strictObject({
  ...passThrough,
  count: z.coerce.number().int().min(1).max(50).default(POPULAR_COUNT),
  prizeMode: z.string().max(16).optional(),
  language,
});
export const popularGamesValueSchema = z.array(gameSchema);

// ---- /wps/relay/GCSGAME_getRankList -----------------------------------------------------------
/** The winner board: the biggest real wins of the last `days` days. */
export const rankListQuerySchema = z.strictObject({
  ...passThrough,
  count: z.coerce.number().int().min(1).max(50).default(20),
  days: z.coerce.number().int().min(1).max(30).default(7),
  gameType: category.optional(),
  language,
});
export const rankEntrySchema = z.object({
  /** Masked account, e.g. de***01. */
  player: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: category,
  /** Payout of the round. */
  prize: z.number(),
  /** Payout over stake. */
  multiplier: z.number(),
  time: z.string(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;
export const rankListValueSchema = z.object({ list: z.array(rankEntrySchema) });

// ---- /wps/game/launchGame and /wps/relay/GCS_gameLaunchFB ---------------------------------------
export const launchGamePayloadSchema = z.strictObject({
  nodeId: z.string().trim().min(1).max(64),
  language: language,
  device: z.enum(['WEB', 'H5']).default('WEB'),
  /** Where the game's own exit button returns to: a path on this site. */
  backUrl: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)/)
    .optional(),
});
export type LaunchGamePayload = z.input<typeof launchGamePayloadSchema>;
export const launchGameValueSchema = z.object({
  /** The address the /game frame loads. */
  url: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  /**
   * The transfer-mode vendor whose wallet the game plays from (the member may move money into it
   * from main); null when the game plays from the main wallet.
   */
  walletVendor: z.string().nullable(),
  /** What the member's automatic transfer did at this launch; null when it did not run. */
  autoTransfer: autoTransferOutcomeSchema.nullable(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;
/** The sports provider page: its first (or the named) SPORTS vendor's main game. */
export const launchSportsQuerySchema = z.strictObject({
  ...passThrough,
  vassalage: vendorCode.optional(),
  language,
});
/** The envelope `value` of a GAME_MAINTENANCE answer: popular games to suggest. */
export const gameMaintenanceValueSchema = z.object({ popular: z.array(gameSchema) });

// ---- /wps/relay/GLS2_roomList ------------------------------------------------------------------
export const roomListQuerySchema = z.strictObject({
  ...passThrough,
  vassalage: vendorCode,
  language,
});
export const roomSchema = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  icon: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  status: z.enum(['open', 'maintenance']),
  /** The last results of the table, newest first (winning numbers or outcomes), at most 10. */
  lastResults: z.array(z.string()),
  /** Players in a round of the last 10 minutes. */
  players: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListValueSchema = z.object({ list: z.array(roomSchema) });

// ---- Betting records: /wps/member/bets and /wps/member/bets/profit ------------------------------
export const BET_RECORDS_MAX_DAYS = 90;
export const BET_RECORDS_DEFAULT_DAYS = 7;
export const betStatuses = ['open', 'settled', 'cancelled'] as const;

/**
 * `from` and `to` are ISO instants, `to` exclusive; without them the last 7 days. A range over
 * BET_RECORDS_MAX_DAYS or ending before it starts is VALIDATION_FAILED.
 */
export const betRecordsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  gameType: category.optional(),
  vassalage: vendorCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type BetRecordsQuery = z.input<typeof betRecordsQuerySchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  /** When the round started. */
  time: z.string(),
  settledAt: z.string().nullable(),
  gameType: category,
  vassalage: z.string(),
  vendorName: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  stake: z.number(),
  /** The stake of a settled round; 0 for open or cancelled ones. */
  validBet: z.number(),
  payout: z.number(),
  /** payout - stake for a settled round; 0 otherwise. */
  winLoss: z.number(),
  status: z.enum(betStatuses),
  /** The provider's summary of the outcome. */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordsValueSchema = z.object({
  list: z.array(betRecordSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Over the whole range and filters, not just this page. */
  totals: betTotalsSchema,
});
export type BetRecordsValue = z.infer<typeof betRecordsValueSchema>;

/** Profit and loss: settled rounds by day (site time, GMT+8) and by category. */
export const profitQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  gameType: category.optional(),
});
export type ProfitQuery = z.input<typeof profitQuerySchema>;
export const profitValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Every day of the range (yyyy-MM-dd, GMT+8), days without play as zeros, oldest first. */
  days: z.array(betTotalsSchema.extend({ date: z.string() })),
  /** Only categories with play, in nav order. */
  categories: z.array(betTotalsSchema.extend({ gameType: category })),
  totals: betTotalsSchema,
});
export type ProfitValue = z.infer<typeof profitValueSchema>;
