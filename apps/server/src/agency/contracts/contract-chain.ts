import { atOrBelow, type ContractKind, type Terms } from '@portal/shared/contracts/terms';
import { contractKinds, type ContractChangeValue } from '@portal/shared/schemas/contracts';
import type { Trx } from '../../db/transaction.js';
import { termsOfRow } from './contract-terms.js';
import type { TreeChange } from '../team-members/agency-operator.service.js';
import type { ContractRow, ContractsRepository } from './contracts.repository.js';

export type EndedContracts = ContractChangeValue['terminated'];
/** The contracts a change of the tree ended, with their kind. */
export type EndedOfKind = (EndedContracts[number] & { kind: ContractKind })[];

/**
 * The automatic endings of decision 034: a contract stands only while its grantor holds terms
 * at or above it and is the holder's direct upline. When a holder's terms fall, or its contract
 * ends, what it granted above them ends, and so on down the chain.
 */
export class ContractChain {
  constructor(private readonly repository: ContractsRepository) {}

  /**
   * After `holderId`'s terms became `terms`: each contract it granted that is no longer at or
   * below them ends, with the whole chain below it; its pending offers above them are void.
   */
  async enforceBelow(holderId: number, terms: Terms, kind: ContractKind, at: string, trx: Trx) {
    const { repository } = this;
    for (const request of await repository.pendingFrom(holderId, kind, trx)) {
      const asked = termsOfRow({ ...request, tiers: request.tiers! });
      if (!atOrBelow(asked, terms)) await repository.close(request.id, 'void', at, trx);
    }
    const above = (await repository.grantedBy([holderId], kind, trx)).filter(
      (contract) => !atOrBelow(termsOfRow(contract), terms),
    );
    const ended: ContractRow[] = [];
    for (const contract of above) {
      if (await repository.end(contract.id, 'terminated', 'automatic', at, trx))
        ended.push(contract);
    }
    const holders = ended.map((contract) => contract.holder_id);
    await repository.voidPendingOf(holders, kind, at, trx);
    const below = await this.endChainBelow(holders, kind, at, trx);
    const accounts = await repository.accounts(holders, trx);
    return [
      ...ended.map((contract) => ({
        contractId: contract.id,
        holder: { id: contract.holder_id, account: accounts.get(contract.holder_id) ?? '' },
      })),
      ...below,
    ];
  }

  /** Ends every running contract granted, directly or down the chain, by `holderIds`. */
  async endChainBelow(holderIds: number[], kind: ContractKind, at: string, trx: Trx) {
    const { repository } = this;
    const ended: ContractRow[] = [];
    let grantors = holderIds;
    while (grantors.length > 0) {
      const granted = await repository.grantedBy(grantors, kind, trx);
      for (const contract of granted) {
        if (await repository.end(contract.id, 'terminated', 'automatic', at, trx))
          ended.push(contract);
      }
      grantors = granted.map((contract) => contract.holder_id);
      await repository.voidPendingOf(grantors, kind, at, trx);
    }
    const accounts = await repository.accounts(
      ended.map((contract) => contract.holder_id),
      trx,
    );
    return ended.map((contract) => ({
      contractId: contract.id,
      holder: { id: contract.holder_id, account: accounts.get(contract.holder_id) ?? '' },
    }));
  }

  /**
   * After an operator moved a member to another upline, or took its agent type back: the
   * contracts it held from its former upline (or the platform) end, with the chain below them,
   * and the requests it was party to are void. A member moved but keeping its grantor (a
   * top-level agent staying at the top) keeps its contracts.
   */
  async afterTreeChange(change: TreeChange, at: string, trx: Trx): Promise<EndedOfKind> {
    const { repository } = this;
    const ended: EndedOfKind = [];
    for (const kind of contractKinds) {
      const own = await repository.running(change.memberId, kind, trx);
      const keeps =
        own !== undefined && change.change === 'moved' && own.grantor_id === change.uplineId;
      if (keeps) continue;
      if (own && (await repository.end(own.id, 'terminated', change.change, at, trx))) {
        const accounts = await repository.accounts([own.holder_id], trx);
        ended.push({
          contractId: own.id,
          kind,
          holder: { id: own.holder_id, account: accounts.get(own.holder_id) ?? '' },
        });
      }
      // Without a contract of its own it grants nothing: the chain below ends with it.
      const below = await this.endChainBelow([change.memberId], kind, at, trx);
      ended.push(...below.map((row) => ({ ...row, kind })));
      await repository.voidPendingOf([change.memberId], kind, at, trx);
    }
    return ended;
  }
}
