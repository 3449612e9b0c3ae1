import { formatMoney } from '@portal/shared/money';
import type {
  ApproveWithdrawalPayload,
  OperatorWithdrawal,
  WithdrawalStatus,
} from '@portal/shared/schemas/withdrawal';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { JobContext, JobRunner } from '../../platform/jobs/job-runner.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { parseProofImage } from './proof-image.js';
import type { WithdrawalQueueService } from './withdrawal-queue.service.js';
import {
  REFUNDED_REMAINDER,
  type WithdrawalChange,
  type WithdrawalRow,
  type WithdrawalsRepository,
} from './withdrawals.repository.js';
import { AUTO_RECEIPT_JOB, autoReceiptJobKey, DISPUTED_STATUSES } from './withdrawal-states.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface DecisionsDeps {
  db: DB;
  repository: WithdrawalsRepository;
  /** The order as the deciding operator reads it afterwards. */
  queue: Pick<WithdrawalQueueService, 'get'>;
  ledger: LedgerService;
  jobs: Pick<JobRunner, 'schedule'>;
  notices: Pick<NoticesService, 'notify'>;
  audit: Pick<AuditLog, 'record'>;
  settings: Pick<SettingsService, 'get'>;
  outbox: Pick<EventOutbox, 'append'>;
}

/**
 * The operator's decisions on withdrawals: approve (pay out) or reject (release the hold),
 * and the resolution of a disputed receipt: refund what did not arrive, or close the claim as
 * received without refund. Each is one transaction: the conditional state change, the ledger
 * transfer, the member's notice and the audit line commit together or not at all.
 */
export class WithdrawalDecisionsService {
  constructor(private readonly deps: DecisionsDeps) {}

  /** Registers the auto-receipt handler with the job runner. */
  registerJobs(jobs: Pick<JobRunner, 'register'>): void {
    jobs.register(AUTO_RECEIPT_JOB, (payload, context) => this.autoReceipt(payload, context));
  }

  /**
   * Paid out: the hold goes to payment clearing; the member is asked to confirm receipt. Finance
   * may attach the bank's payout slip, kept with the order for a later claim.
   */
  async approve(operator: Operator, orderNo: string, payload?: ApproveWithdrawalPayload) {
    const note = payload?.note;
    const proof =
      payload?.payoutProof === undefined
        ? null
        : parseProofImage(payload.payoutProof, 'payoutProof');
    const { autoReceiptMinutes } = await this.deps.settings.get('withdrawal');
    const now = new Date();
    const due = new Date(now.getTime() + autoReceiptMinutes * 60_000);
    return this.decide(
      operator,
      {
        orderNo,
        action: 'approve',
        from: ['pending'],
        details: { note, payoutProof: proof ? true : undefined },
      },
      {
        status: 'approved',
        decided_by: operator.staff.id,
        decided_at: nowIso(now),
        receipt_due_at: nowIso(due),
        updated_at: nowIso(now),
      },
      async (order, trx) => {
        const amount = minor(order.amount);
        if (proof) await this.deps.repository.insertPayoutProof(order.id, proof, trx);
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `withdrawal:${orderNo}:payout`,
            kind: TransferKind.withdrawalPayout,
            from: { memberId: order.member_id, wallet: 'hold' },
            to: { system: SystemAccount.paymentClearing },
            amount,
            reference: orderNo,
          },
          trx,
        );
        await this.notify(order, NoticeKind.withdrawalApproved, amount, now, trx);
        await this.deps.outbox.append(trx, {
          type: 'withdrawal.paid',
          key: `withdrawal.paid:${orderNo}`,
          memberId: order.member_id,
          payload: {
            orderNo,
            memberId: order.member_id,
            amount: amount.toString(),
            currency: order.currency,
            paidAt: nowIso(now),
          },
          occurredAt: now,
        });
        await this.deps.jobs.schedule(
          {
            kind: AUTO_RECEIPT_JOB,
            runAt: due,
            payload: { orderNo },
            uniqueKey: autoReceiptJobKey(orderNo),
          },
          trx,
        );
      },
    );
  }

  /** Not paid: the hold goes back to the main wallet; the member sees the reason. */
  async reject(operator: Operator, orderNo: string, reason: string) {
    const now = new Date();
    return this.decide(
      operator,
      { orderNo, action: 'reject', from: ['pending'], details: { reason } },
      {
        status: 'rejected',
        reject_reason: reason,
        decided_by: operator.staff.id,
        decided_at: nowIso(now),
        updated_at: nowIso(now),
      },
      async (order, trx) => {
        const amount = minor(order.amount);
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `withdrawal:${orderNo}:release`,
            kind: TransferKind.withdrawalRelease,
            from: { memberId: order.member_id, wallet: 'hold' },
            to: { memberId: order.member_id, wallet: 'main' },
            amount,
            reference: orderNo,
          },
          trx,
        );
        await this.notify(order, NoticeKind.withdrawalRejected, amount, now, trx);
        await this.returned(order, amount, 'rejected', now, trx);
      },
    );
  }

  /**
   * The member's claim is upheld: what did not arrive (the whole amount, or the remainder of a
   * partial receipt) comes back from payment clearing to the main wallet.
   */
  async refund(operator: Operator, orderNo: string, note?: string) {
    const now = new Date();
    return this.decide(
      operator,
      { orderNo, action: 'refund', from: DISPUTED_STATUSES, details: { note } },
      {
        status: 'refunded',
        refunded_amount: REFUNDED_REMAINDER,
        resolved_by: operator.staff.id,
        resolved_at: nowIso(now),
        resolution_note: note ?? null,
        updated_at: nowIso(now),
      },
      async (order, trx) => {
        if (order.remainder_amount === null) throw new Error(`${orderNo} has no remainder`);
        const remainder = minor(order.remainder_amount);
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `withdrawal:${orderNo}:refund`,
            kind: TransferKind.withdrawalRemainder,
            from: { system: SystemAccount.paymentClearing },
            to: { memberId: order.member_id, wallet: 'main' },
            amount: remainder,
            reference: orderNo,
          },
          trx,
        );
        await this.notify(order, NoticeKind.withdrawalFailed, remainder, now, trx);
        await this.returned(order, remainder, 'refunded', now, trx);
      },
    );
  }

  /** The claim is closed as received: nothing is refunded (spec section 4, forced received). */
  async forceReceived(operator: Operator, orderNo: string, note?: string) {
    const now = nowIso();
    return this.decide(
      operator,
      { orderNo, action: 'force_received', from: DISPUTED_STATUSES, details: { note } },
      {
        status: 'force_received',
        resolved_by: operator.staff.id,
        resolved_at: now,
        resolution_note: note ?? null,
        updated_at: now,
      },
      async () => {},
    );
  }

  /**
   * The auto-receipt job: an order still `approved` when its deadline passes counts as received.
   * If the member answered first, the conditional update finds nothing to do.
   */
  async autoReceipt(payload: Record<string, unknown>, { now }: JobContext): Promise<void> {
    const orderNo = String(payload.orderNo);
    const at = nowIso(now);
    const moved = await this.deps.repository.transition(
      { orderNo, dueBy: at },
      ['approved'],
      { status: 'auto_received', confirmed_at: at, updated_at: at },
      this.deps.db,
    );
    if (moved) return;
    const order = await this.deps.repository.findByOrderNo(orderNo);
    // Still waiting with a later deadline (the clock ran early): fail, so the runner retries.
    if (order?.status === 'approved') throw new Error(`${orderNo} is not due for auto-receipt yet`);
  }

  /** Money of the order back in the member's main wallet: the withdrawal.returned event. */
  private async returned(
    order: WithdrawalRow,
    amount: bigint,
    reason: 'rejected' | 'refunded',
    now: Date,
    trx: Trx,
  ) {
    await this.deps.outbox.append(trx, {
      type: 'withdrawal.returned',
      key: `withdrawal.returned:${order.order_no}`,
      memberId: order.member_id,
      payload: {
        orderNo: order.order_no,
        memberId: order.member_id,
        amount: amount.toString(),
        currency: order.currency,
        reason,
        returnedAt: nowIso(now),
      },
      occurredAt: now,
    });
  }

  private async decide(
    operator: Operator,
    step: {
      orderNo: string;
      action: string;
      from: readonly WithdrawalStatus[];
      details: Record<string, unknown>;
    },
    change: WithdrawalChange,
    effects: (order: WithdrawalRow, trx: Trx) => Promise<void>,
  ): Promise<OperatorWithdrawal> {
    await inTransaction(this.deps.db, async (trx) => {
      const order = await this.deps.repository.transition(
        { orderNo: step.orderNo },
        step.from,
        change,
        trx,
      );
      if (!order) {
        const exists = await this.deps.repository.findByOrderNo(step.orderNo, trx);
        throw new AppError(exists ? 'INVALID_STATE' : 'NOT_FOUND');
      }
      await effects(order, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: `withdrawal.${step.action}`,
          target: `withdrawal:${step.orderNo}`,
          details: {
            amount: formatMoney(minor(order.amount)),
            currency: order.currency,
            member: order.member_id,
            ...Object.fromEntries(
              Object.entries(step.details).filter(([, value]) => value !== undefined),
            ),
          },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.deps.queue.get(step.orderNo, operator.staff.role);
  }

  private notify(order: WithdrawalRow, kind: NoticeKind, amount: bigint, at: Date, trx: Trx) {
    return this.deps.notices.notify(
      {
        memberId: order.member_id,
        kind,
        amount,
        currency: order.currency,
        reference: order.order_no,
        occurredAt: at,
      },
      trx,
    );
  }
}
