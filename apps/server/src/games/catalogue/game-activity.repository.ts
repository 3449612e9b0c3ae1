import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { GameCategory } from '@portal/shared/constants/site';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { catalogueCondition } from './games.repository.js';

export interface WinRow {
  account: string;
  nodeId: string;
  category: GameCategory;
  gameCode: string;
  name: string | null;
  nameEn: string | null;
  stake: bigint;
  payout: bigint;
  settledAt: Date | string;
}

/**
 * What players did with the catalogue: bet rounds for the hot, popular and winner lists, the
 * house provider's rounds for the live rooms. `since` is an ISO instant as stored.
 */
export class GameActivityRepository {
  constructor(private readonly db: DB) {}

  /**
   * The hot list of a category or vendor: games played since `since` (most rounds first), then
   * games flagged hot (in list order); enabled playable games only.
   */
  async hotIds(
    filter: { gameType?: GameCategory; vassalage?: string },
    since: string,
    limit: number,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .leftJoin('bet_rounds as b', (join) =>
        join.onRef('b.game_id', '=', 'g.id').on('b.created_at', '>=', since),
      )
      .where(catalogueCondition({ ...filter, gamesOnly: true }, FALLBACK_LANGUAGE))
      .select(['g.id', (eb) => eb.fn.count<number | string>('b.id').as('rounds')])
      .groupBy(['g.id', 'g.is_hot', 'g.sort'])
      .having(sql<boolean>`count(b.id) > 0 or g.is_hot = 1`)
      .orderBy('rounds', 'desc')
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Enabled playable games played since `since`: most distinct players first, then rounds. */
  async popularIds(since: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('bet_rounds as b')
      .innerJoin('games as g', 'g.id', 'b.game_id')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .where('b.created_at', '>=', since)
      .where(catalogueCondition({ gamesOnly: true }, FALLBACK_LANGUAGE))
      .select([
        'b.game_id',
        (eb) => eb.fn.count<number | string>('b.member_id').distinct().as('players'),
        (eb) => eb.fn.countAll<number | string>().as('rounds'),
      ])
      .groupBy('b.game_id')
      .orderBy('players', 'desc')
      .orderBy('rounds', 'desc')
      .orderBy('b.game_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.game_id);
  }

  /** Settled rounds since `since` that paid more than their stake, biggest payout first. */
  async biggestWins(options: {
    since: string;
    gameType?: GameCategory;
    language: Language;
    limit: number;
  }): Promise<WinRow[]> {
    const rows = await this.db
      .selectFrom('bet_rounds as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .innerJoin('games as g', 'g.id', 'b.game_id')
      .leftJoin('game_translations as tl', (join) =>
        join.onRef('tl.game_id', '=', 'g.id').on('tl.lang', '=', options.language),
      )
      .leftJoin('game_translations as te', (join) =>
        join.onRef('te.game_id', '=', 'g.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'm.account',
        'g.node_id',
        'g.category_code',
        'g.game_code',
        'tl.name as name',
        'te.name as name_en',
        'b.stake',
        'b.payout',
        'b.settled_at',
      ])
      .where('b.status', '=', 'settled')
      .where('b.settled_at', '>=', options.since)
      .whereRef('b.payout', '>', 'b.stake')
      .$if(options.gameType !== undefined, (query) =>
        query.where('b.category_code', '=', options.gameType!),
      )
      .orderBy('b.payout', 'desc')
      .orderBy('b.settled_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(options.limit)
      .execute();
    return rows.map((row) => ({
      account: row.account,
      nodeId: row.node_id,
      category: row.category_code as GameCategory,
      gameCode: row.game_code,
      name: row.name,
      nameEn: row.name_en,
      stake: minor(row.stake),
      payout: minor(row.payout),
      settledAt: row.settled_at!,
    }));
  }

  /** The outcomes (JSON text) of each table's last `perTable` settled rounds, newest first. */
  async lastOutcomes(gameCodes: string[], perTable: number): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (gameCodes.length === 0) return result;
    const ranked = this.db
      .selectFrom('house_rounds')
      .select([
        'game_code',
        'outcome',
        sql<number>`row_number() over (partition by game_code order by id desc)`.as('position'),
      ])
      .where('state', '=', 'settled')
      .where('outcome', 'is not', null)
      .where('game_code', 'in', gameCodes)
      .as('r');
    const rows = await this.db
      .selectFrom(ranked)
      .select(['r.game_code', 'r.outcome'])
      .where('r.position', '<=', perTable)
      .orderBy('r.game_code')
      .orderBy('r.position')
      .execute();
    for (const row of rows) {
      const list = result.get(row.game_code) ?? [];
      list.push(row.outcome!);
      result.set(row.game_code, list);
    }
    return result;
  }

  /** Distinct players with a round of each table since `since`. */
  async playersSince(gameCodes: string[], since: string): Promise<Map<string, number>> {
    if (gameCodes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('house_rounds')
      .select(['game_code', (eb) => eb.fn.count<number | string>('player_id').distinct().as('n')])
      .where('game_code', 'in', gameCodes)
      .where('created_at', '>=', since)
      .groupBy('game_code')
      .execute();
    return new Map(rows.map((row) => [row.game_code, Number(row.n)]));
  }
}
