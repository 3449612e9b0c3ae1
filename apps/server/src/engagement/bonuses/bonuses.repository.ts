import { sql } from 'kysely';
import type { BonusState } from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import type { BonusStateName, BonusesTable } from './bonuses.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import type { TurnoverWeights } from './bonus-rules.js';

export type BonusSource = BonusesTable['source'];

export interface BonusRow {
  id: number;
  bonus_no: string | null;
  member_id: number;
  promotion_id: number | null;
  source: BonusSource;
  reference: string;
  title: string | null;
  amount: bigint;
  currency: string;
  turnover_required: bigint;
  turnover_played: bigint;
  /** Hundredths of a minor unit counted but not yet in turnover_played. */
  turnover_carry: bigint;
  weights: TurnoverWeights;
  state: BonusStateName;
  issued_at: string;
  expires_at: string;
  ended_at: string | null;
}

export function toBonusRow(row: Record<string, unknown>): BonusRow {
  return {
    id: Number(row.id),
    bonus_no: (row.bonus_no as string | null) ?? null,
    member_id: Number(row.member_id),
    promotion_id: row.promotion_id === null ? null : Number(row.promotion_id),
    source: row.source as BonusSource,
    reference: row.reference as string,
    title: (row.title as string | null) ?? null,
    amount: minor(row.amount as string),
    currency: row.currency as string,
    turnover_required: minor(row.turnover_required as string),
    turnover_played: minor(row.turnover_played as string),
    turnover_carry: minor((row.turnover_carry as string | undefined) ?? 0),
    weights: JSON.parse(row.weights as string) as TurnoverWeights,
    state: row.state as BonusStateName,
    issued_at: toIsoString(row.issued_at as string),
    expires_at: toIsoString(row.expires_at as string),
    ended_at: row.ended_at ? toIsoString(row.ended_at as string) : null,
  };
}

export interface NewBonus {
  memberId: number;
  promotionId: number | null;
  source: BonusSource;
  reference: string;
  title: string | null;
  amount: bigint;
  currency: string;
  turnoverRequired: bigint;
  weights: TurnoverWeights;
  issuedAt: Date;
  expiresAt: Date;
}

/** A running bonus's counted turnover, as the turnover counter writes it. */
export interface TurnoverChange {
  id: number;
  played: bigint;
  carry: bigint;
}

export interface BonusPageFilter {
  memberId?: number;
  username?: string;
  state?: BonusState;
  promotionId?: number;
  /** Issued at or after this instant. */
  issuedFrom?: Date;
  /** Issued before this instant. */
  issuedBefore?: Date;
  page: number;
  pageSize: number;
}

/** Every read and write of the bonuses table (decision 025). */
export class BonusesRepository {
  constructor(private readonly db: DB) {}

  /** The new bonus's id; undefined when (source, reference) has one already. */
  async insert(bonus: NewBonus, trx: Trx): Promise<number | undefined> {
    const inserted = await trx
      .insertInto('bonuses')
      .values({
        member_id: bonus.memberId,
        promotion_id: bonus.promotionId,
        source: bonus.source,
        reference: bonus.reference,
        title: bonus.title,
        amount: bonus.amount,
        currency: bonus.currency,
        turnover_required: bonus.turnoverRequired,
        weights: JSON.stringify(bonus.weights),
        issued_at: nowIso(bonus.issuedAt),
        expires_at: nowIso(bonus.expiresAt),
        updated_at: nowIso(bonus.issuedAt),
      })
      .onConflict((conflict) => conflict.columns(['source', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : undefined;
  }

  async byReference(
    source: BonusSource,
    reference: string,
    executor: Executor = this.db,
  ): Promise<BonusRow | undefined> {
    const row = await executor
      .selectFrom('bonuses')
      .selectAll()
      .where('source', '=', source)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row && toBonusRow(row);
  }

  async setBonusNo(id: number, bonusNo: string, trx: Trx): Promise<void> {
    await trx.updateTable('bonuses').set({ bonus_no: bonusNo }).where('id', '=', id).execute();
  }

  async find(id: number, executor: Executor = this.db): Promise<BonusRow | undefined> {
    const row = await executor
      .selectFrom('bonuses')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toBonusRow(row);
  }

  /** The running bonuses of the members, oldest first. */
  async running(memberIds: readonly number[], trx: Trx): Promise<BonusRow[]> {
    const rows = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', 'in', [...memberIds])
      .where('state', '=', 'in_progress')
      .orderBy('id')
      .execute();
    return rows.map(toBonusRow);
  }

  /** Writes the counted turnover of running bonuses in one statement. */
  async setTurnover(changes: readonly TurnoverChange[], now: Date, trx: Trx): Promise<void> {
    const caseOf = (value: (change: TurnoverChange) => bigint, column: string) =>
      sql<bigint>`case ${sql.join(
        changes.map((change) => sql`when id = ${change.id} then ${value(change)}`),
        sql` `,
      )} else ${sql.ref(column)} end`;
    await trx
      .updateTable('bonuses')
      .set({
        turnover_played: caseOf(({ played }) => played, 'turnover_played'),
        turnover_carry: caseOf(({ carry }) => carry, 'turnover_carry'),
        updated_at: nowIso(now),
      })
      .where(
        'id',
        'in',
        changes.map(({ id }) => id),
      )
      .where('state', '=', 'in_progress')
      .execute();
  }

  /** Marks a running bonus released; false when it is not running any more. */
  async complete(id: number, now: Date, trx: Trx): Promise<boolean> {
    const changed = await trx
      .updateTable('bonuses')
      .set({ state: 'completed', ended_at: nowIso(now), updated_at: nowIso(now) })
      .where('id', '=', id)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  /** Ends a running bonus unreleased; false when it is not running any more. */
  async endRunning(
    id: number,
    state: 'expired' | 'forfeited' | 'cancelled',
    { by, reason }: { by: number | null; reason: string | null },
    now: Date,
    trx: Trx,
  ): Promise<boolean> {
    const changed = await trx
      .updateTable('bonuses')
      .set({
        state,
        ended_at: nowIso(now),
        ended_by: by,
        ...(reason === null ? {} : { reason }),
        updated_at: nowIso(now),
      })
      .where('id', '=', id)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  /** Running bonuses past their expiry, the earliest first. */
  async due(now: Date, limit: number): Promise<BonusRow[]> {
    const rows = await this.db
      .selectFrom('bonuses')
      .selectAll()
      .where('state', '=', 'in_progress')
      .where('expires_at', '<=', nowIso(now))
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map(toBonusRow);
  }

  /** A page of bonuses, newest first, with each member's account. */
  async page(
    filter: BonusPageFilter,
  ): Promise<{ rows: (BonusRow & { username: string })[]; total: number }> {
    let query = this.db.selectFrom('bonuses as b').innerJoin('members as m', 'm.id', 'b.member_id');
    if (filter.memberId !== undefined) query = query.where('b.member_id', '=', filter.memberId);
    if (filter.username !== undefined) {
      query = query.where('m.account_key', '=', filter.username.toLowerCase());
    }
    if (filter.state) query = query.where('b.state', '=', filter.state);
    if (filter.promotionId !== undefined) {
      query = query.where('b.promotion_id', '=', filter.promotionId);
    }
    if (filter.issuedFrom) query = query.where('b.issued_at', '>=', nowIso(filter.issuedFrom));
    if (filter.issuedBefore) query = query.where('b.issued_at', '<', nowIso(filter.issuedBefore));
    const [rows, count] = await Promise.all([
      query
        .selectAll('b')
        .select('m.account as username')
        .orderBy('b.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({ ...toBonusRow(row), username: row.username })),
      total: Number(count.n),
    };
  }

  /** The member's bonus money by outcome, in minor units. */
  async memberTotals(memberId: number) {
    const sums = await this.db
      .selectFrom('bonuses')
      .select([
        sql<string>`coalesce(sum(case when state = 'in_progress' then amount else 0 end), 0)`.as(
          'running',
        ),
        sql<string>`coalesce(sum(case when state = 'in_progress' then turnover_required - turnover_played else 0 end), 0)`.as(
          'remaining',
        ),
        sql<string>`coalesce(sum(case when state = 'completed' then amount else 0 end), 0)`.as(
          'released',
        ),
        sql<string>`coalesce(sum(case when state in ('expired', 'forfeited', 'cancelled') then amount else 0 end), 0)`.as(
          'lost',
        ),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      running: minor(sums.running),
      remaining: minor(sums.remaining),
      released: minor(sums.released),
      lost: minor(sums.lost),
    };
  }

  /** The titles of promotions in every language, for the bonuses they gave. */
  async promotionTitles(ids: readonly number[]) {
    return this.db
      .selectFrom('promotion_contents')
      .select(['promotion_id', 'language', 'title'])
      .where('promotion_id', 'in', [...ids])
      .execute();
  }
}

// ---- a deposit's bonus (read with the caller's executor) ------------------------------------

/** The deposit match a deposit order brought the member, if any. */
export function depositMatchBonus(executor: Executor, memberId: number, reference: string) {
  return executor
    .selectFrom('bonuses')
    .select(['bonus_no', 'amount', 'turnover_required', 'state'])
    .where('source', '=', 'deposit_match')
    .where('reference', '=', reference)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Whether the consumer has not passed the event with this key yet. */
export async function eventUnhandled(
  executor: Executor,
  eventKey: string,
  consumer: string,
): Promise<boolean> {
  const unhandled = await executor
    .selectFrom('domain_events as e')
    .leftJoin('event_consumers as c', (join) => join.on('c.name', '=', consumer))
    .select('e.id')
    .where('e.event_key', '=', eventKey)
    .where(
      sql<boolean>`(c.name is null or e.tx_id > c.cursor_tx_id or (e.tx_id = c.cursor_tx_id and e.id > c.cursor_id))`,
    )
    .executeTakeFirst();
  return unhandled !== undefined;
}

/** Whether the member has joined a deposit match that waits for a deposit. */
export async function depositMatchWaiting(executor: Executor, memberId: number): Promise<boolean> {
  const waiting = await executor
    .selectFrom('promotion_participations as pp')
    .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
    .select('pp.id')
    .where('pp.member_id', '=', memberId)
    .where('pp.status', '=', 'joined')
    .where('p.kind', '=', 'deposit_match')
    .executeTakeFirst();
  return waiting !== undefined;
}
