import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import { TransferKind, type MemberWallet } from '../../platform/ledger/ledger.types.js';
import type { TurnoverService } from '../../cashier/turnover/turnover.service.js';
import type { CreditRequest, RollbackRequest, TransactionValue } from './protocol.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { betSettled } from './bet-settled.js';
import { closedOrMissing, writeRollback } from './seamless-rollback.js';
import type { SeamlessRepository } from './seamless.repository.js';
import type { SeamlessStatements } from './seamless-statements.repository.js';
import {
  amountOrNull,
  ledgerKey,
  requestHash,
  walletFor,
  type Player,
  type SeamlessWallet,
  providerClearing,
} from './seamless-wallet.js';

/** The most the provider's result summary may take, as JSON. */
export const RESULT_MAX_BYTES = 4096;

export interface SettlementDeps {
  repository: SeamlessRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  wallet: SeamlessWallet;
  /** PostgreSQL: the ordinary credit in one statement, before the checked path. */
  statements: SeamlessStatements | null;
  /** bet.settled goes out with the settlement. */
  outbox: Pick<EventOutbox, 'append'>;
  /** Payouts and stakes given back lower the member's loss (and wager) totals. */
  gate: PlayGate;
}

/**
 * A credit's amount in minor units (null when it is not one), its result as stored, and the
 * hash of its meaningful fields: the same transaction id with others conflicts.
 */
export function creditParts(request: CreditRequest) {
  const amount = amountOrNull(request.amount);
  const result = request.result === undefined ? null : JSON.stringify(request.result);
  const hash = requestHash([
    'credit',
    request.roundId,
    request.playerId.toLowerCase(),
    amount?.toString() ?? `invalid:${String(request.amount)}`,
    result,
  ]);
  return { amount, result, hash };
}

/** The ledger transfer of a payout: from provider clearing to the round's wallet. */
export function payoutTransfer(
  provider: string,
  request: CreditRequest,
  amount: bigint,
  to: MemberWallet,
) {
  return {
    idempotencyKey: ledgerKey(provider, request.transactionId),
    kind: TransferKind.payout,
    from: providerClearing(to.memberId),
    to,
    amount,
    reference: request.roundId,
    memo: `${provider} credit ${request.transactionId}`.slice(0, 255),
  };
}

/**
 * Credits and rollbacks: how a round ends. A round is settled once, by its first credit; a
 * rollback gives back one debit of a round not settled yet (docs/decisions/018-seamless-wallet.md).
 */
export class SettlementService {
  constructor(private readonly deps: SettlementDeps) {}

  /** Pays a round (0 for a loss) and settles it; a round without a debit is BET_NOT_FOUND. */
  async credit(provider: string, request: CreditRequest): Promise<TransactionValue> {
    const player = await this.player(provider, request.playerId, request.roundId);
    return this.creditFor(provider, request, player);
  }

  /**
   * credit() once its player is known, with the wallet of the round (a batch of credits reads
   * them all at once: seamless-credits.ts).
   */
  async creditFor(
    provider: string,
    request: CreditRequest,
    player: Player,
  ): Promise<TransactionValue> {
    const { wallet } = this.deps;
    const { amount, result, hash } = creditParts(request);
    try {
      if (amount === null || amount < 0n) {
        throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'invalid_amount' }]);
      }
      if (result !== null && Buffer.byteLength(result) > RESULT_MAX_BYTES) {
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'result', reason: 'too_large' }]);
      }
      const written = await this.oneStatement(provider, request, amount, result, player, hash);
      if (written) return written;
      const ids = { transactionId: request.transactionId, lockId: request.transactionId, hash };
      return await wallet.record(provider, player, ids, (trx) =>
        this.writeCredit(trx, provider, request, amount, result, player, hash),
      );
    } catch (error) {
      throw await wallet.refuse(error, player);
    }
  }

  /** The credit as one statement (PostgreSQL), or null when the checked path must answer. */
  private async oneStatement(
    provider: string,
    request: CreditRequest,
    amount: bigint,
    result: string | null,
    player: Player,
    hash: string,
  ): Promise<TransactionValue | null> {
    const { statements, ledger, wallet } = this.deps;
    if (!statements) return null;
    const to = player.wallet;
    const transfer =
      amount > 0n ? await ledger.prepare(payoutTransfer(provider, request, amount, to)) : null;
    const balance = await statements.credit({
      provider,
      transactionId: request.transactionId,
      roundId: request.roundId,
      memberId: player.memberId,
      currency: player.currency,
      amount,
      requestHash: hash,
      gate: this.deps.gate.moment(),
      result,
      wallet: to.wallet === 'vendor' ? 'vendor' : 'main',
      vendor: to.wallet === 'vendor' ? to.vendor : null,
      transfer: transfer && ledger.postgresWrite(transfer),
      walletAccountId: await ledger.accountId(to),
    });
    return balance === null ? null : wallet.answer(player, request.transactionId, balance);
  }

  private async writeCredit(
    trx: Trx,
    provider: string,
    request: CreditRequest,
    amount: bigint,
    result: string | null,
    player: Player,
    hash: string,
  ): Promise<TransactionValue> {
    const { repository, ledger } = this.deps;
    // First, as a debit takes it first: the member's safer-play row, then the round.
    if (amount > 0n) await this.deps.gate.credit(trx, player.memberId, amount);
    const round = await repository.rounds.settle(
      trx,
      provider,
      request.roundId,
      player.memberId,
      amount,
      result,
    );
    if (!round)
      throw await closedOrMissing(this.deps.repository, trx, provider, request.roundId, player);
    // The round's stake is a valid bet once it settles, and it settles only here, once.
    await this.deps.turnover.recordBet(player.memberId, round.stake, trx);
    await this.deps.outbox.append(trx, betSettled(provider, request.roundId, round));
    // The payout is the last write but one: the provider clearing account stays locked from it
    // until the commit, and every callback needs that lock.
    const roundWallet = walletFor(player.memberId, round.wallet, round.vassalage);
    let balance: bigint;
    let transferId: number | null = null;
    if (amount > 0n) {
      const transfer = await ledger.transfer(
        payoutTransfer(provider, request, amount, roundWallet),
        trx,
      );
      balance = transfer.to.balanceAfter;
      transferId = transfer.transferId;
    } else {
      balance = await ledger.balance(roundWallet, trx);
    }
    const value = this.deps.wallet.answer(player, request.transactionId, balance);
    await repository.insertTransaction(trx, {
      provider,
      transactionId: request.transactionId,
      kind: 'credit',
      memberId: player.memberId,
      roundId: request.roundId,
      amount,
      requestHash: hash,
      response: JSON.stringify(value),
      ledgerTransferId: transferId,
    });
    return value;
  }

  /**
   * Gives back a debit of a round not settled yet. A debit never seen moves nothing and is
   * remembered, so that it is refused if it arrives later; a debit rolled back already moves
   * nothing again.
   */
  async rollback(provider: string, request: RollbackRequest): Promise<TransactionValue> {
    const { wallet } = this.deps;
    const hash = requestHash([
      'rollback',
      request.refTransactionId,
      request.roundId,
      request.playerId.toLowerCase(),
    ]);
    const player = await this.player(provider, request.playerId, request.roundId);
    try {
      // Locked by the debit's id: a debit and its rollback never run at the same time.
      const ids = { transactionId: request.transactionId, lockId: request.refTransactionId, hash };
      return await wallet.record(provider, player, ids, (trx) =>
        writeRollback(this.deps, trx, provider, request, player, hash),
      );
    } catch (error) {
      throw await wallet.refuse(error, player);
    }
  }

  /**
   * The member a provider names, with the wallet of the round (both in one read);
   * BET_NOT_FOUND for a stranger.
   */
  private async player(provider: string, playerId: string, roundId: string): Promise<Player> {
    const found = await this.deps.repository.rounds.findPlayerAndRound(playerId, provider, roundId);
    if (!found) throw new AppError('BET_NOT_FOUND');
    return this.deps.wallet.playerOfRound(found.member, provider, found.round);
  }
}
