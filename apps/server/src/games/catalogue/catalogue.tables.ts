import type { ColumnType, Generated } from 'kysely';
import type { Flag, MinorUnits, Timestamp, Timestamps } from '../../db/columns.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

export interface GameCategoriesTable extends Timestamps {
  id: Generated<number>;
  code: string;
  /** The whitelabel module that switches the category on and off. */
  mod_id: string | null;
  enabled: Flag;
  sort: number;
}

export interface VendorsTable extends Timestamps {
  id: Generated<number>;
  category_code: string;
  vassalage: string;
  title: string;
  is_hot: Flag;
  cards: number;
  icon_path: string;
  maintenance: Flag;
  enabled: Flag;
  sort: number;
  /** seamless (the provider debits our ledger per round) or transfer (the vendor keeps a wallet). */
  wallet_mode: ColumnType<VendorWalletMode, VendorWalletMode | undefined, VendorWalletMode>;
  /** The game provider that launches the vendor's games and signs its wallet callbacks. */
  provider: ColumnType<string, string | undefined, string>;
}

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
  /** Flagged new by an operator (migration 0034). */
  is_new: Flag;
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

/** How a vendor holds the member's money (column added to `vendors` by the same migration). */
export type VendorWalletMode = 'seamless' | 'transfer';

/** The catalogue: categories, vendors, games, their names and members' favourites. */
export interface CatalogueTables {
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_translations: GameTranslationsTable;
  member_favourite_games: MemberFavouriteGamesTable;
}
