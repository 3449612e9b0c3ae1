import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error.js';
import { eachAtMost } from '../../lib/each-at-most.js';
import type { CreditRequest, CreditResult } from './protocol.js';
import type { Round, SeamlessRepository } from './seamless.repository.js';
import type { SettlementService } from './seamless-settlement.service.js';
import type { SeamlessWallet } from './seamless-wallet.js';

/**
 * Credits of one call written at once, each in its own transaction as a single credit is; more
 * would only queue for the database pool.
 */
const IN_FLIGHT = 8;

export interface CreditBatchDeps {
  repository: SeamlessRepository;
  wallet: SeamlessWallet;
  settlement: SettlementService;
}

/**
 * The `credits` call (protocol.ts, docs/decisions/069-batched-credits.md): many credits in one
 * signed request. Each is exactly the `credit` call, with its own transaction, idempotency and
 * refusal; what the batch saves is the request per credit and the two reads each one starts
 * with (its member and its round), made here once for all of them.
 */
export class CreditBatch {
  constructor(private readonly deps: CreditBatchDeps) {}

  async credit(
    provider: string,
    requests: readonly CreditRequest[],
    log: Pick<FastifyBaseLogger, 'error'>,
  ): Promise<CreditResult[]> {
    const { repository } = this.deps;
    const [members, rounds] = await Promise.all([
      repository.findPlayers(requests.map((request) => request.playerId)),
      repository.findRounds(
        provider,
        requests.map((request) => request.roundId),
      ),
    ]);
    const results = new Array<CreditResult>(requests.length);
    await eachAtMost(IN_FLIGHT, requests, async (request, index) => {
      const member = members.get(request.playerId.trim().toLowerCase());
      results[index] = await this.one(provider, request, member, rounds.get(request.roundId), log);
    });
    return results;
  }

  private async one(
    provider: string,
    request: CreditRequest,
    member: { id: number; currency: string } | undefined,
    round: Round | undefined,
    log: Pick<FastifyBaseLogger, 'error'>,
  ): Promise<CreditResult> {
    const { transactionId } = request;
    try {
      // As the single call: a player the portal does not know has no round to settle.
      if (!member) throw new AppError('BET_NOT_FOUND');
      const player = await this.deps.wallet.playerOfRound(member, provider, round);
      const value = await this.deps.settlement.creditFor(provider, request, player);
      return { transactionId, ok: true, value };
    } catch (error) {
      if (isAppError(error) && error.statusCode < 500) {
        return { transactionId, ok: false, errorCode: error.code, value: error.value };
      }
      // Its outcome is unknown (it may have committed): the provider sends it again.
      log.error({ err: error, provider, transactionId }, 'seamless credits: one credit failed');
      return { transactionId, ok: false, errorCode: 'SYSTEM_ERROR', value: null };
    }
  }
}
