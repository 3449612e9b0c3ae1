import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

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

export interface GameLaunchTables {
  member_recent_games: MemberRecentGamesTable;
  game_sessions: GameSessionsTable;
}
