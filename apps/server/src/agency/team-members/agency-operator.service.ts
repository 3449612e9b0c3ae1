import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type {
  AgencyAgentTypePayload,
  AgencyAgentTypeResult,
  AgencyMovePayload,
  AgencyMoveResult,
} from '@portal/shared/schemas/agency-operator';
import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { AgencyTree } from '../reports/agency-tree.js';
import type { SessionForget } from './downline.service.js';
import { newAffiliateCode } from './register-downline.service.js';
import type { TeamMembersRepository } from './team-members.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

/**
 * Told of each change inside its transaction, so what hangs on the tree follows it at once
 * (agent contracts end with a move or a demotion); answers how many contracts ended.
 */
export type TreeChangeListener = (change: TreeChange, trx: Trx) => Promise<number>;

/** A change of the agency tree made by an operator. */
export type TreeChange =
  | { memberId: number; change: 'moved'; uplineId: number | null }
  | { memberId: number; change: 'demoted' };

export interface AgencyOperatorDeps {
  db: DB;
  tree: Pick<AgencyTree, 'move'>;
  repository: Pick<TeamMembersRepository, 'findMember' | 'setType'>;
  audit: Pick<AuditLog, 'record'>;
  sessions: SessionForget;
}

/** The operator's changes to the tree: moves and agent appointments, each with its audit line. */
export class AgencyOperatorService {
  private readonly listeners: TreeChangeListener[] = [];

  constructor(private readonly deps: AgencyOperatorDeps) {}

  onTreeChange(listener: TreeChangeListener): void {
    this.listeners.push(listener);
  }

  private async notify(change: TreeChange, trx: Trx): Promise<number> {
    let ended = 0;
    for (const listener of this.listeners) ended += await listener(change, trx);
    return ended;
  }

  async move(operator: Operator, payload: AgencyMovePayload): Promise<AgencyMoveResult> {
    const { repository } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const member = await repository.findMember(payload.memberId, trx);
      if (!member) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      const upline =
        payload.uplineId === null ? null : await repository.findMember(payload.uplineId, trx);
      if (payload.uplineId !== null && !upline) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      const moved = await this.deps.tree.move(member.id, payload.uplineId, trx);
      const contractsEnded = moved
        ? await this.notify(
            { memberId: member.id, change: 'moved', uplineId: payload.uplineId },
            trx,
          )
        : 0;
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'agency.move',
          target: `member:${member.id}`,
          details: { uplineId: payload.uplineId, reason: payload.reason, contractsEnded },
          ip: operator.ip,
        },
        trx,
      );
      return {
        memberId: member.id,
        account: member.account,
        upline: upline?.account ?? null,
        contractsEnded,
      };
    });
  }

  async setAgentType(
    operator: Operator,
    payload: AgencyAgentTypePayload,
  ): Promise<AgencyAgentTypeResult> {
    const result = await inTransaction(this.deps.db, async (trx) => {
      const { repository } = this.deps;
      const member = await repository.findMember(payload.memberId, trx);
      if (!member) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      // A trial account is a throwaway: it never runs a team.
      if (member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('AGENT_TYPE_NOT_GRANTABLE');
      const code = payload.type === 0 ? null : newAffiliateCode();
      await repository.setType(member.id, payload.type, code, trx);
      const contractsEnded =
        payload.type === 0 && member.type !== 0
          ? await this.notify({ memberId: member.id, change: 'demoted' }, trx)
          : 0;
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'agency.agent_type',
          target: `member:${member.id}`,
          details: { from: member.type, to: payload.type, reason: payload.reason, contractsEnded },
          ip: operator.ip,
        },
        trx,
      );
      return {
        memberId: member.id,
        account: member.account,
        type: payload.type,
        affiliateCode: member.affiliate_code ?? code,
        contractsEnded,
      };
    });
    this.deps.sessions.forgetMember(payload.memberId);
    return result;
  }
}
