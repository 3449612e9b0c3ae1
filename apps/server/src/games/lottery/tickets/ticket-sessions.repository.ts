import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/time.js';
import {
  launchSessionRow,
  type NewLaunchSession,
} from '../../seamless/launch-sessions.repository.js';

/** The launch sessions and catalogue rows the lottery's tickets play under. */
export class TicketSessionsRepository {
  constructor(private readonly db: DB) {}

  /** Many launch sessions in one statement (at most a few hundred: 7 values a row). */
  async insertSessions(sessions: readonly NewLaunchSession[]): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('game_sessions')
      .values(sessions.map((session) => launchSessionRow(session, now)))
      .execute();
  }

  /** Whether the catalogue has the vendor (category and vassalage both `vassalage`). */
  async hasVendor(vassalage: string): Promise<boolean> {
    const vendor = await this.db
      .selectFrom('vendors')
      .select('vassalage')
      .where('category_code', '=', vassalage)
      .where('vassalage', '=', vassalage)
      .executeTakeFirst();
    return vendor !== undefined;
  }

  /** The catalogue id of the vendor's game; undefined when it has no row. */
  async gameId(vassalage: string, gameCode: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('games')
      .select('id')
      .where('category_code', '=', vassalage)
      .where('vassalage', '=', vassalage)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
    return row?.id;
  }

  /** Writes a hidden (disabled) catalogue row for the game, unless one exists. */
  async insertHiddenGame(vassalage: string, gameCode: string, nodeId: string): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('games')
      .values({
        node_id: nodeId,
        category_code: vassalage,
        vassalage,
        game_code: gameCode,
        is_game: 'GAME',
        engine: null,
        game_classify: null,
        min_bet: 100n,
        default_play_type: null,
        icon_path: 'games/lottery-balls.svg',
        is_hot: 0,
        maintenance: 0,
        enabled: 0,
        sort: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Gives the game an English name (its code) unless it has one. */
  async ensureName(gameId: number, gameCode: string): Promise<void> {
    await this.db
      .insertInto('game_translations')
      .values({ game_id: gameId, lang: 'EN', name: gameCode, search_name: gameCode })
      .onConflict((oc) => oc.columns(['game_id', 'lang']).doNothing())
      .execute();
  }
}
