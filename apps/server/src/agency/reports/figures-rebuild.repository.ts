import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres, siteDaySql } from '../../db/dialect.js';
import type { Trx } from '../../db/transaction.js';
import type { Selectable } from 'kysely';
import type { DomainEventsTable } from '../../platform/events/events.tables.js';
import { COUNT_FIELDS, MONEY_FIELDS } from './figures.js';
import { recomputeLedgerDays } from './ledger-days.repository.js';
import { recomputeRoundDays } from './round-days.repository.js';

export const FIELDS = [...COUNT_FIELDS, ...MONEY_FIELDS];

export interface Dialect {
  postgres: boolean;
  /** The site day (GMT+8, yyyy-MM-dd) of a timestamp column. */
  day(column: string): RawBuilder<string>;
  /** The Monday of a yyyy-MM-dd text column's week, as yyyy-MM-dd. */
  monday(column: string): RawBuilder<string>;
}

export function dialectOf(db: DB): Dialect {
  const postgres = isPostgres(db);
  return {
    postgres,
    day: (column) => siteDaySql(db, column),
    monday: postgres
      ? (column) => sql<string>`to_char(date_trunc('week', ${sql.ref(column)}::date), 'YYYY-MM-DD')`
      : (column) => sql<string>`date(${sql.ref(column)}, '-6 days', 'weekday 1')`,
  };
}

/**
 * The raw records as figures rows (member_id, day, category, then every figures column), one row
 * per record: the same rules as figuresOfEvents, read from the records the events describe.
 */
function rawFigures(d: Dialect) {
  const row = (values: Partial<Record<(typeof FIELDS)[number], RawBuilder<unknown>>>) =>
    sql.join(FIELDS.map((field) => sql`${values[field] ?? sql`0`} as ${sql.ref(field)}`));
  return sql`
    select id as member_id, ${d.day('created_at')} as day, '' as category,
      ${row({ registrations: sql`1` })}
    from members where type <> 4
    union all
    select member_id, ${d.day('credited_at')}, '',
      ${row({ deposit_count: sql`1`, deposits: sql`amount` })}
    from deposit_orders where status = 'success' and credited_at is not null
    union all
    select member_id, min(${d.day('credited_at')}), '', ${row({ first_deposits: sql`1` })}
    from deposit_orders where status = 'success' and credited_at is not null group by member_id
    union all
    select member_id, ${d.day('decided_at')}, '', ${row({ withdrawals: sql`amount` })}
    from withdrawals where decided_at is not null and status not in ('pending', 'rejected')
    union all
    select member_id, ${d.day('resolved_at')}, '', ${row({ withdrawals: sql`-refunded_amount` })}
    from withdrawals where status = 'refunded' and refunded_amount is not null
    union all
    select member_id, ${d.day('ended_at')}, '', ${row({ bonuses: sql`amount` })}
    from bonuses where state = 'completed' and ended_at is not null
    union all
    select member_id, ${d.day('settled_at')}, category_code,
      ${row({
        bet_count: sql`1`,
        bets: sql`stake`,
        valid_bets: sql`stake`,
        payouts: sql`payout`,
      })}
    from bet_rounds where status = 'settled' and settled_at is not null
  `;
}

const sums = sql.join(FIELDS.map((field) => sql`sum(${sql.ref(field)})`));
export const columns = sql.join(FIELDS.map((field) => sql.ref(field)));

/** Recomputes every figures table from the raw records in `trx`. */
export async function recomputeIn(trx: Trx, d: Dialect): Promise<void> {
  await recomputeRoundDays(trx, d.day);
  await recomputeLedgerDays(trx);
  for (const table of [
    'team_activity',
    'agency_activity',
    'agency_first_deposits',
    'team_daily_figures',
    'member_daily_figures',
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(trx);
  }
  await sql`
    insert into member_daily_figures (member_id, day, category, ${columns})
    select member_id, day, category, ${sums} from (${rawFigures(d)}) raw
    group by member_id, day, category
  `.execute(trx);
  await sql`
    insert into agency_first_deposits (member_id, day)
    select member_id, min(day) from member_daily_figures where first_deposits > 0
    group by member_id
  `.execute(trx);
  await sql`
    insert into agency_activity (member_id, period)
    select distinct member_id, ${sql`'D' || day`} from member_daily_figures where bet_count > 0
  `.execute(trx);
  await sql`
    insert into agency_activity (member_id, period)
    select distinct member_id, 'W' || ${d.monday('day')} from (
      select member_id, substr(period, 2) as day from agency_activity where period like 'D%'
    ) days
  `.execute(trx);
  await sql`
    insert into agency_activity (member_id, period)
    select distinct member_id, 'M' || substr(period, 2, 7) from agency_activity
    where period like 'D%'
  `.execute(trx);
  await sql`
    insert into team_daily_figures (agent_id, day, category, ${columns})
    select t.ancestor_id, f.day, f.category, ${sql.join(FIELDS.map((field) => sql`sum(${sql.ref(`f.${field}`)})`))}
    from member_daily_figures f join agency_tree t on t.descendant_id = f.member_id
    group by t.ancestor_id, f.day, f.category
  `.execute(trx);
  await sql`
    insert into team_activity (agent_id, period, active_members)
    select t.ancestor_id, a.period, count(*)
    from agency_activity a join agency_tree t on t.descendant_id = a.member_id
    group by t.ancestor_id, a.period
  `.execute(trx);
}

/** Where an event consumer's cursor stands: after this transaction id and event id. */
export interface ConsumerCursor {
  txId: bigint;
  id: bigint;
}

/** The statements that recompute the agency figures from the raw records, and check them. */
export class FiguresRebuildRepository {
  readonly postgres: boolean;
  private readonly dialect: Dialect;

  constructor(private readonly db: DB) {
    this.dialect = dialectOf(db);
    this.postgres = this.dialect.postgres;
  }

  /**
   * Runs `work` in one transaction: on PostgreSQL a repeatable-read snapshot, with the oldest
   * transaction still running when it was taken (`xmin`); on SQLite a plain one (null).
   */
  async inSnapshot(work: (trx: Trx, xmin: bigint | null) => Promise<void>): Promise<void> {
    if (this.postgres) {
      await this.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const snapshot = await sql<{ xmin: string }>`
            select pg_snapshot_xmin(pg_current_snapshot())::text as xmin
          `.execute(trx);
          await work(trx, BigInt(snapshot.rows[0]!.xmin));
        });
    } else {
      await this.db.transaction().execute((trx) => work(trx, null));
    }
  }

  /** Recomputes every figures table from the raw records in `trx`. */
  recompute(trx: Trx): Promise<void> {
    return recomputeIn(trx, this.dialect);
  }

  /** The events of `types` from transaction `xmin` on, in the order the dispatcher reads. */
  async eventsFrom(
    trx: Trx,
    types: readonly string[],
    xmin: bigint,
  ): Promise<Selectable<DomainEventsTable>[]> {
    return trx
      .selectFrom('domain_events')
      .selectAll()
      .where('type', 'in', [...types])
      .where('tx_id', '>=', xmin.toString())
      .orderBy('tx_id')
      .orderBy('id')
      .execute();
  }

  /** Where the last event stands (0, 0 with none). */
  async lastEvent(trx: Trx): Promise<ConsumerCursor> {
    const last = await trx
      .selectFrom('domain_events')
      .select(['tx_id', 'id'])
      .orderBy('tx_id', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { txId: BigInt(last?.tx_id ?? 0), id: BigInt(last?.id ?? 0) };
  }

  /** Puts the consumer's cursor at `cursor`, its failures cleared. */
  async placeCursor(trx: Trx, consumer: string, cursor: ConsumerCursor): Promise<void> {
    await trx
      .insertInto('event_consumers')
      .values({ name: consumer, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    await trx
      .updateTable('event_consumers')
      .set({
        cursor_tx_id: cursor.txId,
        cursor_id: cursor.id,
        attempts: 0,
        retry_at: null,
        last_error: null,
        updated_at: new Date().toISOString(),
      })
      .where('name', '=', consumer)
      .execute();
  }
}
