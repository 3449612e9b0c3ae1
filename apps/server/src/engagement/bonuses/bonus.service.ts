import type { DB } from '../../db/database.js';
import { siteDayOf } from '@portal/shared/site-day';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { TurnoverWeights } from './bonus-rules.js';
import { betsByMember, countTurnover, type BetForTurnover } from './bonus-turnover.js';
import { BonusesRepository, type BonusRow, type BonusSource } from './bonuses.repository.js';

export type { BetForTurnover } from './bonus-turnover.js';
export { toBonusRow, type BonusRow, type BonusSource } from './bonuses.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Bonuses (docs/decisions/025-bonuses-and-turnover.md): money moved from the bonus pool to the
 * member's bonus wallet with a turnover requirement; released to the main wallet when the
 * requirement is met, or back to the pool when it expires, is forfeited or cancelled. Every
 * change of state is a conditional update (`where state = 'in_progress'`) in the transaction
 * that moves the money, so two racing ends of one bonus move money once.
 */
export class BonusService {
  private readonly repository: BonusesRepository;

  constructor(private readonly deps: BonusDeps) {
    this.repository = new BonusesRepository(deps.db);
  }

  /**
   * Issues a bonus in the caller's transaction; once per (source, reference): a repeat returns
   * the bonus first issued. A bonus without turnover is released at once.
   */
  async issue(input: IssueBonusInput, trx: Trx): Promise<BonusRow> {
    const { ledger, outbox, notices } = this.deps;
    if (input.amount <= 0n) throw new Error('a bonus must be above zero');
    const issuedAt = input.now;
    const expiresAt = new Date(issuedAt.getTime() + input.expiryDays * DAY_MS);
    const id = await this.repository.insert({ ...input, issuedAt, expiresAt }, trx);
    if (id === undefined) {
      const existing = await this.repository.byReference(input.source, input.reference, trx);
      if (!existing) throw new Error('a bonus conflicts but cannot be read');
      return existing;
    }
    const bonusNo = bonusNumber(id, issuedAt);
    await this.repository.setBonusNo(id, bonusNo, trx);
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
    const row = await this.repository.find(id, executor);
    if (!row) throw new AppError('BONUS_NOT_FOUND');
    return row;
  }

  /**
   * The turnover counter: each settled bet counts, weighted by its category, towards every running
   * bonus of its member issued at or before it settled, each up to its requirement. A batch of
   * bets costs one read of the members' running bonuses and one update, so the counter keeps up
   * with the seamless wallet on PostgreSQL, where each statement is a round trip. Bonuses it
   * completes are released in the same transaction.
   */
  async countBets(bets: readonly BetForTurnover[], now: Date, trx: Trx): Promise<void> {
    const byMember = betsByMember(bets);
    if (byMember.size === 0) return;
    const running = await this.repository.running([...byMember.keys()], trx);
    const changed = countTurnover(running, byMember);
    if (changed.length === 0) return;
    await this.repository.setTurnover(
      changed.map(({ bonus, played, carry }) => ({ id: bonus.id, played, carry })),
      now,
      trx,
    );
    for (const { bonus, played } of changed) {
      if (played >= bonus.turnover_required) {
        await this.release({ ...bonus, turnover_played: played }, now, trx);
      }
    }
  }

  /** Moves a met bonus from the bonus wallet to the main wallet (once). */
  private async release(bonus: BonusRow, now: Date, trx: Trx): Promise<void> {
    const { ledger, outbox, notices } = this.deps;
    const changed = await this.repository.complete(bonus.id, now, trx);
    if (!changed) return;
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
    const changed = await this.repository.endRunning(bonus.id, how, { by, reason }, now, trx);
    if (!changed) throw new AppError('BONUS_NOT_IN_PROGRESS');
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
    const due = await this.repository.due(now, batch);
    let expired = 0;
    for (const bonus of due) {
      try {
        await inTransaction(this.deps.db, (trx) => this.end(bonus, 'expired', { now }, trx));
        expired += 1;
      } catch (error) {
        // Released or ended by someone else in the meantime: nothing to expire.
        if (!(error instanceof AppError && error.code === 'BONUS_NOT_IN_PROGRESS')) throw error;
      }
    }
    return expired;
  }
}
