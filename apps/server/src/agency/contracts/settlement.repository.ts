import { sql } from 'kysely';
import type { Grain } from '@portal/shared/contracts/periods';
import type { ContractKind } from '@portal/shared/contracts/terms';
import type { DB } from '../../db/database.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { openSlot } from './contract-figures.repository.js';

/** Which contracts a schedule settles: a kind, and for a dividend its period. */
export interface ScheduleContracts {
  kind: ContractKind;
  /** The dividend period (null for a salary). */
  period: string | null;
}

/** One holder's settlement row, as written. */
export interface SettlementValues {
  kind: ContractKind;
  schedule: string;
  contract_id: number;
  holder_id: number;
  period_start: string;
  period_end: string;
  active_members: number;
  valid_bets: bigint;
  bets: bigint;
  payouts: bigint;
  bonuses: bigint;
  wins: bigint;
  losses: bigint;
  tier: number;
  rates: string;
  gross: bigint;
  downline_gross: bigint;
  amount: bigint;
  carry_in: bigint;
  carry_out: bigint;
  reference: string;
}

/** The contract clock, the schedules' cursors and leases, and the settlement rows. */
export class SettlementRepository {
  constructor(private readonly db: DB) {}

  /** Moves the clock forward to `target` (never back); the open slot after. */
  async advanceClock(target: number): Promise<number> {
    await this.db
      .insertInto('contract_clock')
      .values({ id: 1, open_slot: target })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await this.db
      .updateTable('contract_clock')
      .set({ open_slot: target })
      .where('id', '=', 1)
      .where('open_slot', '<', target)
      .execute();
    return openSlot(this.db);
  }

  async hasCursor(schedule: string): Promise<boolean> {
    const existing = await this.db
      .selectFrom('contract_cursors')
      .select('schedule')
      .where('schedule', '=', schedule)
      .executeTakeFirst();
    return existing !== undefined;
  }

  /** The earliest start of the schedule's contracts (null with none). */
  async earliestStart({ kind, period }: ScheduleContracts): Promise<Date | string | null> {
    const earliest = await this.db
      .selectFrom('contracts')
      .select((eb) => eb.fn.min('started_at').as('started_at'))
      .where('kind', '=', kind)
      .$if(period !== null, (query) => query.where('period', '=', period))
      .executeTakeFirst();
    return earliest?.started_at ?? null;
  }

  /** Creates the schedule's cursor at `start`, unless another runner already did. */
  async createCursor(schedule: string, start: number): Promise<void> {
    await this.db
      .insertInto('contract_cursors')
      .values({ schedule, next_start: start })
      .onConflict((conflict) => conflict.column('schedule').doNothing())
      .execute();
  }

  /**
   * Takes the schedule's lease for `runner` until `until` when nobody holds it (or it ran out
   * at `now`); the cursor's next period start, or undefined when another runner holds it.
   */
  async claim(
    schedule: string,
    runner: string,
    now: string,
    until: string,
  ): Promise<number | undefined> {
    const claimed = await this.db
      .updateTable('contract_cursors')
      .set({ locked_until: until, locked_by: runner })
      .where('schedule', '=', schedule)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returning('next_start')
      .executeTakeFirst();
    return claimed ? Number(claimed.next_start) : undefined;
  }

  /** Moves the cursor held by `runner` to `next`, renewing its lease. */
  async moveCursor(schedule: string, runner: string, next: number, until: string): Promise<void> {
    await this.db
      .updateTable('contract_cursors')
      .set({ next_start: next, locked_until: until })
      .where('schedule', '=', schedule)
      .where('locked_by', '=', runner)
      .execute();
  }

  /** Gives up the lease `runner` holds. */
  async release(schedule: string, runner: string): Promise<void> {
    await this.db
      .updateTable('contract_cursors')
      .set({ locked_until: null, locked_by: null })
      .where('schedule', '=', schedule)
      .where('locked_by', '=', runner)
      .execute();
  }

  /** Writes the settlement rows not written yet; the rows written now. */
  async insertSettlements(trx: Trx, rows: readonly SettlementValues[]) {
    return trx
      .insertInto('contract_settlements')
      .values(rows.map((row) => ({ ...row, created_at: nowIso() })))
      .onConflict((conflict) => conflict.columns(['kind', 'holder_id', 'period_start']).doNothing())
      .returning(['id', 'holder_id', 'amount', 'reference'])
      .execute();
  }

  async setTransfer(trx: Trx, settlementId: number, transferId: number): Promise<void> {
    await trx
      .updateTable('contract_settlements')
      .set({ transfer_id: transferId })
      .where('id', '=', settlementId)
      .execute();
  }

  /** The schedule's contracts in force when its period closes at `periodEnd`. */
  async contractsInForce({ kind, period }: ScheduleContracts, periodEnd: string) {
    return this.db
      .selectFrom('contracts')
      .select(['id', 'kind', 'holder_id', 'grantor_id', 'period', 'tiers'])
      .where('kind', '=', kind)
      .$if(period !== null, (query) => query.where('period', '=', period))
      .where('started_at', '<', periodEnd)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', periodEnd)]))
      .execute();
  }

  /**
   * Each holder's team sums (the holder included) over buckets [from, to) of `grain`, for the
   * holders of the schedule's contracts in force at `periodEnd`.
   */
  async teamSums(
    { kind, period }: ScheduleContracts,
    periodEnd: string,
    grain: Grain,
    from: number,
    to: number,
  ) {
    return this.db
      .selectFrom('contract_figures as f')
      .innerJoin('agency_tree as t', 't.descendant_id', 'f.member_id')
      .innerJoin('contracts as c', 'c.holder_id', 't.ancestor_id')
      .where('c.kind', '=', kind)
      .$if(period !== null, (query) => query.where('c.period', '=', period))
      .where('c.started_at', '<', periodEnd)
      .where((eb) => eb.or([eb('c.ended_at', 'is', null), eb('c.ended_at', '>=', periodEnd)]))
      .where('f.grain', '=', grain)
      .where('f.bucket', '>=', from)
      .where('f.bucket', '<', to)
      .select([
        't.ancestor_id as holder_id',
        sql<string>`sum(f.valid_bets)`.as('valid_bets'),
        sql<string>`sum(f.bets)`.as('bets'),
        sql<string>`sum(f.payouts)`.as('payouts'),
        sql<string>`sum(f.bonuses)`.as('bonuses'),
        sql<string>`sum(f.wins)`.as('wins'),
        sql<string>`sum(f.losses)`.as('losses'),
        sql<string>`count(distinct case when f.bet_count > 0 then f.member_id end)`.as('active'),
      ])
      .groupBy('t.ancestor_id')
      .execute();
  }

  /** Each holder's carry_out of its latest dividend period before `periodStart`. */
  async latestCarries(holderIds: readonly number[], periodStart: string) {
    return this.db
      .selectFrom('contract_settlements as s')
      .select(['s.holder_id', 's.carry_out'])
      .where('s.kind', '=', 'dividend')
      .where('s.holder_id', 'in', holderIds)
      .where('s.period_start', '=', (eb) =>
        eb
          .selectFrom('contract_settlements as p')
          .select((p) => p.fn.max('p.period_start').as('latest'))
          .where('p.kind', '=', 'dividend')
          .whereRef('p.holder_id', '=', 's.holder_id')
          .where('p.period_start', '<', periodStart),
      )
      .execute();
  }

  async currencies(memberIds: readonly number[]) {
    return this.db
      .selectFrom('members')
      .select(['id', 'currency'])
      .where('id', 'in', memberIds)
      .execute();
  }

  /** The member's account and currency; undefined for an unknown member. */
  async holder(memberId: number) {
    return this.db
      .selectFrom('members')
      .select(['id', 'account', 'currency'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * A holder's settlements of `kind` that began in [from, to): their totals, one page of rows
   * (newest first; with `earningsOnly` those that paid something) and the paid amounts by
   * period start.
   */
  async records(filter: {
    holderId: number;
    kind: ContractKind;
    from: string;
    to: string;
    earningsOnly: boolean;
    limit: number;
    offset: number;
  }) {
    const base = this.db
      .selectFrom('contract_settlements')
      .where('holder_id', '=', filter.holderId)
      .where('kind', '=', filter.kind)
      .where('period_start', '>=', filter.from)
      .where('period_start', '<', filter.to);
    const listed = filter.earningsOnly ? base.where('amount', '>', 0n) : base;
    const [totals, rows, paid] = await Promise.all([
      base
        .select([
          sql<string | number>`count(*)`.as('count'),
          sql<string | number>`count(case when amount = 0 then 1 end)`.as('without_earnings'),
          sql<string>`coalesce(sum(valid_bets), 0)`.as('valid_bets'),
          sql<string>`coalesce(sum(bets - payouts - bonuses), 0)`.as('net_loss'),
          sql<string>`coalesce(sum(gross), 0)`.as('gross'),
          sql<string>`coalesce(sum(amount), 0)`.as('amount'),
        ])
        .executeTakeFirstOrThrow(),
      listed
        .selectAll()
        .orderBy('period_start', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select(['period_start', 'amount']).where('amount', '>', 0n).execute(),
    ]);
    return { totals, rows, paid };
  }

  /** Per kind and period started in [from, to): settlements, those paid, gross and amount. */
  async periodTotals(kind: ContractKind | undefined, from: string, to: string) {
    return this.db
      .selectFrom('contract_settlements')
      .select([
        'kind',
        'period_start',
        sql<string | number>`count(*)`.as('settlements'),
        sql<string | number>`count(case when amount > 0 then 1 end)`.as('paid'),
        sql<string>`sum(gross)`.as('gross'),
        sql<string>`sum(amount)`.as('amount'),
      ])
      .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
      .where('period_start', '>=', from)
      .where('period_start', '<', to)
      .groupBy(['kind', 'period_start'])
      .execute();
  }
}
