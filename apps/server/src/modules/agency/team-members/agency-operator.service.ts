import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type {
  AgencyAgentTypePayload,
  AgencyAgentTypeResult,
  AgencyMovePayload,
  AgencyMoveResult,
} from '@portal/shared/schemas/agency-operator';
import type { DB } from '../../../db/database.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../lib/app-error.js';
import type { AuditLog } from '../../staff/audit-log.js';
import type { AuthenticatedStaff } from '../../staff/staff.types.js';
import type { AgencyTree } from '../reports/agency-tree.js';
import type { SessionForget } from './downline.service.js';
import { newAffiliateCode } from './register-downline.service.js';
import type { TeamMembersRepository } from './team-members.repository.js';

export interface AgencyOperator {
  staff: AuthenticatedStaff;
  ip: string;
}

export interface AgencyOperatorDeps {
  db: DB;
  tree: Pick<AgencyTree, 'move'>;
  repository: Pick<TeamMembersRepository, 'findMember' | 'setType'>;
  audit: Pick<AuditLog, 'record'>;
  sessions: SessionForget;
}

/** The operator's changes to the tree: moves and agent appointments, each with its audit line. */
export class AgencyOperatorService {
  constructor(private readonly deps: AgencyOperatorDeps) {}

  async move(operator: AgencyOperator, payload: AgencyMovePayload): Promise<AgencyMoveResult> {
    const { repository } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const member = await repository.findMember(payload.memberId, trx);
      if (!member) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      const upline =
        payload.uplineId === null ? null : await repository.findMember(payload.uplineId, trx);
      if (payload.uplineId !== null && !upline) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      await this.deps.tree.move(member.id, payload.uplineId, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'agency.move',
          target: `member:${member.id}`,
          details: { uplineId: payload.uplineId, reason: payload.reason },
          ip: operator.ip,
        },
        trx,
      );
      return { memberId: member.id, account: member.account, upline: upline?.account ?? null };
    });
  }

  async setAgentType(
    operator: AgencyOperator,
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
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'agency.agent_type',
          target: `member:${member.id}`,
          details: { from: member.type, to: payload.type, reason: payload.reason },
          ip: operator.ip,
        },
        trx,
      );
      return {
        memberId: member.id,
        account: member.account,
        type: payload.type,
        affiliateCode: member.affiliate_code ?? code,
      };
    });
    this.deps.sessions.forgetMember(payload.memberId);
    return result;
  }
}
