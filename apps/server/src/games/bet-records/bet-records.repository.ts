import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { CUSTOM_PLAN, type DB } from '../../db/database.js';
import type { BetRoundStatus } from '../seamless/seamless.tables.js';
import { minor } from '../../db/minor.js';

/**
 * Whose rounds one read covers: one member's, or an agent's downline (members below the agent in
 * agency_tree, optionally at one level, one account key or within the team of one downline:
 * that member and its own subtree) for the agent centre's team betting.
 */
export type RoundOwner =
  | { memberId: number }
  | { downlineOf: number; level?: number; accountKey?: string; teamOf?: number };

/** Which of an owner's rounds one read covers: a range of start times and filters. */
export interface RoundRange {
  /** ISO instants as stored (UTC, toISOString), `to` exclusive. */
  from: string;
  to: string;
  category?: string;
  vassalage?: string;
  /** Only settled rounds (profit and loss). */
  settledOnly?: boolean;
}

/** The rounds one read covers: always one owner's, in a range of start times. */
export type RoundFilter = RoundOwner & RoundRange;

/** Sums in minor units. */
export interface RoundSums {
  count: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
}

export interface RoundRow {
  id: number;
  memberId: number;
  roundId: string;
  createdAt: Date | string;
  settledAt: Date | string | null;
  category: string;
  vassalage: string;
  vendorName: string | null;
  nodeId: string;
  gameName: string | null;
  gameCode: string;
  stake: bigint;
  payout: bigint;
  status: BetRoundStatus;
  result: string | null;
}

/** Settled sums of one site day (yyyy-MM-dd) and category. */
export interface DayCategorySums extends RoundSums {
  day: string;
  category: string;
}

type SumRow = {
  count: string | number;
  stake: string | number;
  valid_bet: string | number;
  payout: string | number;
  win_loss: string | number;
};

/**
 * The sums every read reports, computed by the database over integers. Only settled rounds have a
 * valid bet and a win or loss: an open round may still be paid, a cancelled one was given back.
 */
const sums = [
  sql<string | number>`count(*)`.as('count'),
  sql<string | number>`coalesce(sum(r.stake), 0)`.as('stake'),
  sql<string | number>`coalesce(sum(case when r.status = 'settled' then r.stake else 0 end), 0)`.as(
    'valid_bet',
  ),
  sql<string | number>`coalesce(sum(r.payout), 0)`.as('payout'),
  sql<
    string | number
  >`coalesce(sum(case when r.status = 'settled' then r.payout - r.stake else 0 end), 0)`.as(
    'win_loss',
  ),
];

const toSums = (row: SumRow): RoundSums => ({
  count: Number(row.count),
  stake: minor(row.stake),
  validBet: minor(row.valid_bet),
  payout: minor(row.payout),
  winLoss: minor(row.win_loss),
});

/**
 * Reads of bet_rounds for the betting record and profit and loss. Every query starts from one
 * member id and a range of created_at, so it walks bet_rounds_member_time_idx and no filter can
 * reach another member's rounds.
 */
export class BetRecordsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  async memberCurrency(memberId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.currency ?? null;
  }

  /**
   * A downline's rounds are scoped in the SQL: the member must be below the agent in the closure
   * table (depth > 0), so no filter can reach a member outside the agent's tree.
   */
  private rounds(filter: RoundFilter) {
    const owned =
      'memberId' in filter
        ? this.db.selectFrom('bet_rounds as r').where('r.member_id', '=', filter.memberId)
        : this.db
            .selectFrom('bet_rounds as r')
            // The same statement pages the top agent's 100,000 members and a small agent's few:
            // planned for each call (decision 067), it walks bet_rounds_time_idx back for the one
            // and each member's rounds for the others (decision 074).
            .modifyFront(sql.raw(CUSTOM_PLAN))
            .where('r.member_id', 'in', (eb) =>
              eb
                .selectFrom('agency_tree as t')
                .select('t.descendant_id')
                .where('t.ancestor_id', '=', filter.downlineOf)
                .where('t.depth', '>', 0)
                .$if(filter.level !== undefined, (query) =>
                  query.where('t.depth', '=', filter.level!),
                )
                .$if(filter.accountKey !== undefined, (query) =>
                  query
                    .innerJoin('members as m', 'm.id', 't.descendant_id')
                    .where('m.account_key', '=', filter.accountKey!),
                )
                .$if(filter.teamOf !== undefined, (query) =>
                  query
                    .innerJoin('agency_tree as team', 'team.descendant_id', 't.descendant_id')
                    .where('team.ancestor_id', '=', filter.teamOf!),
                ),
            );
    return (
      owned
        .where('r.created_at', '>=', filter.from)
        .where('r.created_at', '<', filter.to)
        // A category the site does not know has no place in the lists or the sums.
        .where('r.category_code', 'in', GAME_CATEGORIES)
        .$if(filter.category !== undefined, (query) =>
          query.where('r.category_code', '=', filter.category!),
        )
        .$if(filter.vassalage !== undefined, (query) =>
          query.where('r.vassalage', '=', filter.vassalage!),
        )
        .$if(filter.settledOnly === true, (query) => query.where('r.status', '=', 'settled'))
    );
  }

  async totals(filter: RoundFilter): Promise<RoundSums> {
    const row = await this.rounds(filter).select(sums).executeTakeFirstOrThrow();
    return toSums(row);
  }

  /** One page of rounds, newest first, with the game's name in `language` (else English). */
  async page(
    filter: RoundFilter,
    language: Language,
    limit: number,
    offset: number,
  ): Promise<RoundRow[]> {
    const rows = await this.rounds(filter)
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .leftJoin('game_translations as tl', (join) =>
        join.onRef('tl.game_id', '=', 'r.game_id').on('tl.lang', '=', language),
      )
      .leftJoin('game_translations as te', (join) =>
        join.onRef('te.game_id', '=', 'r.game_id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .leftJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'r.category_code')
          .onRef('v.vassalage', '=', 'r.vassalage'),
      )
      .select((eb) => [
        'r.id',
        'r.member_id',
        'r.round_id',
        'r.created_at',
        'r.settled_at',
        'r.category_code',
        'r.vassalage',
        'r.stake',
        'r.payout',
        'r.status',
        'r.result',
        'g.node_id',
        'g.game_code',
        'v.title as vendor_name',
        eb.fn.coalesce('tl.name', 'te.name').as('game_name'),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      roundId: row.round_id,
      createdAt: row.created_at,
      settledAt: row.settled_at,
      category: row.category_code,
      vassalage: row.vassalage,
      vendorName: row.vendor_name,
      nodeId: row.node_id,
      gameName: row.game_name,
      gameCode: row.game_code,
      stake: minor(row.stake),
      payout: minor(row.payout),
      status: row.status,
      result: row.result,
    }));
  }

  /**
   * The day in site time (UTC + `offsetMinutes`) a round started, as yyyy-MM-dd, computed by the
   * database. SQLite reads the stored ISO text (its date functions take the trailing Z);
   * PostgreSQL converts the timestamptz to UTC first so the session's time zone does not count.
   * The shift is written into the SQL, not bound: PostgreSQL groups by an expression only when
   * the grouped one is the same text, and two parameters are never the same text.
   */
  private siteDay(offsetMinutes: number): RawBuilder<string> {
    const shift = sql.lit(
      `${offsetMinutes >= 0 ? '+' : '-'}${Math.abs(Math.trunc(offsetMinutes))} minutes`,
    );
    return this.postgres
      ? sql<string>`to_char((r.created_at at time zone 'UTC') + interval ${shift}, 'YYYY-MM-DD')`
      : sql<string>`strftime('%Y-%m-%d', r.created_at, ${shift})`;
  }

  /** Settled sums per site day and category: at most days x categories rows. */
  async settledByDayAndCategory(
    filter: { memberId: number } & Omit<RoundRange, 'settledOnly' | 'vassalage'>,
    offsetMinutes: number,
  ): Promise<DayCategorySums[]> {
    const day = this.siteDay(offsetMinutes);
    const rows = await this.rounds({ ...filter, settledOnly: true })
      .select([day.as('day'), 'r.category_code', ...sums])
      .groupBy([day, 'r.category_code'])
      .execute();
    return rows.map((row) => ({ ...toSums(row), day: row.day, category: row.category_code }));
  }
}
