import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { majorNumber } from '@portal/shared/money';
import type {
  Adjustment,
  AdjustmentsQuery,
  CreateAdjustmentPayload,
} from '@portal/shared/schemas/balance-adjustments';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { AdjustmentView, AdjustmentsRepository } from './adjustments.repository.js';
import { needsApproval } from './adjustment-rules.js';

export interface AdjustmentsDeps {
  db: DB;
  repository: AdjustmentsRepository;
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  members: Pick<MembersRepository, 'findById'>;
  settings: Pick<SettingsService, 'get' | 'set'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 20;

/** What the member's account records show for an adjustment. */
export const adjustmentReference = (id: number) => `ADJ${String(id).padStart(8, '0')}`;

/**
 * Staff credits and debits of a member's main wallet (decision 042). Each moves money through the
 * ledger against the house, all or nothing, in the transaction that records it and its audit
 * line. Above the site's threshold an adjustment waits for a second staff member.
 */
export class AdjustmentsService {
  constructor(private readonly deps: AdjustmentsDeps) {}

  async request(
    memberId: number,
    payload: CreateAdjustmentPayload,
    operator: Operator,
  ): Promise<Adjustment> {
    const { db, repository, members, settings, audit } = this.deps;
    const member = await members.findById(memberId);
    if (!member || member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('MEMBER_NOT_FOUND');
    const amount = parseAmount(payload.amount);
    if (amount === 0n) {
      throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'zero' }]);
    }
    await this.assertCovered(memberId, amount);
    const { approvalThresholdMinor } = await settings.get('balanceAdjustment');
    const pending = needsApproval(amount, BigInt(approvalThresholdMinor));
    const at = nowIso(this.now());
    const id = await this.withBalanceCheck(() =>
      inTransaction(db, async (trx) => {
        const id = await repository.insert(
          {
            memberId,
            amount,
            currency: member.currency,
            reason: payload.reason,
            status: pending ? 'pending' : 'applied',
            requestedBy: operator.staff.id,
            at,
          },
          trx,
        );
        if (!pending) await this.apply(id, memberId, amount, payload.reason, operator, trx);
        await audit.record(
          {
            staff: operator.staff,
            action: pending ? 'member.adjust.request' : 'member.adjust',
            target: `member:${memberId}`,
            details: {
              adjustmentId: id,
              amount: majorNumber(amount),
              reason: payload.reason,
              status: pending ? 'pending' : 'applied',
            },
            ip: operator.ip,
          },
          trx,
        );
        return id;
      }),
    );
    return this.view(id);
  }

  async approve(id: number, operator: Operator): Promise<Adjustment> {
    const adjustment = await this.decidable(id, operator);
    await this.withBalanceCheck(() =>
      inTransaction(this.deps.db, async (trx) => {
        const at = nowIso(this.now());
        const claimed = await this.deps.repository.decide(
          id,
          { status: 'applied', staffId: operator.staff.id, at },
          trx,
        );
        if (!claimed) throw new AppError('ADJUSTMENT_DECIDED');
        await this.apply(
          id,
          adjustment.member_id,
          adjustment.amount,
          adjustment.reason,
          operator,
          trx,
        );
        await this.deps.audit.record(
          {
            staff: operator.staff,
            action: 'member.adjust.approve',
            target: `member:${adjustment.member_id}`,
            details: { adjustmentId: id, amount: majorNumber(adjustment.amount) },
            ip: operator.ip,
          },
          trx,
        );
      }),
    );
    return this.view(id);
  }

  async decline(id: number, reason: string, operator: Operator): Promise<Adjustment> {
    const adjustment = await this.decidable(id, operator);
    await inTransaction(this.deps.db, async (trx) => {
      const claimed = await this.deps.repository.decide(
        id,
        {
          status: 'declined',
          staffId: operator.staff.id,
          at: nowIso(this.now()),
          declineReason: reason,
        },
        trx,
      );
      if (!claimed) throw new AppError('ADJUSTMENT_DECIDED');
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'member.adjust.decline',
          target: `member:${adjustment.member_id}`,
          details: { adjustmentId: id, amount: majorNumber(adjustment.amount), reason },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.view(id);
  }

  async list(query: AdjustmentsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.listPage(query, page, pageSize);
    return { list: rows, page, pageSize, total };
  }

  /** One page of the list as the console shows it (also what the CSV export reads page by page). */
  async listPage(
    query: Pick<AdjustmentsQuery, 'status' | 'memberId'>,
    page: number,
    pageSize: number,
  ): Promise<{ rows: Adjustment[]; total: number }> {
    const { rows, total } = await this.deps.repository.page({
      status: query.status,
      memberId: query.memberId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { rows: rows.map(toAdjustment), total };
  }

  async threshold(): Promise<{ approvalThreshold: number }> {
    const setting = await this.deps.settings.get('balanceAdjustment');
    return { approvalThreshold: majorNumber(setting.approvalThresholdMinor) };
  }

  /** Changes the approval threshold (an admin's call), audited. */
  async setThreshold(value: unknown, operator: Operator): Promise<{ approvalThreshold: number }> {
    const threshold = parseAmount(value, 'approvalThreshold');
    if (threshold < 0n) {
      throw new AppError('INVALID_AMOUNT', {}, [{ path: 'approvalThreshold', reason: 'negative' }]);
    }
    const before = await this.deps.settings.get('balanceAdjustment');
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'setting.update',
          target: 'setting:balanceAdjustment',
          details: {
            approvalThreshold: majorNumber(threshold),
            before: majorNumber(before.approvalThresholdMinor),
          },
          ip: operator.ip,
        },
        trx,
      );
      await this.deps.settings.set(
        'balanceAdjustment',
        { approvalThresholdMinor: Number(threshold) },
        trx,
      );
    });
    return this.threshold();
  }

  /** A pending adjustment the operator may decide: never one they asked for themselves. */
  private async decidable(id: number, operator: Operator): Promise<AdjustmentView> {
    const adjustment = await this.deps.repository.find(id);
    if (!adjustment) throw new AppError('ADJUSTMENT_NOT_FOUND');
    if (adjustment.requested_by === operator.staff.id) throw new AppError('ADJUSTMENT_SAME_STAFF');
    if (adjustment.status !== 'pending') throw new AppError('ADJUSTMENT_DECIDED');
    return adjustment;
  }

  /** A debit the main wallet cannot cover is refused before anything is written. */
  private async assertCovered(memberId: number, amount: bigint): Promise<void> {
    if (amount >= 0n) return;
    const balance = await this.deps.ledger.balance({ memberId, wallet: 'main' });
    if (balance < -amount) throw new AppError('ADJUSTMENT_EXCEEDS_BALANCE');
  }

  /** The ledger's refusal of a debit below zero, in the adjustment's own words. */
  private async withBalanceCheck<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('ADJUSTMENT_EXCEEDS_BALANCE');
      }
      throw error;
    }
  }

  /** Moves the money: house -> main wallet for a credit, main wallet -> house for a debit. */
  private async apply(
    id: number,
    memberId: number,
    amount: bigint,
    reason: string,
    operator: Operator,
    trx: Trx,
  ): Promise<void> {
    const main = { memberId, wallet: 'main' as const };
    const house = { system: SystemAccount.house };
    const result = await this.deps.ledger.transfer(
      {
        idempotencyKey: `balance-adjustment:${id}`,
        kind: TransferKind.adjustment,
        from: amount > 0n ? house : main,
        to: amount > 0n ? main : house,
        amount: amount > 0n ? amount : -amount,
        reference: adjustmentReference(id),
        memo: `${operator.staff.username}: ${reason}`.slice(0, 255),
      },
      trx,
    );
    const side = amount > 0n ? result.to : result.from;
    await this.deps.repository.setTransfer(
      id,
      { transferId: result.transferId, balanceAfter: side.balanceAfter },
      trx,
    );
  }

  private async view(id: number): Promise<Adjustment> {
    const row = await this.deps.repository.find(id);
    if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
    return toAdjustment(row);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

function toAdjustment(row: AdjustmentView): Adjustment {
  return {
    id: row.id,
    reference: adjustmentReference(row.id),
    memberId: row.member_id,
    username: row.username,
    amount: majorNumber(row.amount),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by_name,
    requestedById: row.requested_by,
    createdAt: toIsoString(row.created_at),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at === null ? null : toIsoString(row.decided_at),
    declineReason: row.decline_reason,
    balanceAfter: row.balance_after === null ? null : majorNumber(row.balance_after),
  };
}
