import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { minor } from '../../db/minor.js';
import type { Executor } from '../../db/transaction.js';
import { toIsoString } from '../../db/time.js';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  zeroTotals,
  type LimitState,
  type PeriodStarts,
  type Totals,
} from './safer-play-rules.js';
import type {
  BreakKind,
  SaferPlayAccountsTable,
  SaferPlayHistoryTable,
} from './safer-play.tables.js';

export type SaferPlayAccountRow = Selectable<SaferPlayAccountsTable>;
export type SaferPlayHistoryRow = Selectable<SaferPlayHistoryTable>;

export interface BreakRecord {
  kind: BreakKind;
  duration: string;
  startedAt: string;
  endsAt: string | null;
}

/** The totals a row keeps, as minor units. */
export function totalsOf(row: SaferPlayAccountRow): Totals {
  const totals = zeroTotals();
  for (const period of LIMIT_PERIODS) {
    for (const kind of LIMIT_KINDS) totals[period][kind] = minor(row[`${period}_${kind}`]);
  }
  return totals;
}

export const startsOf = (row: SaferPlayAccountRow): PeriodStarts => ({
  day: row.day_start,
  week: row.week_start,
  month: row.month_start,
});

const timeOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(toIsoString(value));

/** The rows of safer play: one account row per member, their limits and their history. */
export class SaferPlayRepository {
  constructor(private readonly db: DB) {}

  /**
   * The member's row; inside a transaction on PostgreSQL it is locked until the transaction
   * ends, so two movements of one member check and count one after the other (SQLite runs one
   * writing transaction at a time).
   */
  account(
    memberId: number,
    executor: Executor = this.db,
    lock = false,
  ): Promise<SaferPlayAccountRow | undefined> {
    let query = executor
      .selectFrom('safer_play_accounts')
      .selectAll()
      .where('member_id', '=', memberId);
    if (lock && executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Makes the member's row (totals from zero) unless it exists. */
  async ensureAccount(
    memberId: number,
    starts: PeriodStarts,
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .insertInto('safer_play_accounts')
      .values({
        member_id: memberId,
        break_kind: null,
        break_duration: null,
        break_started_at: null,
        break_ends_at: null,
        return_asked_at: null,
        day_start: starts.day,
        week_start: starts.week,
        month_start: starts.month,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }

  async saveTotals(
    memberId: number,
    starts: PeriodStarts,
    totals: Totals,
    at: string,
    executor: Executor,
  ): Promise<void> {
    const columns: Record<string, bigint> = {};
    for (const period of LIMIT_PERIODS) {
      for (const kind of LIMIT_KINDS) columns[`${period}_${kind}`] = totals[period][kind];
    }
    await executor
      .updateTable('safer_play_accounts')
      .set({
        ...columns,
        day_start: starts.day,
        week_start: starts.week,
        month_start: starts.month,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .execute();
  }

  async limits(memberId: number, executor: Executor = this.db): Promise<LimitState[]> {
    const rows = await executor
      .selectFrom('safer_play_limits')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      period: row.period,
      amount: row.amount === null ? null : minor(row.amount),
      pending:
        row.pending === 1 && row.pending_effective_at !== null
          ? {
              amount: row.pending_amount === null ? null : minor(row.pending_amount),
              effectiveAt: timeOrNull(row.pending_effective_at)!,
            }
          : null,
    }));
  }

  async saveLimit(
    memberId: number,
    limit: LimitState,
    at: string,
    executor: Executor,
  ): Promise<void> {
    const values = {
      amount: limit.amount,
      pending: limit.pending ? 1 : 0,
      pending_amount: limit.pending?.amount ?? null,
      pending_effective_at: limit.pending ? limit.pending.effectiveAt.toISOString() : null,
      updated_at: at,
    };
    await executor
      .insertInto('safer_play_limits')
      .values({ member_id: memberId, kind: limit.kind, period: limit.period, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
      .execute();
  }

  async setBreak(memberId: number, record: BreakRecord, executor: Executor): Promise<void> {
    await executor
      .updateTable('safer_play_accounts')
      .set({
        break_kind: record.kind,
        break_duration: record.duration,
        break_started_at: record.startedAt,
        break_ends_at: record.endsAt,
        return_asked_at: null,
        updated_at: record.startedAt,
      })
      .where('member_id', '=', memberId)
      .execute();
  }

  async askReturn(memberId: number, at: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('safer_play_accounts')
      .set({ return_asked_at: at, updated_at: at })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Forgets a break that is over (a time-out that ended, a return whose wait passed). */
  async clearBreak(memberId: number, at: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('safer_play_accounts')
      .set({
        break_kind: null,
        break_duration: null,
        break_started_at: null,
        break_ends_at: null,
        return_asked_at: null,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .execute();
  }

  async addHistory(
    row: Omit<SaferPlayHistoryRow, 'id' | 'asked_at' | 'effective_at' | 'ends_at' | 'amount'> & {
      amount: bigint | null;
      asked_at: string;
      effective_at: string | null;
      ends_at: string | null;
    },
    executor: Executor,
  ): Promise<void> {
    await executor.insertInto('safer_play_history').values(row).execute();
  }

  history(memberId: number): Promise<SaferPlayHistoryRow[]> {
    return this.db
      .selectFrom('safer_play_history')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** The break columns of several members (rows only for members who ever had one). */
  breaksOf(memberIds: readonly number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('safer_play_accounts')
      .select(['member_id', 'break_kind', 'break_started_at', 'break_ends_at', 'return_asked_at'])
      .where('member_id', 'in', memberIds)
      .where('break_kind', 'is not', null)
      .execute();
  }
}
