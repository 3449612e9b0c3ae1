import { majorNumber } from '@portal/shared/money';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secret-tokens.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { AuthenticateValue, DebitRequest, TransactionValue } from './protocol.js';
import type { LaunchSessionCache } from './launch-session-cache.js';
import type { LaunchSession, SeamlessRepository } from './seamless.repository.js';
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

export interface SeamlessDeps {
  repository: SeamlessRepository;
  ledger: LedgerService;
  wallet: SeamlessWallet;
  /** PostgreSQL: the ordinary debit in one statement, before the checked path. */
  statements: SeamlessStatements | null;
  /** Launch sessions read in the last few seconds (SESSION_CACHE_MS). */
  sessions: LaunchSessionCache;
  /** The member's breaks and loss and wager limits, checked and counted with each stake. */
  gate: PlayGate;
}

/** The ledger transfer of a stake: from the wallet the member plays from to provider clearing. */
export function stakeTransfer(
  provider: string,
  request: DebitRequest,
  amount: bigint,
  player: Player,
) {
  return {
    idempotencyKey: ledgerKey(provider, request.transactionId),
    kind: TransferKind.bet,
    from: player.wallet,
    to: providerClearing(player.memberId),
    amount,
    reference: request.roundId,
    memo: `${provider} debit ${request.transactionId}`.slice(0, 255),
  };
}

/** A debit's request hash: a transaction id sent again with another body is a conflict. */
export function debitHash(request: DebitRequest, tokenHash: string, amount: bigint | null) {
  return requestHash([
    'debit',
    request.roundId,
    tokenHash,
    request.gameCode,
    amount?.toString() ?? `invalid:${String(request.amount)}`,
  ]);
}

/**
 * The seamless wallet's session calls and debits (ARCHITECTURE section 6, protocol.ts). Each
 * money callback is one database transaction: the ledger transfer, the round and the provider
 * transaction row with its answer are written together or not at all.
 */
export class SeamlessService {
  constructor(private readonly deps: SeamlessDeps) {}

  async authenticate(provider: string, token: string): Promise<AuthenticateValue> {
    const { session, player } = await this.session(provider, token);
    const balance = await this.deps.wallet.balance(player);
    return {
      playerId: session.account,
      nickname: session.nickname,
      currency: player.currency,
      balance: majorNumber(balance),
      gameCode: session.gameCode,
      language: session.language,
    };
  }

  async balance(provider: string, token: string): Promise<{ balance: number; currency: string }> {
    const { player } = await this.session(provider, token);
    return {
      balance: majorNumber(await this.deps.wallet.balance(player)),
      currency: player.currency,
    };
  }

  /**
   * Takes a stake for a round of the session's game. A transaction id seen before answers its
   * first answer; a debit whose rollback arrived first is TRANSACTION_ROLLED_BACK.
   */
  async debit(provider: string, request: DebitRequest): Promise<TransactionValue> {
    const { repository, wallet } = this.deps;
    const amount = amountOrNull(request.amount);
    const tokenHash = hashToken(request.token);
    const hash = debitHash(request, tokenHash, amount);
    const live = await this.findSession(provider, tokenHash);
    if (!live) {
      // A retry may come after its session expired: it still gets its first answer.
      const seen = await repository.findTransaction(provider, request.transactionId);
      if (seen) return wallet.replay(provider, seen, hash);
    }
    const { session, player } = await this.checkSession(live);
    try {
      if (session.gameCode !== request.gameCode) {
        throw new AppError('GAME_SESSION_INVALID', {}, [
          { path: 'gameCode', reason: 'not_the_session_game' },
        ]);
      }
      if (amount === null || amount <= 0n) {
        throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'invalid_amount' }]);
      }
      const written = await this.oneStatement(provider, request, amount, session, player, hash);
      if (written) return written;
      const ids = { transactionId: request.transactionId, lockId: request.transactionId, hash };
      return await wallet.record(provider, player, ids, (trx) =>
        this.writeDebit(trx, provider, request, amount, session, player, hash),
      );
    } catch (error) {
      throw await wallet.refuse(error, player);
    }
  }

  /** The debit as one statement (PostgreSQL), or null when the checked path must answer. */
  private async oneStatement(
    provider: string,
    request: DebitRequest,
    amount: bigint,
    session: LaunchSession,
    player: Player,
    hash: string,
  ): Promise<TransactionValue | null> {
    const { statements, ledger, wallet } = this.deps;
    if (!statements) return null;
    const transfer = await ledger.prepare(stakeTransfer(provider, request, amount, player));
    const balance = await statements.debit({
      provider,
      transactionId: request.transactionId,
      roundId: request.roundId,
      memberId: player.memberId,
      currency: player.currency,
      amount,
      requestHash: hash,
      gate: this.deps.gate.moment(),
      gameId: session.gameId,
      categoryCode: session.categoryCode,
      vassalage: session.vassalage,
      wallet: player.wallet.wallet === 'vendor' ? 'vendor' : 'main',
      transfer: ledger.postgresWrite(transfer),
    });
    return balance === null ? null : wallet.answer(player, request.transactionId, balance);
  }

  private async writeDebit(
    trx: Trx,
    provider: string,
    request: DebitRequest,
    amount: bigint,
    session: LaunchSession,
    player: Player,
    hash: string,
  ): Promise<TransactionValue> {
    const { repository, ledger } = this.deps;
    if (await repository.findRollbackOf(provider, request.transactionId, trx)) {
      throw new AppError('TRANSACTION_ROLLED_BACK');
    }
    await this.deps.gate.check(trx, player.memberId, { kind: 'stake', amount });
    const round = await repository.rounds.addStake(trx, {
      provider,
      roundId: request.roundId,
      memberId: player.memberId,
      gameId: session.gameId,
      categoryCode: session.categoryCode,
      vassalage: session.vassalage,
      wallet: player.wallet.wallet === 'vendor' ? 'vendor' : 'main',
      currency: player.currency,
      stake: amount,
    });
    if (!round) {
      const existing = await repository.rounds.findRound(provider, request.roundId, trx);
      if (existing && existing.memberId === player.memberId && existing.status !== 'open') {
        throw new AppError('BET_ALREADY_SETTLED');
      }
      // The provider reused a round id of another player or game.
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'roundId', reason: 'round_mismatch' }]);
    }
    const transfer = await ledger.transfer(stakeTransfer(provider, request, amount, player), trx);
    const value = this.deps.wallet.answer(
      player,
      request.transactionId,
      transfer.from.balanceAfter,
    );
    await repository.insertTransaction(trx, {
      provider,
      transactionId: request.transactionId,
      kind: 'debit',
      memberId: player.memberId,
      roundId: request.roundId,
      amount,
      requestHash: hash,
      response: JSON.stringify(value),
      ledgerTransferId: transfer.transferId,
      claimKey: request.transactionId,
    });
    return value;
  }

  /** The live session of a token, its member active; GAME_SESSION_INVALID otherwise. */
  private async session(provider: string, token: string) {
    return this.checkSession(await this.findSession(provider, hashToken(token)));
  }

  /** The live launch session of a token hash: from memory when read moments ago. */
  private async findSession(provider: string, tokenHash: string) {
    const { repository, sessions } = this.deps;
    const now = Date.now();
    const remembered = sessions.get(provider, tokenHash, now);
    if (remembered) return remembered;
    const session = await repository.findSession(provider, tokenHash);
    if (session) sessions.set(provider, tokenHash, session, now);
    return session;
  }

  private async checkSession(session: LaunchSession | undefined) {
    if (!session) throw new AppError('GAME_SESSION_INVALID');
    const player: Player = {
      memberId: session.memberId,
      currency: session.currency,
      wallet: walletFor(session.memberId, session.walletMode, session.vassalage),
    };
    if (!session.memberActive) {
      throw await this.deps.wallet.refuse(new AppError('GAME_SESSION_INVALID'), player);
    }
    return { session, player };
  }
}
