import type {
  ReceiptPayload,
  Withdrawal,
  WithdrawHistory,
  WithdrawHistoryQuery,
  WithdrawInfo,
  WithdrawPayload,
} from '@portal/shared/schemas/withdrawal';
import type { DB } from '../../db/database.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { WithdrawalStatus } from './withdrawals.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BankCardsRepository } from '../bank-cards/bank-cards.repository.js';
import type { BankCardsService } from '../bank-cards/bank-cards.service.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { minor } from '../../db/minor.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { Language } from '@portal/shared/constants/languages';
import type { BonusesView } from '../../engagement/bonuses/bonuses-view.js';
import type { KycGate } from '../../accounts/kyc/kyc-gate.js';
import { withdrawalOrderNo } from './order-number.js';
import { parseProofImage, type ProofImage } from './proof-image.js';
import { money, pageCount, toWithdrawal } from './withdrawal-view.js';
import {
  requirementsRefusal,
  withdrawalRequirements,
  type WithdrawalRequirements,
} from './withdrawal-requirements.js';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.js';

export interface WithdrawalsDeps {
  db: DB;
  repository: WithdrawalsRepository;
  bankCards: BankCardsService;
  cards: BankCardsRepository;
  members: Pick<MembersRepository, 'findById'>;
  ledger: LedgerService;
  /** Titles the running bonuses that block a withdrawal in the reader's language. */
  bonusTitles: Pick<BonusesView, 'titles'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
  settings: Pick<SettingsService, 'get'>;
  outbox: Pick<EventOutbox, 'append'>;
  /** A withdrawal above the site's thresholds needs a verified identity (accounts area). */
  kycGate: Pick<KycGate, 'assertAllowed'>;
}

const DEFAULT_PAGE_SIZE = 10;

/** PostgreSQL names the constraint; SQLite names the columns. */
const isReferenceTaken = (error: unknown) =>
  isUniqueViolation(error, 'withdrawals_reference') ||
  isUniqueViolation(error, 'withdrawals.reference');

const answerable = (order: WithdrawalRow, now: string) =>
  order.receipt_due_at !== null && toIsoString(order.receipt_due_at) > now;

/**
 * The member's side of withdrawals (member-centre page `withdraw`): what may be withdrawn, the
 * request that holds the amount, the receipt confirmation of spec section 4, and the history.
 */
export class WithdrawalsService {
  constructor(private readonly deps: WithdrawalsDeps) {}

  private async member(memberId: number): Promise<MemberRow> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('SESSION_EXPIRED');
    return member;
  }

  async info(memberId: number, language: Language): Promise<WithdrawInfo> {
    const { db, settings, ledger, bankCards, repository } = this.deps;
    const member = await this.member(memberId);
    const limits = await settings.get('withdrawal');
    const [balance, requirements, cards, banks, awaiting] = await Promise.all([
      ledger.balance({ memberId, wallet: 'main' }),
      withdrawalRequirements(db, memberId),
      bankCards.cards(memberId, member.currency),
      bankCards.bankNames(member.currency),
      repository.page(
        { memberId, status: 'approved' },
        { pageNo: 1, pageSize: 100, newestFirst: false },
      ),
    ]);
    return {
      currency: member.currency,
      min: money(BigInt(limits.minMinor)),
      max: money(BigInt(limits.maxMinor)),
      balance: money(balance),
      turnoverRemaining: money(requirements.total),
      requirements: await this.requirementsView(requirements, language),
      hasPaymentPassword: member.payment_password_hash !== null,
      payeeName: member.payee_name,
      maxBankCards: limits.maxBankCards,
      autoReceiptMinutes: limits.autoReceiptMinutes,
      cards,
      awaitingReceipt: awaiting.rows.map((row) => toWithdrawal(row, banks)),
    };
  }

  private async requirementsView(
    requirements: WithdrawalRequirements,
    language: Language,
  ): Promise<WithdrawInfo['requirements']> {
    const promotionIds = requirements.bonuses
      .map(({ bonus }) => bonus.promotion_id)
      .filter((id): id is number => id !== null);
    const titles = await this.deps.bonusTitles.titles([...new Set(promotionIds)], language);
    return {
      deposit: {
        required: money(requirements.deposit.required),
        remaining: money(requirements.deposit.remaining),
      },
      bonuses: requirements.bonuses.map(({ bonus, remaining }) => ({
        id: bonus.id,
        bonusNo: bonus.bonus_no ?? '',
        title:
          (bonus.promotion_id !== null ? titles.get(bonus.promotion_id) : undefined) ??
          bonus.title ??
          bonus.source,
        amount: money(bonus.amount),
        turnoverRequired: money(bonus.turnover_required),
        turnoverPlayed: money(bonus.turnover_played),
        turnoverRemaining: money(remaining),
        expiresAt: bonus.expires_at,
      })),
    };
  }

  /**
   * Requests a withdrawal: checks the payment password, the limits, what still blocks a
   * withdrawal (withdrawal-requirements.ts, the rule the page shows) and the card, then in ONE transaction writes the pending order and moves the amount from the
   * main wallet to the hold wallet (INSUFFICIENT_FUNDS leaves nothing). The same reference again
   * returns the same order; with another card or amount it is IDEMPOTENCY_CONFLICT.
   */
  async request(memberId: number, payload: WithdrawPayload): Promise<Withdrawal> {
    const { paymentPassword, settings, repository } = this.deps;
    await paymentPassword.verify(memberId, payload.paymentPassword);
    const amount = parseAmount(payload.amount);
    if (amount <= 0n) {
      throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'not_positive' }]);
    }
    const earlier = await repository.findByReference(memberId, payload.reference);
    if (earlier) return this.replay(earlier, payload.bankCardId, amount);

    const limits = await settings.get('withdrawal');
    if (amount < BigInt(limits.minMinor)) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(limits.minMinor) });
    }
    if (amount > BigInt(limits.maxMinor)) {
      throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: moneyParam(limits.maxMinor) });
    }
    const member = await this.member(memberId);
    let orderNo: string;
    try {
      orderNo = await this.hold(member, payload, amount);
    } catch (error) {
      if (!isReferenceTaken(error)) throw error;
      // A concurrent request with the same reference committed first.
      const first = await repository.findByReference(memberId, payload.reference);
      if (!first) throw error;
      return this.replay(first, payload.bankCardId, amount);
    }
    return this.view(memberId, orderNo);
  }

  private async hold(member: MemberRow, payload: WithdrawPayload, amount: bigint): Promise<string> {
    const { db, cards, repository, ledger, outbox, kycGate } = this.deps;
    return inTransaction(db, async (trx) => {
      const card = await cards.lockLiveCard(member.id, payload.bankCardId, trx);
      // Inside the hold's transaction, so a bonus issued a moment before is seen.
      const refusal = requirementsRefusal(await withdrawalRequirements(trx, member.id));
      if (refusal) throw refusal;
      if (!card) {
        throw new AppError('NOT_FOUND', {}, [{ path: 'bankCardId', reason: 'unknown_card' }]);
      }
      const now = new Date();
      const id = await repository.insertPending(
        {
          memberId: member.id,
          reference: payload.reference,
          bankCardId: card.id,
          amount,
          currency: member.currency,
          now: nowIso(now),
        },
        trx,
      );
      const orderNo = withdrawalOrderNo(id, now);
      await repository.setOrderNo(id, orderNo, trx);
      await ledger.transfer(
        {
          idempotencyKey: `withdrawal:${orderNo}:hold`,
          kind: TransferKind.withdrawalHold,
          from: { memberId: member.id, wallet: 'main' },
          to: { memberId: member.id, wallet: 'hold' },
          amount,
          reference: orderNo,
        },
        trx,
      );
      // After the hold: the order counts in the total, and the locked wallet serialises requests.
      await kycGate.assertAllowed(member.id, amount, trx);
      await outbox.append(trx, {
        type: 'withdrawal.requested',
        key: `withdrawal.requested:${orderNo}`,
        memberId: member.id,
        payload: {
          orderNo,
          memberId: member.id,
          amount: amount.toString(),
          currency: member.currency,
          requestedAt: nowIso(now),
        },
        occurredAt: now,
      });
      return orderNo;
    });
  }

  private async replay(row: WithdrawalRow, bankCardId: number, amount: bigint) {
    if (row.bank_card_id !== bankCardId || minor(row.amount) !== amount) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return this.view(row.member_id, row.order_no);
  }

  /**
   * The member's answer to a paid order (spec section 4), accepted only while it is `approved`:
   * received; not received (proof image required), or partially received (the amount that
   * arrived, the remainder recorded, proof optional). A race with the auto-receipt job or a
   * second answer is decided by the conditional update: exactly one applies.
   */
  async confirmReceipt(
    memberId: number,
    orderNo: string,
    payload: ReceiptPayload,
  ): Promise<Withdrawal> {
    const { db, repository } = this.deps;
    const order = await repository.findByOrderNo(orderNo);
    if (!order || order.member_id !== memberId) throw new AppError('NOT_FOUND');
    const now = nowIso();
    // Past the deadline an unanswered receipt counts as received, whether or not the job ran.
    if (order.status !== 'approved' || !answerable(order, now)) {
      throw new AppError('INVALID_STATE');
    }
    const amount = minor(order.amount);
    let status: WithdrawalStatus = 'received';
    let received: bigint | null = null;
    let remainder: bigint | null = null;
    if (payload.outcome === 'not_received') {
      if (payload.proofImage === undefined) throw new AppError('PROOF_REQUIRED');
      status = 'not_received';
      remainder = amount;
    } else if (payload.outcome === 'partial') {
      received = parseAmount(payload.receivedAmount, 'receivedAmount');
      if (received <= 0n || received >= amount) {
        throw new AppError('INVALID_AMOUNT', {}, [
          { path: 'receivedAmount', reason: 'out_of_range' },
        ]);
      }
      status = 'partial';
      remainder = amount - received;
    }
    const proof: ProofImage | null =
      payload.proofImage === undefined ? null : parseProofImage(payload.proofImage);
    await inTransaction(db, async (trx) => {
      const moved = await repository.transition(
        { orderNo, memberId, answerableAt: now },
        ['approved'],
        {
          status,
          received_amount: received,
          remainder_amount: remainder,
          confirmed_at: now,
          updated_at: now,
        },
        trx,
      );
      if (!moved) throw new AppError('INVALID_STATE');
      if (proof) await repository.insertProof(moved.id, proof, trx);
    });
    return this.view(memberId, orderNo);
  }

  async history(memberId: number, query: WithdrawHistoryQuery): Promise<WithdrawHistory> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const member = await this.member(memberId);
    const [banks, { rows, total }] = await Promise.all([
      this.deps.bankCards.bankNames(member.currency),
      this.deps.repository.page(
        { memberId, ...(query.status ? { status: query.status } : {}) },
        { pageNo, pageSize, newestFirst: true },
      ),
    ]);
    return {
      list: rows.map((row) => toWithdrawal(row, banks)),
      pageNo,
      pageSize,
      total,
      totalPages: pageCount(total, pageSize),
    };
  }

  /** The proof image the member uploaded; only its owner reaches it here. */
  async proof(memberId: number, orderNo: string) {
    const order = await this.deps.repository.findByOrderNo(orderNo);
    if (!order || order.member_id !== memberId) throw new AppError('NOT_FOUND');
    return this.proofOf(order.id);
  }

  async proofOf(withdrawalId: number) {
    const proof = await this.deps.repository.findProof(withdrawalId);
    if (!proof) throw new AppError('NOT_FOUND');
    const mimeType = proof.mime_type as ProofImage['mimeType'];
    return { mimeType, dataUrl: `data:${mimeType};base64,${proof.data}` };
  }

  private async view(memberId: number, orderNo: string): Promise<Withdrawal> {
    const member = await this.member(memberId);
    const [row, banks] = await Promise.all([
      this.deps.repository.findByOrderNo(orderNo),
      this.deps.bankCards.bankNames(member.currency),
    ]);
    if (!row) throw new Error(`Withdrawal ${orderNo} vanished`);
    return toWithdrawal(row, banks);
  }
}
