import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from '../database.js';
import type { MinorUnits } from './ledger.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

/** GAME: a playable game; VASSALAGE: a tile that opens a vendor's own game list. */
export type GameKind = 'GAME' | 'VASSALAGE';
/** The house engines that play the demo catalogue. */
export type HouseEngine = 'slot' | 'roulette' | 'crash' | 'match';
export type GameClassify = 'JP' | 'TG' | 'AC' | 'BG';

export interface GamesTable {
  id: Generated<number>;
  node_id: string;
  category_code: string;
  vassalage: string;
  game_code: string;
  is_game: ColumnType<GameKind, GameKind | undefined, GameKind>;
  engine: HouseEngine | null;
  game_classify: GameClassify | null;
  /** Smallest stake, minor units. */
  min_bet: MinorUnits;
  min_line_num: ColumnType<number, number | undefined, number>;
  default_play_type: string | null;
  icon_path: string;
  is_hot: Flag;
  maintenance: Flag;
  enabled: Flag;
  sort: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameTranslationsTable {
  game_id: number;
  lang: string;
  name: string;
  /** The name lower-cased: what a search matches. */
  search_name: string;
}

export interface MemberFavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface MemberRecentGamesTable {
  member_id: number;
  game_id: number;
  launched_at: Timestamp;
}

export interface GameSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the launch token the provider carries in its callbacks. */
  token_hash: string;
  member_id: number;
  game_id: number;
  provider: string;
  /** The member's interface language at launch. */
  language: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export type ProviderTransactionKind = 'debit' | 'credit' | 'rollback';

export interface ProviderTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  kind: ProviderTransactionKind;
  member_id: number;
  round_id: string;
  ref_transaction_id: string | null;
  amount: MinorUnits;
  request_hash: string;
  /** JSON of the first answer, returned again on a replay. */
  response: string;
  ledger_transfer_id: number | null;
  /** The debit id this row stands for (a debit's own, or a rollback's before its debit). */
  claim_key: string | null;
  created_at: CreatedAt;
}

export type BetRoundStatus = 'open' | 'settled' | 'cancelled';

export interface BetRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  member_id: number;
  game_id: number;
  category_code: string;
  vassalage: string;
  /** main, or vendor for a transfer-mode vendor's games. */
  wallet: 'main' | 'vendor';
  currency: string;
  stake: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  payout: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  status: ColumnType<BetRoundStatus, BetRoundStatus | undefined, BetRoundStatus>;
  /** JSON summary of the outcome from the provider. */
  result: string | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export type HouseRoundState = 'open' | 'settled' | 'failed';

export interface HouseRoundsTable {
  id: Generated<number>;
  round_id: string;
  player_id: string;
  game_code: string;
  engine: HouseEngine;
  currency: string;
  stake: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  payout: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  /** JSON: what was bet. */
  bet: string;
  /** JSON: the outcome and the wins. */
  outcome: string | null;
  state: ColumnType<HouseRoundState, HouseRoundState | undefined, HouseRoundState>;
  closes_at: NullableTimestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

/** The catalogue, favourites, recent games, launches, seamless callbacks and bet records. */
export interface GameTables {
  games: GamesTable;
  game_translations: GameTranslationsTable;
  member_favourite_games: MemberFavouriteGamesTable;
  member_recent_games: MemberRecentGamesTable;
  game_sessions: GameSessionsTable;
  provider_transactions: ProviderTransactionsTable;
  bet_rounds: BetRoundsTable;
  house_rounds: HouseRoundsTable;
}
