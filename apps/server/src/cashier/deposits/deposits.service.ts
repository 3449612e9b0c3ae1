import { createHash } from 'node:crypto';
import type { Language } from '@portal/shared/constants/languages';
import {
  DEPOSIT_GATEWAY_EXPIRY_MINUTES,
  DEPOSIT_HISTORY_PAGE_SIZE,
  type CreateDepositPayload,
  type CreateDepositValue,
  type DepositHistoryQuery,
  type DepositHistoryValue,
  type DepositOrderDetail,
} from '@portal/shared/schemas/deposit';
import type { PromotionsService } from '../../engagement/promotions/promotions.service.js';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { minor } from '../../db/minor.js';
import type { RegistrationFieldCheck } from '../../accounts/passwords/registration-field.js';
import type { DepositChannelsService } from './deposit-channels.service.js';
import { depositBonus } from '../../engagement/bonuses/deposit-bonus.js';
import { orderView, payUrl, type ViewContext } from './deposit-view.js';
import type { DepositChannelRow } from './deposit-channels.repository.js';
import type {
  DepositOrderRow,
  DepositOrderView,
  DepositsRepository,
} from './deposits.repository.js';
import { newOrderNumber } from './order-number.js';
import { parseReceiptImage, type ReceiptImage } from './receipt-image.js';

/** The job that closes a gateway order left unpaid. */
export const DEPOSIT_EXPIRE_JOB = 'deposit.expire';
/** Open orders a member may have at once: enough for retries, not enough to flood the desk. */
export const MAX_PENDING_DEPOSITS = 10;
const ORDER_NUMBER_ATTEMPTS = 5;

export interface DepositsDeps {
  db: DB;
  repository: DepositsRepository;
  channels: DepositChannelsService;
  jobs: Pick<JobRunner, 'schedule'>;
  fieldCheck: Pick<RegistrationFieldCheck, 'assert'>;
  /** Joins the deposit match chosen with the deposit (checked before the order is made). */
  promotions?: Pick<PromotionsService, 'joinForDeposit'>;
  /** A break or a deposit limit refuses the order; its amount counts toward the limits. */
  gate: PlayGate;
  /** PUBLIC_BASE_URL: where gateways send the member back; unset = the request's origin. */
  publicBaseUrl?: string;
  now?: () => Date;
}

/** Where the call came from: the site's origin (for pay links) and the language of names. */
export interface RequestContext {
  origin: string;
  language: Language;
}

/**
 * The member's deposits (depositv2): making an order on a channel, its history, its receipt.
 * Settling orders (credit, reject, fail, expire) is DepositSettlement's.
 */
export class DepositsService {
  private readonly now: () => Date;

  constructor(private readonly deps: DepositsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async create(
    memberId: number,
    payload: CreateDepositPayload,
    context: RequestContext,
  ): Promise<CreateDepositValue> {
    // A retry is answered from the first order, even if the channel or its limits changed since.
    const earlier = await this.deps.repository.findByReference(memberId, payload.reference);
    if (earlier) return this.replay(earlier, payload, context);

    const channel = await this.deps.channels.forOrder(payload);
    const amount = positiveAmount(payload.amount);
    const min = minor(channel.min_amount);
    const max = minor(channel.max_amount);
    if (amount < min) throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(min) });
    if (amount > max) throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: moneyParam(max) });
    const payerName = trimmedName(payload.payerName);
    await this.checkPayerName(channel, payerName);
    const receipt = this.receipt(channel, payload.receiptImage);
    if (payload.promotionId !== undefined && this.deps.promotions) {
      await this.deps.promotions.joinForDeposit(memberId, payload.promotionId, amount);
    }
    const hash = requestHash(channel.id, amount, payerName, receipt);

    if ((await this.deps.repository.countPending(memberId)) >= MAX_PENDING_DEPOSITS) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
    const currency = await this.deps.repository.memberCurrency(memberId);
    if (!currency) throw new AppError('SESSION_EXPIRED');

    for (let attempt = 1; attempt <= ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      const created = await this.insert({
        memberId,
        channel,
        amount,
        currency,
        payerName,
        receipt,
        hash,
        reference: payload.reference,
      });
      if (created) return this.createdValue(created, channel, context);
      // Nothing was written: the same reference won a race, or the order number was taken.
      const winner = await this.deps.repository.findByReference(memberId, payload.reference);
      if (winner) return this.replayed(winner, hash, context);
    }
    throw new Error('No free deposit order number after several attempts');
  }

  async history(
    memberId: number,
    query: DepositHistoryQuery,
    context: RequestContext,
  ): Promise<DepositHistoryValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEPOSIT_HISTORY_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.listForMember(memberId, {
      status: query.status,
      page,
      pageSize,
    });
    return { list: rows.map((row) => orderView(row, this.view(context))), page, pageSize, total };
  }

  /** One order; once credited, with the deposit match it brought (or one still on its way). */
  async order(
    memberId: number,
    orderNo: string,
    context: RequestContext,
  ): Promise<DepositOrderDetail> {
    const order = orderView(await this.ownOrder(memberId, orderNo), this.view(context));
    if (order.status !== 'success') return { ...order, bonus: null, bonusPending: false };
    const { bonus, pending } = await depositBonus(this.deps.db, memberId, orderNo);
    return { ...order, bonus, bonusPending: pending };
  }

  /** The member's own receipt image; NOT_FOUND for anyone else's or when none was sent. */
  async memberReceipt(memberId: number, orderNo: string) {
    const order = await this.ownOrder(memberId, orderNo);
    return this.receiptOf(order);
  }

  /** Any order's receipt, for staff. */
  async staffReceipt(orderNo: string) {
    const order = await this.deps.repository.findOrder(orderNo);
    if (!order) throw new AppError('NOT_FOUND');
    return this.receiptOf(order);
  }

  /** Where pay links point: PUBLIC_BASE_URL when configured, else the request's origin. */
  private view(context: RequestContext): ViewContext {
    return { origin: this.deps.publicBaseUrl ?? context.origin, language: context.language };
  }

  private async ownOrder(memberId: number, orderNo: string): Promise<DepositOrderView> {
    const order = await this.deps.repository.findOrder(orderNo);
    if (!order || order.member_id !== memberId) throw new AppError('NOT_FOUND');
    return order;
  }

  private async receiptOf(order: DepositOrderView) {
    const receipt = order.has_receipt === 1 ? await this.deps.repository.receipt(order.id) : null;
    if (!receipt) throw new AppError('NOT_FOUND');
    return receipt;
  }

  /** Bank transfers need the payer's name, written like a payee name (the registration rule). */
  private async checkPayerName(channel: DepositChannelRow, name: string | null) {
    if (name !== null) return this.deps.fieldCheck.assert('payeeName', name, 'payerName');
    if (channel.type === 'bank_transfer') {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'payerName', reason: 'required' }]);
    }
  }

  private receipt(channel: DepositChannelRow, dataUrl: string | undefined): ReceiptImage | null {
    if (dataUrl === undefined) return null;
    if (channel.type !== 'bank_transfer') {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'receiptImage', reason: 'not_for_gateway' },
      ]);
    }
    return parseReceiptImage(dataUrl);
  }

  /** Writes the order, its receipt and (gateways) its expiry job together; null on a conflict. */
  private insert(input: {
    memberId: number;
    channel: DepositChannelRow;
    amount: bigint;
    currency: string;
    payerName: string | null;
    receipt: ReceiptImage | null;
    hash: string;
    reference: string;
  }): Promise<DepositOrderRow | null> {
    const now = this.now();
    const at = nowIso(now);
    const expiresAt =
      input.channel.type === 'gateway'
        ? new Date(now.getTime() + DEPOSIT_GATEWAY_EXPIRY_MINUTES * 60_000)
        : null;
    return inTransaction(this.deps.db, async (trx) => {
      const order = await this.deps.repository.insertOrder(
        {
          order_no: newOrderNumber(now),
          member_id: input.memberId,
          channel_id: input.channel.id,
          amount: input.amount,
          currency: input.currency,
          status: 'pending',
          client_reference: input.reference,
          request_hash: input.hash,
          turnover_bps: input.channel.turnover_bps,
          payer_name: input.payerName,
          has_receipt: input.receipt ? 1 : 0,
          gateway_txn_id: null,
          reject_reason: null,
          decided_by: null,
          expires_at: expiresAt ? nowIso(expiresAt) : null,
          credited_at: null,
          closed_at: null,
          created_at: at,
          updated_at: at,
        },
        trx,
      );
      if (!order) return null;
      await this.deps.gate.check(trx, input.memberId, { kind: 'deposit', amount: input.amount });
      if (input.receipt) {
        await this.deps.repository.insertReceipt(
          {
            order_id: order.id,
            content_type: input.receipt.contentType,
            byte_size: input.receipt.data.length,
            data: input.receipt.data,
            created_at: at,
          },
          trx,
        );
      }
      if (expiresAt) {
        await this.deps.jobs.schedule(
          {
            kind: DEPOSIT_EXPIRE_JOB,
            runAt: expiresAt,
            payload: { orderNo: order.order_no },
            uniqueKey: `deposit-expire:${order.order_no}`,
          },
          trx,
        );
      }
      return order;
    });
  }

  /** The same reference again: the first order when the request repeats it, else a conflict. */
  private async replay(
    order: DepositOrderRow,
    payload: CreateDepositPayload,
    context: RequestContext,
  ): Promise<CreateDepositValue> {
    const channel = await this.deps.channels.find(payload);
    if (!channel || channel.id !== order.channel_id) throw new AppError('IDEMPOTENCY_CONFLICT');
    const receipt = payload.receiptImage ? parseReceiptImage(payload.receiptImage) : null;
    const hash = requestHash(
      channel.id,
      positiveAmount(payload.amount),
      trimmedName(payload.payerName),
      receipt,
    );
    return this.replayed(order, hash, context);
  }

  private async replayed(
    order: DepositOrderRow,
    hash: string,
    context: RequestContext,
  ): Promise<CreateDepositValue> {
    if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const channel = await this.deps.channels.findById(order.channel_id);
    if (!channel) throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE');
    return this.createdValue(order, channel, context);
  }

  private createdValue(
    order: DepositOrderRow,
    channel: DepositChannelRow,
    context: RequestContext,
  ): CreateDepositValue {
    return {
      orderNo: order.order_no,
      status: order.status,
      redirectUrl:
        order.status === 'pending'
          ? payUrl(order.order_no, channel.gateway_kind, channel.gateway_secret, this.view(context))
          : null,
    };
  }
}

function positiveAmount(value: number | string): bigint {
  const amount = parseAmount(value);
  if (amount <= 0n) {
    throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'not_positive' }]);
  }
  return amount;
}

const trimmedName = (given: string | undefined) => (given?.trim() ? given.trim() : null);

/** SHA-256 of what makes a deposit request: a reused reference must repeat all of it. */
function requestHash(
  channelId: number,
  amount: bigint,
  payerName: string | null,
  receipt: ReceiptImage | null,
): string {
  const receiptHash = receipt ? createHash('sha256').update(receipt.data).digest('hex') : null;
  return createHash('sha256')
    .update(JSON.stringify([channelId, amount.toString(), payerName, receiptHash]))
    .digest('hex');
}
