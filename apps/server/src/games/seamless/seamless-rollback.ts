import type { Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { AppError } from '../../lib/app-error.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { RollbackRequest, TransactionValue } from './protocol.js';
import type { SeamlessRepository } from './seamless.repository.js';
import {
  ledgerKey,
  providerClearing,
  walletFor,
  type Player,
  type SeamlessWallet,
} from './seamless-wallet.js';

/** What a rollback's write needs of the settlement's dependencies. */
export interface RollbackDeps {
  repository: SeamlessRepository;
  ledger: LedgerService;
  wallet: Pick<SeamlessWallet, 'answer'>;
  gate: Pick<PlayGate, 'credit'>;
}

/**
 * A rollback's write, inside the transaction the wallet records it in (SettlementService.rollback):
 * the debit it names given back to the round's wallet, once; a debit never seen claimed, so that
 * it is refused if it arrives later.
 */
export async function writeRollback(
  deps: RollbackDeps,
  trx: Trx,
  provider: string,
  request: RollbackRequest,
  player: Player,
  hash: string,
): Promise<TransactionValue> {
  const { repository, ledger } = deps;
  const debit = await repository.findTransaction(provider, request.refTransactionId, trx);
  if (debit && debit.kind !== 'debit') {
    throw new AppError('VALIDATION_FAILED', {}, [
      { path: 'refTransactionId', reason: 'not_a_debit' },
    ]);
  }
  if (debit && (debit.member_id !== player.memberId || debit.round_id !== request.roundId)) {
    throw new AppError('BET_NOT_FOUND');
  }
  const record = async (
    amount: bigint,
    balance: bigint,
    ledgerTransferId: number | null,
    claimKey?: string,
  ) => {
    const value = deps.wallet.answer(player, request.transactionId, balance);
    await repository.insertTransaction(trx, {
      provider,
      transactionId: request.transactionId,
      kind: 'rollback',
      memberId: player.memberId,
      roundId: request.roundId,
      refTransactionId: request.refTransactionId,
      amount,
      requestHash: hash,
      response: JSON.stringify(value),
      ledgerTransferId,
      claimKey,
    });
    return value;
  };
  // Given back already: nothing moves again.
  if (debit && (await repository.findRollbackOf(provider, request.refTransactionId, trx))) {
    return record(0n, await ledger.balance(player.wallet, trx), null);
  }
  // Never seen: nothing moves, and the first such rollback claims the debit's id, so that the
  // debit is refused if it arrives later (or is being written at this very moment).
  if (!debit) {
    const claimed = await repository.findRollbackOf(provider, request.refTransactionId, trx);
    const balance = await ledger.balance(player.wallet, trx);
    return record(0n, balance, null, claimed ? undefined : request.refTransactionId);
  }
  const amount = minor(debit.amount);
  await deps.gate.credit(trx, player.memberId, amount, 'refund');
  const round = await repository.rounds.removeStake(
    trx,
    provider,
    request.roundId,
    player.memberId,
    amount,
  );
  if (!round) throw await closedOrMissing(repository, trx, provider, request.roundId, player);
  const transfer = await ledger.transfer(
    {
      idempotencyKey: ledgerKey(provider, request.transactionId),
      kind: TransferKind.betRollback,
      from: providerClearing(player.memberId),
      to: walletFor(player.memberId, round.wallet, round.vassalage),
      amount,
      reference: request.roundId,
      memo: `${provider} rollback ${request.refTransactionId}`.slice(0, 255),
    },
    trx,
  );
  return record(amount, transfer.to.balanceAfter, transfer.transferId);
}

/** Why a round could not be settled or rolled back: closed already, or not this player's. */
export async function closedOrMissing(
  repository: SeamlessRepository,
  trx: Trx,
  provider: string,
  roundId: string,
  player: Player,
) {
  const round = await repository.rounds.findRound(provider, roundId, trx);
  if (round && round.memberId === player.memberId && round.status !== 'open') {
    return new AppError('BET_ALREADY_SETTLED');
  }
  return new AppError('BET_NOT_FOUND');
}
