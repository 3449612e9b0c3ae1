import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import { launchSessionRow, type NewLaunchSession } from '../seamless/launch-sessions.repository.js';

/** A sports game in the order the sports page picks from. */
export interface SportsCandidate {
  nodeId: string;
  /** The game or its vendor is under maintenance. */
  maintenance: boolean;
}

/** What a launch reads beside the catalogue, and the launch's own writes. */
export class GameLaunchRepository {
  constructor(private readonly db: DB) {}

  /** A category's switch and the whitelabel module that also switches it; undefined if unknown. */
  category(code: string) {
    return this.db
      .selectFrom('game_categories')
      .select(['enabled', 'mod_id as modId'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * The enabled playable sports games of enabled vendors (of one vendor when named): vendors in
   * lobby order, each vendor's games in catalogue order.
   */
  async sportsCandidates(vassalage?: string): Promise<SportsCandidate[]> {
    let query = this.db
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .select(['g.node_id', 'g.maintenance', 'v.maintenance as vendor_maintenance'])
      .where('g.category_code', '=', 'SPORTS')
      .where('g.is_game', '=', 'GAME')
      .where('g.enabled', '=', 1)
      .where('v.enabled', '=', 1);
    if (vassalage) query = query.where('g.vassalage', '=', vassalage);
    const rows = await query
      .orderBy('v.sort')
      .orderBy('v.id')
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      nodeId: row.node_id,
      maintenance: row.maintenance === 1 || row.vendor_maintenance === 1,
    }));
  }

  member(memberId: number) {
    return this.db
      .selectFrom('members')
      .select(['account', 'currency'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
  }

  /** The launch's session and the member's recent-games entry, in the caller's transaction. */
  async recordLaunch(trx: Trx, session: NewLaunchSession): Promise<void> {
    const now = nowIso();
    await trx.insertInto('game_sessions').values(launchSessionRow(session, now)).execute();
    await trx
      .insertInto('member_recent_games')
      .values({ member_id: session.memberId, game_id: session.gameId, launched_at: now })
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'game_id']).doUpdateSet({ launched_at: now }),
      )
      .execute();
  }
}
