import { eachAtMost } from '../../lib/each-at-most.js';
import { hashToken } from '../../lib/secret-tokens.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import { answerItem, ITEMS_IN_FLIGHT, type BatchLog } from './batch-items.js';
import type { SeamlessBatchReads } from './batch-reads.repository.js';
import type { LaunchSessionCache } from './launch-session-cache.js';
import type { DebitRequest, ItemResult } from './protocol.js';
import type { LaunchSession } from './seamless.repository.js';
import type { BatchedDebit, SeamlessDebits } from './seamless-debits.repository.js';
import { debitHash, stakeTransfer, type SeamlessService } from './seamless.service.js';
import {
  amountOrNull,
  providerClearing,
  walletFor,
  type Player,
  type SeamlessWallet,
} from './seamless-wallet.js';

export interface DebitBatchDeps {
  reads: SeamlessBatchReads;
  /** The single debit's path, for every debit not written together. */
  seamless: Pick<SeamlessService, 'debit'>;
  /** The launch sessions the single debits read too. */
  sessions: LaunchSessionCache;
  wallet: SeamlessWallet;
  ledger: LedgerService;
  /** PostgreSQL: the call's ordinary debits in one transaction. */
  debits: SeamlessDebits | null;
  /** The play gate's moment the stakes are checked and counted at. */
  gate: Pick<PlayGate, 'moment'>;
}

interface Ordinary {
  index: number;
  debit: BatchedDebit;
  player: Player;
}

interface Candidate {
  index: number;
  request: DebitRequest;
  tokenHash: string;
  session: LaunchSession;
  player: Player;
  amount: bigint;
}

/**
 * The debit as an ordinary one (its session's game, an active member, a positive amount), or null
 * when it is anything else.
 */
function ordinaryDebit(request: DebitRequest, session: LaunchSession) {
  const amount = amountOrNull(request.amount);
  const ordinary =
    session.memberActive && session.gameCode === request.gameCode && amount !== null && amount > 0n;
  if (!ordinary) return null;
  const player: Player = {
    memberId: session.memberId,
    currency: session.currency,
    wallet: walletFor(session.memberId, session.walletMode, session.vassalage),
  };
  return { request, session, player, amount };
}

/**
 * The `debits` call (protocol.ts, docs/decisions/076-batched-debits.md): many debits in one signed
 * request, each answered exactly as its own `debit` call. The sessions of all of them are read
 * once. On PostgreSQL the ordinary debits (a live session of an active member, its game, a
 * positive amount, each transaction id and round once in the call) are written together in one
 * transaction (SeamlessDebits); every other debit, and any that it did not write, takes the
 * single debit's path, which answers it. A transaction id used before is not looked up first:
 * the write finds it (its provider row or its ledger key) and writes nothing, and every debit of
 * the call then takes the single path, which answers the replays. Providers send a debit again
 * alone, rarely a whole call again.
 */
export class DebitBatch {
  constructor(private readonly deps: DebitBatchDeps) {}

  async debit(
    provider: string,
    requests: readonly DebitRequest[],
    log: BatchLog,
  ): Promise<ItemResult[]> {
    const results = new Array<ItemResult>(requests.length);
    const single = this.deps.debits
      ? await this.takeTogether(provider, requests, results)
      : [...requests.keys()];
    // One launch token's debits one after the other, in the order sent: each is checked against
    // the money and limits the ones before it left. Different tokens at once.
    const byToken = new Map<string, number[]>();
    for (const index of single) {
      const token = requests[index]!.token;
      byToken.set(token, [...(byToken.get(token) ?? []), index]);
    }
    await eachAtMost(ITEMS_IN_FLIGHT, [...byToken.values()], async (indexes) => {
      for (const index of indexes) {
        const request = requests[index]!;
        results[index] = await answerItem(
          { provider, transactionId: request.transactionId, name: 'debits' },
          () => this.deps.seamless.debit(provider, request),
          log,
        );
      }
    });
    return results;
  }

  /** Writes the ordinary debits together; answers the indexes left for the single path. */
  private async takeTogether(
    provider: string,
    requests: readonly DebitRequest[],
    results: ItemResult[],
  ): Promise<number[]> {
    const { wallet } = this.deps;
    const hashes = requests.map((request) => hashToken(request.token));
    const sessions = await this.sessionsOf(provider, hashes);
    const single: number[] = [];
    const candidates: Candidate[] = [];
    // A transaction id or a round twice in the call: the second takes the single path. So does
    // every later debit of a token that has one there: a token's debits stay in the order sent
    // (those written together first, then the single ones).
    const takenIds = new Set<string>();
    const takenRounds = new Set<string>();
    const singleTokens = new Set<string>();
    for (const [index, request] of requests.entries()) {
      const session = sessions.get(hashes[index]!);
      const candidate =
        session &&
        !singleTokens.has(hashes[index]!) &&
        !takenIds.has(request.transactionId) &&
        !takenRounds.has(request.roundId)
          ? ordinaryDebit(request, session)
          : null;
      if (!candidate) {
        single.push(index);
        singleTokens.add(hashes[index]!);
        continue;
      }
      takenIds.add(request.transactionId);
      takenRounds.add(request.roundId);
      candidates.push({ ...candidate, index, tokenHash: hashes[index]! });
    }
    const ordinary = await this.resolved(provider, candidates);
    const written =
      ordinary.length > 0
        ? await this.deps.debits!.take(
            provider,
            ordinary.map(({ debit }) => debit),
            this.deps.gate.moment(),
          )
        : null;
    for (const { index, debit, player } of ordinary) {
      const balance = written?.balances.get(debit.transactionId);
      if (balance === undefined) single.push(index);
      else
        results[index] = {
          transactionId: debit.transactionId,
          ok: true,
          value: wallet.answer(player, debit.transactionId, balance),
        };
    }
    return single.sort((a, b) => a - b);
  }

  /** The candidates with their wallets' ledger accounts (read together) and their transfers. */
  private async resolved(provider: string, candidates: readonly Candidate[]): Promise<Ordinary[]> {
    const { ledger } = this.deps;
    const walletIds = await ledger.memberAccountIds(candidates.map((c) => c.player.wallet));
    const ordinary: Ordinary[] = [];
    for (const [
      i,
      { index, request, tokenHash, session, player, amount },
    ] of candidates.entries()) {
      // Resolved outside the transaction, so that the ledger caches them (SeamlessWallet.record).
      await ledger.accountId(providerClearing(player.memberId, player.currency));
      const debit: BatchedDebit = {
        transactionId: request.transactionId,
        roundId: request.roundId,
        memberId: player.memberId,
        currency: player.currency,
        requestHash: debitHash(request, tokenHash, amount),
        amount,
        gameId: session.gameId,
        categoryCode: session.categoryCode,
        vassalage: session.vassalage,
        wallet: player.wallet.wallet === 'vendor' ? 'vendor' : 'main',
        walletAccountId: walletIds[i]!,
        transfer: stakeTransfer(provider, request, amount, player),
      };
      ordinary.push({ index, debit, player });
    }
    return ordinary;
  }

  /** The live sessions of the call's tokens: remembered ones, the others read in one statement. */
  private async sessionsOf(provider: string, hashes: readonly string[]) {
    const { sessions, reads } = this.deps;
    const now = Date.now();
    const found = new Map<string, LaunchSession>();
    const missing: string[] = [];
    for (const hash of new Set(hashes)) {
      const remembered = sessions.get(provider, hash, now);
      if (remembered) found.set(hash, remembered);
      else missing.push(hash);
    }
    for (const [hash, session] of await reads.findSessions(provider, missing)) {
      sessions.set(provider, hash, session, now);
      found.set(hash, session);
    }
    return found;
  }
}
