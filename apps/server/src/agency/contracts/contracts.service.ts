import { isAgentCentreType } from '@portal/shared/constants/limits';
import { atOrBelow, type ContractKind, type Terms } from '@portal/shared/contracts/terms';
import type {
  ContractAction,
  ContractActionValue,
  ContractChangeValue,
  TermsInput,
} from '@portal/shared/schemas/contracts';
import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { termsFromInput, termsOfRow, tiersToJson, type KindLimits } from './contract-terms.js';
import type { TreeChange } from '../team-members/agency-operator.service.js';
import { ContractChain, type EndedOfKind } from './contract-chain.js';
import { answererOf, contractView, partiesOf, requestView } from './contract-views.js';
import type { ContractRow, ContractsRepository, RequestRow } from './contracts.repository.js';
import type { SettlementRecords } from './settlement-records.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { ContractFlags } from '../../cashier/wallet/wallet.service.js';
import { ContractEffects } from './contract-effects.js';
import { ContractReads } from './contract-reads.js';

/** The reference of an offer in the offered member's messages: CO and the request's id. */
export const contractOfferReference = (requestId: number) => `CO${requestId}`;

export interface Caller {
  id: number;
}

export interface ContractsDeps {
  db: DB;
  repository: ContractsRepository;
  scope: AgencyScope;
  records: SettlementRecords;
  /** The offered sub-agent's message (its header count and inbox), in the offer's transaction. */
  notices: Pick<NoticesService, 'notify'>;
  now?: () => Date;
}

/** The side that changes a contract: a member (agent), or the platform (an operator). */
export type Actor = { memberId: number } | { platform: true };

/**
 * The contract actions of the four relay calls (decision 034): an upline offers a direct
 * downline terms at or below its own; the downline accepts or rejects; either side asks for new
 * terms or an end, and the other answers. When a holder's terms fall, or its contract ends, the
 * contracts it granted that are now above its own end automatically, and so on down the chain.
 */
export class ContractsService {
  private readonly now: () => Date;
  readonly chain: ContractChain;
  private readonly reads: ContractReads;
  private readonly effects: ContractEffects;

  constructor(private readonly deps: ContractsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.chain = new ContractChain(deps.repository);
    this.reads = new ContractReads(deps.repository);
    this.effects = new ContractEffects(deps.repository, this.chain, this.now);
  }

  /** An operator's move or demotion, inside its transaction (see ContractChain). */
  afterTreeChange(change: TreeChange, trx: Trx): Promise<EndedOfKind> {
    return this.chain.afterTreeChange(change, nowIso(this.now()), trx);
  }

  async act(
    kind: ContractKind,
    caller: Caller,
    action: ContractAction,
  ): Promise<ContractActionValue> {
    const limits = await this.deps.repository.limits(kind);
    // Past settlements stay readable when the operator switches a kind off.
    if (!limits.enabled && action.action !== 'records') throw new AppError('CONTRACT_DISABLED');
    switch (action.action) {
      case 'query':
        return this.reads.query(kind, caller, limits);
      case 'downlines':
        return this.reads.downlines(kind, caller, action);
      case 'records':
        return { action: 'records', ...(await this.deps.records.list(kind, caller.id, action)) };
      case 'offer':
        return this.offer(kind, caller, action.memberId, action.terms, limits);
      case 'accept':
      case 'reject':
        return this.answer(
          kind,
          { memberId: caller.id },
          action.requestId,
          action.action === 'accept',
          action.action,
        );
      case 'answer':
        return this.answer(
          kind,
          { memberId: caller.id },
          action.requestId,
          action.approve,
          'answer',
        );
      case 'requestTermination':
        return this.request(kind, caller, action.contractId, null, limits);
      case 'requestNew':
        return this.request(kind, caller, action.contractId, action.terms, limits);
    }
  }

  /** The consolidated contract flags of spec section 3 (see CONTRACT_FLAG_NAMES). */
  flags(memberId: number): Promise<ContractFlags> {
    return this.reads.flags(memberId);
  }

  private async offer(
    kind: ContractKind,
    caller: Caller,
    memberId: number,
    input: TermsInput,
    limits: KindLimits,
  ): Promise<ContractChangeValue> {
    const { repository, scope } = this.deps;
    const level = await scope.levelOf(caller.id, memberId);
    if (level !== 1) throw new AppError('CONTRACT_NOT_PARTY');
    const terms = termsFromInput(kind, input, limits);
    return inTransaction(this.deps.db, async (trx) => {
      const holder = await repository.member(memberId, trx);
      if (!holder) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      if (!isAgentCentreType(holder.type)) {
        throw new AppError('CONTRACT_HOLDER_NOT_AGENT');
      }
      const own = await repository.running(caller.id, kind, trx);
      if (!own) throw new AppError('CONTRACT_NO_OWN');
      if (!atOrBelow(terms, termsOfRow(own))) throw new AppError('CONTRACT_ABOVE_OWN');
      if (await repository.running(memberId, kind, trx))
        throw new AppError('CONTRACT_ALREADY_HELD');
      const request = await this.insertRequest(
        {
          kind,
          action: 'offer',
          contract_id: null,
          holder_id: memberId,
          grantor_id: caller.id,
          requested_by: 'upline',
          period: terms.period,
          tiers: tiersToJson(terms.tiers),
        },
        trx,
      );
      const upline = await repository.member(caller.id, trx);
      await this.deps.notices.notify(
        {
          memberId,
          kind: NoticeKind.contractOffer,
          reference: contractOfferReference(request.id),
          detail: upline?.account ?? null,
          occurredAt: this.now(),
        },
        trx,
      );
      return this.change('offer', request, null, [], caller.id, trx);
    });
  }

  /** Termination (terms null) or new terms, asked by either side of a running contract. */
  private async request(
    kind: ContractKind,
    caller: Caller,
    contractId: number,
    input: TermsInput | null,
    limits: KindLimits,
  ): Promise<ContractChangeValue> {
    const { repository } = this.deps;
    const contract = await repository.byId(contractId);
    if (!contract || contract.kind !== kind) throw new AppError('CONTRACT_NOT_FOUND');
    const side = await this.sideOf(caller.id, contract);
    const terms = input === null ? null : termsFromInput(kind, input, limits);
    return inTransaction(this.deps.db, async (trx) => {
      const current = await repository.byId(contractId, trx);
      if (!current || current.state !== 'active') throw new AppError('CONTRACT_NOT_FOUND');
      if (terms && current.grantor_id !== null) {
        const grantorOwn = await repository.running(current.grantor_id, kind, trx);
        if (!grantorOwn || !atOrBelow(terms, termsOfRow(grantorOwn))) {
          throw new AppError('CONTRACT_ABOVE_OWN');
        }
      }
      if (
        terms &&
        current.grantor_id === null &&
        kind === 'dividend' &&
        terms.period !== current.period
      ) {
        // The platform's chains keep one period: a new period is a new contract.
        throw new AppError('CONTRACT_TERMS_INVALID');
      }
      const request = await this.insertRequest(
        {
          kind,
          action: terms ? 'new' : 'terminate',
          contract_id: current.id,
          holder_id: current.holder_id,
          grantor_id: current.grantor_id,
          requested_by: side,
          period: terms?.period ?? null,
          tiers: terms ? tiersToJson(terms.tiers) : null,
        },
        trx,
      );
      return this.change(
        terms ? 'requestNew' : 'requestTermination',
        request,
        current,
        [],
        caller.id,
        trx,
      );
    });
  }

  /** Accept or reject (any request), approve or decline (answer). */
  async answer(
    kind: ContractKind,
    actor: Actor,
    requestId: number,
    approve: boolean,
    action: 'accept' | 'reject' | 'answer',
    /** Written in the answer's own transaction (the operator's audit line). */
    also?: (trx: Trx) => Promise<void>,
  ): Promise<ContractChangeValue> {
    const { repository } = this.deps;
    const found = await repository.request(requestId);
    if (!found || found.kind !== kind) throw new AppError('CONTRACT_REQUEST_NOT_FOUND');
    if ('memberId' in actor) {
      if (found.holder_id !== actor.memberId && found.grantor_id !== actor.memberId) {
        // Inside the caller's downline: not theirs to answer (403); elsewhere: unknown (404).
        await this.deps.scope.levelOf(actor.memberId, found.holder_id).catch(() => {
          throw new AppError('CONTRACT_REQUEST_NOT_FOUND');
        });
        throw new AppError('CONTRACT_NOT_PARTY');
      }
      if (answererOf(found) !== actor.memberId) throw new AppError('CONTRACT_NOT_PARTY');
    } else if (answererOf(found) !== null) {
      throw new AppError('CONTRACT_NOT_PARTY');
    }
    const callerId = 'memberId' in actor ? actor.memberId : 0;
    return inTransaction(this.deps.db, async (trx) => {
      const at = nowIso(this.now());
      if (!(await repository.close(found.id, approve ? 'accepted' : 'rejected', at, trx))) {
        throw new AppError('CONTRACT_REQUEST_CLOSED');
      }
      const request = (await repository.request(found.id, trx))!;
      await also?.(trx);
      if (!approve) {
        const contract = request.contract_id
          ? await repository.byId(request.contract_id, trx)
          : null;
        return this.change(action, request, contract ?? null, [], callerId, trx);
      }
      const { contract, terminated } = await this.effects.apply(request, at, trx);
      return this.change(action, request, contract, terminated, callerId, trx);
    });
  }

  /**
   * The platform sets (or, with null terms, ends) a top-level agent's contract at once; the
   * contracts below that are now above it end automatically.
   */
  setTopLevel(kind: ContractKind, agentId: number, terms: Terms | null, trx: Trx) {
    return this.effects.setTopLevel(kind, agentId, terms, trx);
  }

  /** Which side of a contract the caller is; 403 inside their downline otherwise, 404 outside. */
  private async sideOf(callerId: number, contract: ContractRow): Promise<'upline' | 'downline'> {
    if (contract.holder_id === callerId) return 'downline';
    if (contract.grantor_id === callerId) return 'upline';
    // Inside the caller's downline: not theirs (403); anywhere else: unknown (404).
    await this.deps.scope.levelOf(callerId, contract.holder_id).catch(() => {
      throw new AppError('CONTRACT_NOT_FOUND');
    });
    throw new AppError('CONTRACT_NOT_PARTY');
  }

  private async insertRequest(
    values: Parameters<ContractsRepository['insertRequest']>[0],
    trx: Trx,
  ) {
    if (await this.deps.repository.pendingOf(values.holder_id, values.kind as ContractKind, trx)) {
      throw new AppError('CONTRACT_REQUEST_PENDING');
    }
    try {
      return await this.deps.repository.insertRequest(values, trx);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONTRACT_REQUEST_PENDING');
      throw error;
    }
  }

  private async change(
    action: ContractChangeValue['action'],
    request: RequestRow,
    contract: ContractRow | null,
    terminated: ContractChangeValue['terminated'],
    callerId: number,
    trx: Trx,
  ): Promise<ContractChangeValue> {
    const accounts = await this.deps.repository.accounts(
      [...partiesOf(request), ...(contract ? [contract.holder_id, contract.grantor_id ?? 0] : [])],
      trx,
    );
    return {
      action,
      request: requestView(request, accounts, callerId),
      contract: contract && contract.state === 'active' ? contractView(contract, accounts) : null,
      terminated,
    };
  }
}
