import type { DepositStatus } from '@portal/shared/schemas/deposit';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { TurnoverService } from '../turnover/turnover.service.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { DepositOrderRow, DepositsRepository } from './deposits.repository.js';

export interface SettlementDeps {
  db: DB;
  repository: DepositsRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  notices: NoticesService;
  audit: AuditLog;
  outbox: EventOutbox;
}

/** Who settles an order: the gateway's callback, or an operator's decision. */
export type Settler =
  | { by: 'gateway'; channelId: number; gatewayTxnId: string }
  | { by: 'operator'; context: Operator; note?: string };

/** The outcome of a settlement: the order after it, and whether this call changed it. */
export interface Settled {
  order: DepositOrderRow;
  changed: boolean;
}

/** The ledger key of a deposit's credit: a second credit of the same order is a replay. */
export const depositTransferKey = (orderNo: string) => `deposit:${orderNo}`;

/** Turnover to play for a deposit: its amount times the rate in basis points, rounded half up. */
export function turnoverRequired(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) + 5_000n) / 10_000n;
}

/**
 * Moves orders out of `pending` and does what each outcome implies, each in ONE transaction:
 * the status change (a conditional update, so it happens once however many callers race), the
 * money, the turnover requirement, the member's notice and the audit or callback record.
 */
export class DepositSettlement {
  constructor(private readonly deps: SettlementDeps) {}

  /**
   * Credits the order's amount to the member's main wallet. A gateway may also credit an order
   * that expired unpaid on our side (the member did pay, late); an operator only a pending one.
   */
  async credit(orderNo: string, settler: Settler): Promise<Settled> {
    const from: DepositStatus[] = settler.by === 'gateway' ? ['pending', 'expired'] : ['pending'];
    const now = nowIso();
    const order = await inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.transition(
        orderNo,
        from,
        {
          status: 'success',
          credited_at: now,
          updated_at: now,
          ...(settler.by === 'gateway'
            ? { gateway_txn_id: settler.gatewayTxnId }
            : { decided_by: settler.context.staff.id }),
        },
        trx,
      );
      if (!row) return null;
      const amount = minor(row.amount);
      await this.deps.ledger.transfer(
        {
          idempotencyKey: depositTransferKey(orderNo),
          kind: TransferKind.deposit,
          from: { system: SystemAccount.paymentClearing },
          to: { memberId: row.member_id, wallet: 'main' },
          amount,
          reference: orderNo,
        },
        trx,
      );
      await this.deps.turnover.require(
        {
          memberId: row.member_id,
          source: 'deposit',
          reference: orderNo,
          required: turnoverRequired(amount, row.turnover_bps),
        },
        trx,
      );
      await this.notify(row, NoticeKind.depositArrived, now, trx);
      await this.record(row, settler, 'deposit.confirm', 'credited', trx);
      await this.deps.outbox.append(trx, {
        type: 'deposit.credited',
        key: `deposit.credited:${orderNo}`,
        memberId: row.member_id,
        payload: {
          orderNo,
          memberId: row.member_id,
          amount: amount.toString(),
          currency: row.currency,
          channelId: row.channel_id,
          creditedAt: now,
        },
        occurredAt: new Date(now),
      });
      return row;
    });
    return order ? { order, changed: true } : this.unchanged(orderNo, 'success', settler);
  }

  /** An operator refuses a pending order; the member is told why. */
  async reject(orderNo: string, reason: string, context: Operator): Promise<Settled> {
    const now = nowIso();
    const order = await inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.transition(
        orderNo,
        ['pending'],
        {
          status: 'rejected',
          reject_reason: reason,
          decided_by: context.staff.id,
          closed_at: now,
          updated_at: now,
        },
        trx,
      );
      if (!row) return null;
      await this.notify(row, NoticeKind.depositRejected, now, trx);
      await this.deps.audit.record(
        {
          staff: context.staff,
          action: 'deposit.reject',
          target: `deposit:${orderNo}`,
          details: { amount: minor(row.amount).toString(), reason },
          ip: context.ip,
        },
        trx,
      );
      return row;
    });
    return order
      ? { order, changed: true }
      : this.unchanged(orderNo, 'rejected', { by: 'operator', context });
  }

  /** The gateway reports the payment failed: the order closes and the member is told. */
  async fail(orderNo: string, settler: Extract<Settler, { by: 'gateway' }>): Promise<Settled> {
    const now = nowIso();
    const order = await inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.transition(
        orderNo,
        ['pending', 'expired'],
        { status: 'failed', gateway_txn_id: settler.gatewayTxnId, closed_at: now, updated_at: now },
        trx,
      );
      if (!row) return null;
      await this.notify(row, NoticeKind.depositFailed, now, trx);
      await this.record(row, settler, 'deposit.fail', 'failed', trx);
      return row;
    });
    return order ? { order, changed: true } : this.unchanged(orderNo, 'failed', settler);
  }

  /** A gateway order left unpaid past its expiry time closes (the expiry job). */
  async expire(orderNo: string, now: Date): Promise<boolean> {
    const at = nowIso(now);
    return inTransaction(this.deps.db, async (trx) => {
      const current = await this.deps.repository.findOrder(orderNo, trx);
      if (!current || current.status !== 'pending' || current.expires_at === null) return false;
      if (new Date(current.expires_at).getTime() > now.getTime()) return false;
      const row = await this.deps.repository.transition(
        orderNo,
        ['pending'],
        { status: 'expired', closed_at: at, updated_at: at },
        trx,
      );
      return row !== null;
    });
  }

  /**
   * The order did not move. A gateway repeating the outcome it already reported is answered as
   * done (gateways retry until acknowledged); an operator deciding an order that is no longer
   * pending gets INVALID_STATE, so two operators never both believe they decided it.
   */
  private async unchanged(
    orderNo: string,
    wanted: DepositStatus,
    settler: Settler,
  ): Promise<Settled> {
    const order = await this.deps.repository.findOrder(orderNo);
    if (!order) throw new AppError('NOT_FOUND');
    if (settler.by === 'operator' || order.status !== wanted) throw new AppError('INVALID_STATE');
    return { order, changed: false };
  }

  private notify(row: DepositOrderRow, kind: NoticeKind, at: string, trx: Trx) {
    return this.deps.notices.notify(
      {
        memberId: row.member_id,
        kind,
        amount: minor(row.amount),
        currency: row.currency,
        reference: row.order_no,
        occurredAt: new Date(at),
      },
      trx,
    );
  }

  /** The operator's audit line, or the gateway callback's record, in the same transaction. */
  private async record(
    row: DepositOrderRow,
    settler: Settler,
    action: string,
    outcome: string,
    trx: Trx,
  ) {
    if (settler.by === 'operator') {
      await this.deps.audit.record(
        {
          staff: settler.context.staff,
          action,
          target: `deposit:${row.order_no}`,
          details: {
            amount: minor(row.amount).toString(),
            ...(settler.note ? { note: settler.note } : {}),
          },
          ip: settler.context.ip,
        },
        trx,
      );
      return;
    }
    await this.deps.repository.logCallback(
      {
        channel_id: settler.channelId,
        order_no: row.order_no,
        status: outcome === 'credited' ? 'success' : 'failed',
        amount: minor(row.amount),
        gateway_txn_id: settler.gatewayTxnId,
        outcome,
      },
      trx,
    );
  }
}
