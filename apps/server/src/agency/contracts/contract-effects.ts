import type { ContractKind, Terms } from '@portal/shared/contracts/terms';
import { atOrBelow } from '@portal/shared/contracts/terms';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { ContractChain } from './contract-chain.js';
import { termsOfRow, tiersToJson } from './contract-terms.js';
import type { ContractsRepository, RequestRow } from './contracts.repository.js';

/**
 * What takes effect at once: the platform setting a top-level agent's contract, and an
 * approved request. The contracts below that are now above their grantor's end with them.
 */
export class ContractEffects {
  constructor(
    private readonly repository: ContractsRepository,
    private readonly chain: ContractChain,
    private readonly now: () => Date,
  ) {}

  /**
   * The platform sets (or, with null terms, ends) a top-level agent's contract at once; the
   * contracts below that are now above it end automatically.
   */
  async setTopLevel(kind: ContractKind, agentId: number, terms: Terms | null, trx: Trx) {
    const { repository } = this;
    const at = nowIso(this.now());
    const current = await repository.running(agentId, kind, trx);
    if (terms === null) {
      if (!current) throw new AppError('CONTRACT_NOT_FOUND');
      await repository.end(current.id, 'terminated', 'operator', at, trx);
      const terminated = await this.chain.endChainBelow([agentId], kind, at, trx);
      await repository.voidPendingOf([agentId], kind, at, trx);
      return { contract: null, terminated };
    }
    if (current) await repository.end(current.id, 'replaced', 'replaced', at, trx);
    // Its requests to the platform end with the contract; its offers stay unless above the new
    // terms (enforceBelow below voids those).
    await repository.voidPendingOf([agentId], kind, at, trx, true);
    const contract = await repository.insert(
      {
        kind,
        holder_id: agentId,
        grantor_id: null,
        period: terms.period,
        tiers: tiersToJson(terms.tiers),
        started_at: at,
      },
      trx,
    );
    const terminated = await this.chain.enforceBelow(agentId, terms, kind, at, trx);
    return { contract, terminated };
  }

  /** An approved request takes effect. */
  async apply(request: RequestRow, at: string, trx: Trx) {
    const { repository } = this;
    const kind = request.kind as ContractKind;
    const terms = request.tiers === null ? null : termsOfRow({ ...request, tiers: request.tiers });
    // The grantor's own terms may have fallen since the request was made.
    if (terms && request.grantor_id !== null) {
      const grantorOwn = await repository.running(request.grantor_id, kind, trx);
      if (!grantorOwn) throw new AppError('CONTRACT_NO_OWN');
      if (!atOrBelow(terms, termsOfRow(grantorOwn))) throw new AppError('CONTRACT_ABOVE_OWN');
    }
    const current = request.contract_id ? await repository.byId(request.contract_id, trx) : null;
    if (request.action !== 'offer' && current?.state !== 'active') {
      throw new AppError('CONTRACT_REQUEST_CLOSED');
    }
    if (request.action === 'terminate') {
      await repository.end(current!.id, 'terminated', 'agreed', at, trx);
      const terminated = await this.chain.endChainBelow([request.holder_id], kind, at, trx);
      await repository.voidPendingOf([request.holder_id], kind, at, trx);
      return { contract: null, terminated };
    }
    if (request.action === 'offer') {
      if (await repository.running(request.holder_id, kind, trx)) {
        throw new AppError('CONTRACT_ALREADY_HELD');
      }
    } else {
      await repository.end(current!.id, 'replaced', 'replaced', at, trx);
    }
    const contract = await repository.insert(
      {
        kind,
        holder_id: request.holder_id,
        grantor_id: request.grantor_id,
        period: request.period,
        tiers: request.tiers!,
        started_at: at,
      },
      trx,
    );
    const terminated = await this.chain.enforceBelow(request.holder_id, terms!, kind, at, trx);
    return { contract, terminated };
  }
}
