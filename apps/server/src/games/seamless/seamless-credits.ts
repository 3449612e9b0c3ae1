import { AppError } from '../../lib/app-error.js';
import { eachAtMost } from '../../lib/each-at-most.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { TransferInput } from '../../platform/ledger/ledger.types.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import type { CreditRequest, ItemResult, TransactionValue } from './protocol.js';
import type { SeamlessLosses } from './seamless-losses.repository.js';
import type { BatchedWin, SeamlessWins } from './seamless-wins.repository.js';
import type { BatchedCredit } from './settled-rounds.repository.js';
import type { SeamlessBatchReads } from './batch-reads.repository.js';
import type { Round } from './seamless-rounds.repository.js';
import { answerItem, ITEMS_IN_FLIGHT, type BatchLog } from './batch-items.js';
import {
  RESULT_MAX_BYTES,
  creditParts,
  payoutTransfer,
  type SettlementService,
} from './seamless-settlement.service.js';
import type { Player, SeamlessWallet } from './seamless-wallet.js';

const ok = (credit: BatchedCredit) => ({ transactionId: credit.transactionId, ok: true as const });

type Member = { id: number; currency: string };

export interface CreditBatchDeps {
  reads: SeamlessBatchReads;
  wallet: SeamlessWallet;
  settlement: SettlementService;
  ledger: LedgerService;
  /** PostgreSQL: the call's ordinary losses in one statement. */
  losses: SeamlessLosses | null;
  /** PostgreSQL: the call's ordinary wins in one transaction (decision 071). */
  wins: SeamlessWins | null;
  /** The play gate's moment the wins are counted at. */
  gate: Pick<PlayGate, 'moment'>;
}

/**
 * The `credits` call (protocol.ts, docs/decisions/069-batched-credits.md): many credits in one
 * signed request, each answered exactly as its own `credit` call. The members and rounds of all
 * of them are read once. On PostgreSQL the ordinary losses (0 on an open round of the member)
 * are written together in one statement, and the ordinary wins
 * (a payout on such a round) together in one transaction (decision 071); every other credit, and
 * any that those did not write, takes the single credit's path, which answers it.
 */
export class CreditBatch {
  constructor(private readonly deps: CreditBatchDeps) {}

  async credit(provider: string, requests: readonly CreditRequest[], log: BatchLog) {
    const { reads, losses, wins } = this.deps;
    // Used transaction ids are not read first (decision 076): a replay's round is settled
    // already, and any other used id makes the write fail whole, sending the call single.
    const [members, rounds] = await Promise.all([
      reads.findPlayers(requests.map((request) => request.playerId)),
      reads.findRounds(
        provider,
        requests.map((request) => request.roundId),
      ),
    ]);
    const memberOf = (request: CreditRequest) => members.get(request.playerId.trim().toLowerCase());
    const results = new Array<ItemResult>(requests.length);
    let single = [...requests.keys()];
    if (losses || wins) {
      single = await this.settleBatched(provider, requests, memberOf, rounds, results);
    }
    await eachAtMost(ITEMS_IN_FLIGHT, single, async (index) => {
      const request = requests[index]!;
      const round = rounds.get(request.roundId);
      results[index] = await this.one(provider, request, memberOf(request), round, log);
    });
    return results;
  }

  /**
   * Writes the ordinary losses together, and the ordinary wins together; answers the indexes
   * left for the single path.
   */
  private async settleBatched(
    provider: string,
    requests: readonly CreditRequest[],
    memberOf: (request: CreditRequest) => Member | undefined,
    rounds: Map<string, Round>,
    results: ItemResult[],
  ): Promise<number[]> {
    const single: number[] = [];
    const losses: { index: number; credit: BatchedCredit }[] = [];
    const wins: { index: number; credit: BatchedWin; player: Player }[] = [];
    // A transaction id or a round twice in the call: the second takes the single path.
    const takenIds = new Set<string>();
    const takenRounds = new Set<string>();
    for (const [index, request] of requests.entries()) {
      const batched =
        takenIds.has(request.transactionId) || takenRounds.has(request.roundId)
          ? null
          : await this.asBatched(provider, request, memberOf(request), rounds);
      if (!batched) {
        single.push(index);
        continue;
      }
      takenIds.add(request.transactionId);
      takenRounds.add(request.roundId);
      const { credit, transfer, player } = batched;
      if (transfer) wins.push({ index, credit: { ...credit, transfer }, player });
      else losses.push({ index, credit });
    }
    // One after the other: both pay off the turnover of members they may share.
    const { losses: lossWriter, wins: winWriter, gate } = this.deps;
    const lossesWritten =
      losses.length > 0 && lossWriter
        ? await lossWriter.settle(
            provider,
            losses.map(({ credit }) => credit),
          )
        : null;
    const winsWritten =
      wins.length > 0 && winWriter
        ? await winWriter.settle(
            provider,
            wins.map(({ credit }) => credit),
            gate.moment(),
          )
        : null;
    for (const { index, credit } of losses) {
      const response = lossesWritten?.get(credit.transactionId);
      if (response === undefined) single.push(index);
      else results[index] = { ...ok(credit), value: JSON.parse(response) as TransactionValue };
    }
    for (const { index, credit, player } of wins) {
      const balance = winsWritten?.get(credit.transactionId);
      if (balance === undefined) single.push(index);
      else
        results[index] = {
          ...ok(credit),
          value: this.deps.wallet.answer(player, credit.transactionId, balance),
        };
    }
    return single.sort((a, b) => a - b);
  }

  /**
   * The credit as an ordinary loss or win (0, or a payout, on an open round of its member), or
   * null when it is anything else. A win only when the
   * wins are written together (PostgreSQL).
   */
  private async asBatched(
    provider: string,
    request: CreditRequest,
    member: Member | undefined,
    rounds: Map<string, Round>,
  ): Promise<{ credit: BatchedCredit; transfer: TransferInput | null; player: Player } | null> {
    const round = rounds.get(request.roundId);
    const { amount, result, hash } = creditParts(request);
    const ordinary =
      member !== undefined &&
      round !== undefined &&
      round.memberId === member.id &&
      round.status === 'open' &&
      round.stake > 0n &&
      amount !== null &&
      (amount === 0n || (amount > 0n && this.deps.wins !== null)) &&
      (result === null || Buffer.byteLength(result) <= RESULT_MAX_BYTES);
    if (!ordinary) return null;
    const player = await this.deps.wallet.playerOfRound(member, provider, round);
    const to = player.wallet;
    const credit: BatchedCredit = {
      transactionId: request.transactionId,
      roundId: request.roundId,
      memberId: player.memberId,
      currency: player.currency,
      requestHash: hash,
      result,
      wallet: to.wallet === 'vendor' ? 'vendor' : 'main',
      vendor: to.wallet === 'vendor' ? to.vendor : null,
      walletAccountId: await this.deps.ledger.accountId(to),
      amount,
    };
    const transfer = amount > 0n ? payoutTransfer(provider, request, amount, to) : null;
    return { credit, transfer, player };
  }

  private one(
    provider: string,
    request: CreditRequest,
    member: Member | undefined,
    round: Round | undefined,
    log: BatchLog,
  ): Promise<ItemResult> {
    const call = { provider, transactionId: request.transactionId, name: 'credits' } as const;
    return answerItem(
      call,
      async () => {
        // As the single call: a player the portal does not know has no round to settle.
        if (!member) throw new AppError('BET_NOT_FOUND');
        const player = await this.deps.wallet.playerOfRound(member, provider, round);
        return this.deps.settlement.creditFor(provider, request, player);
      },
      log,
    );
  }
}
