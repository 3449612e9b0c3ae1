import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { BonusStateName, BonusesTable } from './bonuses.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import { addTurnover, weightedHundredths, type TurnoverWeights } from './bonus-rules.js';
import { siteDayOf } from '@portal/shared/site-day';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BonusSource = BonusesTable['source'];
export type BonusEnd = 'expired' | 'forfeited' | 'cancelled';

export interface IssueBonusInput {
  memberId: number;
  source: BonusSource;
  /** Once per source: the deposit order, application, prize or cashback day that gives it. */
  reference: string;
  promotionId: number | null;
  /** For an adjustment: the operator's reason, shown as its title. */
  title: string | null;
  amount: bigint;
  currency: string;
  turnoverRequired: bigint;
  weights: TurnoverWeights;
  expiryDays: number;
  now: Date;
}

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

export interface BetForTurnover {
  memberId: number;
  categoryCode: string;
  validTurnover: bigint;
  settledAt: string;
}

export interface BonusDeps {
  db: DB;
  ledger: LedgerService;
  outbox: Pick<EventOutbox, 'append'>;
  notices: Pick<NoticesService, 'notify'>;
}

/** B + the site day + the id: unique, readable to a member quoting it to support. */
export function bonusNumber(id: number, issuedAt: Date): string {
  const day = siteDayOf(issuedAt);
  return `B${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
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

/**
 * Bonuses (docs/decisions/025-bonuses-and-turnover.md): money moved from the bonus pool to the
 * member's bonus wallet with a turnover requirement; released to the main wallet when the
 * requirement is met, or back to the pool when it expires, is forfeited or cancelled. Every
 * change of state is a conditional update (`where state = 'in_progress'`) in the transaction
 * that moves the money, so two racing ends of one bonus move money once.
 */
export class BonusService {
  constructor(private readonly deps: BonusDeps) {}

  /**
   * Issues a bonus in the caller's transaction; once per (source, reference): a repeat returns
   * the bonus first issued. A bonus without turnover is released at once.
   */
  async issue(input: IssueBonusInput, trx: Trx): Promise<BonusRow> {
    const { ledger, outbox, notices } = this.deps;
    if (input.amount <= 0n) throw new Error('a bonus must be above zero');
    const issuedAt = input.now;
    const expiresAt = new Date(issuedAt.getTime() + input.expiryDays * DAY_MS);
    const inserted = await trx
      .insertInto('bonuses')
      .values({
        member_id: input.memberId,
        promotion_id: input.promotionId,
        source: input.source,
        reference: input.reference,
        title: input.title,
        amount: input.amount,
        currency: input.currency,
        turnover_required: input.turnoverRequired,
        weights: JSON.stringify(input.weights),
        issued_at: nowIso(issuedAt),
        expires_at: nowIso(expiresAt),
        updated_at: nowIso(issuedAt),
      })
      .onConflict((conflict) => conflict.columns(['source', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('bonuses')
        .selectAll()
        .where('source', '=', input.source)
        .where('reference', '=', input.reference)
        .executeTakeFirstOrThrow();
      return toBonusRow(existing);
    }
    const id = Number(inserted.id);
    const bonusNo = bonusNumber(id, issuedAt);
    await trx.updateTable('bonuses').set({ bonus_no: bonusNo }).where('id', '=', id).execute();
    await ledger.transfer(
      {
        idempotencyKey: `bonus:${id}:issue`,
        kind: TransferKind.bonus,
        from: { system: SystemAccount.bonusPool, currency: input.currency },
        to: { memberId: input.memberId, wallet: 'bonus' },
        amount: input.amount,
        reference: bonusNo,
      },
      trx,
    );
    const facts = {
      bonusId: id,
      bonusNo,
      memberId: input.memberId,
      amount: input.amount.toString(),
      currency: input.currency,
    };
    await outbox.append(trx, {
      type: 'bonus.issued',
      key: `bonus.issued:${id}`,
      memberId: input.memberId,
      payload: {
        ...facts,
        source: input.source,
        promotionId: input.promotionId,
        turnoverRequired: input.turnoverRequired.toString(),
        issuedAt: issuedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      },
      occurredAt: issuedAt,
    });
    await notices.notify(
      {
        memberId: input.memberId,
        kind: NoticeKind.bonusIssued,
        amount: input.amount,
        currency: input.currency,
        reference: bonusNo,
        occurredAt: issuedAt,
      },
      trx,
    );
    const row = await this.find(id, trx);
    if (input.turnoverRequired === 0n) await this.release(row, issuedAt, trx);
    return this.find(id, trx);
  }

  async find(id: number, executor: Executor = this.deps.db): Promise<BonusRow> {
    const row = await executor
      .selectFrom('bonuses')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('BONUS_NOT_FOUND');
    return toBonusRow(row);
  }

  /**
   * The turnover counter: each settled bet counts, weighted by its category, towards every running
   * bonus of its member issued at or before it settled, each up to its requirement. A batch of
   * bets costs one read of the members' running bonuses and one update, so the counter keeps up
   * with the seamless wallet on PostgreSQL, where each statement is a round trip. Bonuses it
   * completes are released in the same transaction.
   */
  async countBets(bets: readonly BetForTurnover[], now: Date, trx: Trx): Promise<void> {
    const counted = bets.filter((bet) => bet.validTurnover > 0n);
    if (counted.length === 0) return;
    const byMember = new Map<number, BetForTurnover[]>();
    for (const bet of counted) {
      const list = byMember.get(bet.memberId) ?? [];
      list.push(bet);
      byMember.set(bet.memberId, list);
    }
    const running = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', 'in', [...byMember.keys()])
      .where('state', '=', 'in_progress')
      .orderBy('id')
      .execute();
    const changed: { bonus: BonusRow; played: bigint; carry: bigint }[] = [];
    for (const raw of running) {
      const bonus = toBonusRow(raw);
      const issuedAt = Date.parse(bonus.issued_at);
      let added = 0n;
      for (const bet of byMember.get(bonus.member_id) ?? []) {
        if (Date.parse(bet.settledAt) < issuedAt) continue;
        added += weightedHundredths(bet.validTurnover, bet.categoryCode, bonus.weights);
      }
      if (added <= 0n) continue;
      // The fraction of a minor unit carries to the next bet (bonus-rules.ts, addTurnover).
      const counted = addTurnover(
        { played: bonus.turnover_played, carry: bonus.turnover_carry },
        added,
      );
      changed.push({
        bonus,
        played: counted.played > bonus.turnover_required ? bonus.turnover_required : counted.played,
        carry: counted.carry,
      });
    }
    if (changed.length === 0) return;
    const caseOf = (value: (change: (typeof changed)[number]) => bigint, column: string) =>
      sql<bigint>`case ${sql.join(
        changed.map((change) => sql`when id = ${change.bonus.id} then ${value(change)}`),
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
        changed.map(({ bonus }) => bonus.id),
      )
      .where('state', '=', 'in_progress')
      .execute();
    for (const { bonus, played } of changed) {
      if (played >= bonus.turnover_required) {
        await this.release({ ...bonus, turnover_played: played }, now, trx);
      }
    }
  }

  /** Moves a met bonus from the bonus wallet to the main wallet (once). */
  private async release(bonus: BonusRow, now: Date, trx: Trx): Promise<void> {
    const { ledger, outbox, notices } = this.deps;
    const changed = await trx
      .updateTable('bonuses')
      .set({ state: 'completed', ended_at: nowIso(now), updated_at: nowIso(now) })
      .where('id', '=', bonus.id)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    const bonusNo = bonus.bonus_no ?? bonusNumber(bonus.id, now);
    await ledger.transfer(
      {
        idempotencyKey: `bonus:${bonus.id}:release`,
        kind: TransferKind.bonus,
        from: { memberId: bonus.member_id, wallet: 'bonus' },
        to: { memberId: bonus.member_id, wallet: 'main' },
        amount: bonus.amount,
        reference: bonusNo,
      },
      trx,
    );
    await outbox.append(trx, {
      type: 'bonus.released',
      key: `bonus.released:${bonus.id}`,
      memberId: bonus.member_id,
      payload: {
        bonusId: bonus.id,
        bonusNo,
        memberId: bonus.member_id,
        amount: bonus.amount.toString(),
        currency: bonus.currency,
        releasedAt: now.toISOString(),
      },
      occurredAt: now,
    });
    await notices.notify(
      {
        memberId: bonus.member_id,
        kind: NoticeKind.bonusReleased,
        amount: bonus.amount,
        currency: bonus.currency,
        reference: bonusNo,
        occurredAt: now,
      },
      trx,
    );
  }

  /**
   * Ends a running bonus without releasing it: the bonus money goes back to the pool. Refused
   * with BONUS_NOT_IN_PROGRESS when it has ended already (whoever was first).
   */
  async end(
    bonus: BonusRow,
    how: BonusEnd,
    { now, by = null, reason = null }: { now: Date; by?: number | null; reason?: string | null },
    trx: Trx,
  ): Promise<void> {
    const { ledger, outbox, notices } = this.deps;
    const changed = await trx
      .updateTable('bonuses')
      .set({
        state: how,
        ended_at: nowIso(now),
        ended_by: by,
        ...(reason === null ? {} : { reason }),
        updated_at: nowIso(now),
      })
      .where('id', '=', bonus.id)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new AppError('BONUS_NOT_IN_PROGRESS');
    const bonusNo = bonus.bonus_no ?? bonusNumber(bonus.id, now);
    await ledger.transfer(
      {
        idempotencyKey: `bonus:${bonus.id}:${how}`,
        kind: TransferKind.bonus,
        from: { memberId: bonus.member_id, wallet: 'bonus' },
        to: { system: SystemAccount.bonusPool, currency: bonus.currency },
        amount: bonus.amount,
        reference: bonusNo,
      },
      trx,
    );
    await outbox.append(trx, {
      type: 'bonus.forfeited',
      key: `bonus.forfeited:${bonus.id}`,
      memberId: bonus.member_id,
      payload: {
        bonusId: bonus.id,
        bonusNo,
        memberId: bonus.member_id,
        amount: bonus.amount.toString(),
        currency: bonus.currency,
        reason: how,
        forfeitedAt: now.toISOString(),
      },
      occurredAt: now,
    });
    // The member who gave a bonus up knows it; expiry and cancellation are told.
    if (how !== 'forfeited') {
      await notices.notify(
        {
          memberId: bonus.member_id,
          kind: how === 'expired' ? NoticeKind.bonusExpired : NoticeKind.bonusCancelled,
          amount: bonus.amount,
          currency: bonus.currency,
          reference: bonusNo,
          ...(reason ? { detail: reason } : {}),
          occurredAt: now,
        },
        trx,
      );
    }
  }

  /** The member gives up one of their running bonuses. */
  async forfeit(memberId: number, id: number, now = new Date()): Promise<BonusRow> {
    return inTransaction(this.deps.db, async (trx) => {
      const bonus = await this.find(id, trx);
      if (bonus.member_id !== memberId) throw new AppError('BONUS_NOT_FOUND');
      await this.end(bonus, 'forfeited', { now }, trx);
      return this.find(id, trx);
    });
  }

  /** Expires the running bonuses whose time has passed, each in its own transaction. */
  async expireDue(now: Date, batch = 200): Promise<number> {
    const due = await this.deps.db
      .selectFrom('bonuses')
      .selectAll()
      .where('state', '=', 'in_progress')
      .where('expires_at', '<=', nowIso(now))
      .orderBy('expires_at')
      .limit(batch)
      .execute();
    let expired = 0;
    for (const raw of due) {
      try {
        await inTransaction(this.deps.db, (trx) =>
          this.end(toBonusRow(raw), 'expired', { now }, trx),
        );
        expired += 1;
      } catch (error) {
        // Released or ended by someone else in the meantime: nothing to expire.
        if (!(error instanceof AppError && error.code === 'BONUS_NOT_IN_PROGRESS')) throw error;
      }
    }
    return expired;
  }
}
