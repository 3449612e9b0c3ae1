import { scheduleOf } from '@portal/shared/contracts/periods';
import type { ContractKind } from '@portal/shared/contracts/terms';
import {
  CONTRACT_FLAG_NAMES,
  contractKinds,
  type ContractAction,
} from '@portal/shared/schemas/contracts';
import type { ContractFlags } from '../../cashier/wallet/wallet.service.js';
import { limitsView, termsOfRow, type KindLimits } from './contract-terms.js';
import { answererOf, contractView, partiesOf, requestView } from './contract-views.js';
import type { ContractsRepository } from './contracts.repository.js';

/** The contract pages' reads: a holder's own contract and requests, its direct downlines, flags. */
export class ContractReads {
  constructor(private readonly repository: ContractsRepository) {}

  /** The consolidated contract flags of spec section 3 (see CONTRACT_FLAG_NAMES). */
  async flags(memberId: number): Promise<ContractFlags> {
    const [limits, { requests, running }] = await Promise.all([
      this.repository.allLimits(),
      this.repository.flags(memberId),
    ]);
    const flags: Record<string, number> = {};
    for (const kind of contractKinds) {
      const names = CONTRACT_FLAG_NAMES[kind];
      const enabled = limits.get(kind)?.enabled ?? false;
      flags[names.info] = !enabled ? 0 : running.includes(kind) ? 2 : 1;
      const waiting = enabled
        ? requests.filter((request) => request.kind === kind && answererOf(request) === memberId)
        : [];
      flags[names.req] = waiting.some((request) => request.action === 'offer')
        ? 1
        : waiting.length > 0
          ? 2
          : 0;
    }
    return flags as ContractFlags;
  }

  async query(kind: ContractKind, caller: { id: number }, limits: KindLimits) {
    const { repository } = this;
    const [own, pending] = await Promise.all([
      repository.running(caller.id, kind),
      repository.pendingAround(caller.id, kind),
    ]);
    const accounts = await repository.accounts([
      ...(own ? [own.holder_id, own.grantor_id ?? 0] : []),
      ...pending.flatMap(partiesOf),
    ]);
    return {
      action: 'query' as const,
      kind,
      own: own ? contractView(own, accounts) : null,
      pending: pending.map((request) => requestView(request, accounts, caller.id)),
      limits: limitsView(limits),
      schedule:
        kind === 'dividend' && !own ? null : scheduleOf(kind, own ? termsOfRow(own).period : null),
    };
  }

  async downlines(
    kind: ContractKind,
    caller: { id: number },
    action: Extract<ContractAction, { action: 'downlines' }>,
  ) {
    const { repository } = this;
    const page = action.page ?? 1;
    const pageSize = action.pageSize ?? 20;
    const { total, rows } = await repository.directDownlines(caller.id, kind, {
      account: action.account,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const [contracts, requests] = await Promise.all([
      repository.contractsByIds(rows.flatMap((row) => (row.contract_id ? [row.contract_id] : []))),
      repository.requestsByIds(rows.flatMap((row) => (row.request_id ? [row.request_id] : []))),
    ]);
    const accounts = await repository.accounts([
      caller.id,
      ...rows.map((row) => row.id),
      ...requests.flatMap(partiesOf),
    ]);
    const contractOf = new Map(contracts.map((row) => [row.holder_id, row]));
    const requestOf = new Map(requests.map((row) => [row.holder_id, row]));
    return {
      action: 'downlines' as const,
      list: rows.map((row) => {
        const contract = contractOf.get(row.id);
        const request = requestOf.get(row.id);
        return {
          memberId: row.id,
          account: row.account,
          type: row.type,
          contract: contract ? contractView(contract, accounts) : null,
          pending: request ? requestView(request, accounts, caller.id) : null,
        };
      }),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }
}
