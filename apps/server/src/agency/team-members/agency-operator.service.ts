import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { AgencyMovePreviewValue, EndedContract } from '@portal/shared/schemas/agency-console';
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
 * (agent contracts end with a move or a demotion); answers the contracts that ended.
 */
export type TreeChangeListener = (change: TreeChange, trx: Trx) => Promise<EndedContract[]>;

/** Thrown to roll a dry run back once its outcome is known. */
class DryRun<T> extends Error {
  constructor(readonly outcome: T) {
    super('dry run');
  }
}

/** A change of the agency tree made by an operator. */
export type TreeChange =
  | { memberId: number; change: 'moved'; uplineId: number | null }
  | { memberId: number; change: 'demoted' };

export interface AgencyOperatorDeps {
  db: DB;
  tree: Pick<AgencyTree, 'move'>;
  repository: Pick<TeamMembersRepository, 'findMember' | 'setType' | 'teamSize'>;
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

  private async notify(change: TreeChange, trx: Trx): Promise<EndedContract[]> {
    const ended: EndedContract[] = [];
    for (const listener of this.listeners) ended.push(...(await listener(change, trx)));
    return ended;
  }

  /** The move itself, shared by the real move and its preview: what it moved and what ended. */
  private async applyMove(memberId: number, uplineId: number | null, trx: Trx) {
    const { repository } = this.deps;
    const member = await repository.findMember(memberId, trx);
    if (!member) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const upline = uplineId === null ? null : await repository.findMember(uplineId, trx);
    if (uplineId !== null && !upline) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const moved = await this.deps.tree.move(member.id, uplineId, trx);
    const ended = moved
      ? await this.notify({ memberId: member.id, change: 'moved', uplineId }, trx)
      : [];
    return { member, upline, moved, ended };
  }

  /**
   * What `move` would do, by doing it in a transaction that is then rolled back: the same code,
   * so the contracts listed are the ones the move would end. Changes and audits nothing.
   */
  async previewMove(memberId: number, uplineId: number | null): Promise<AgencyMovePreviewValue> {
    try {
      await inTransaction(this.deps.db, async (trx) => {
        const { member, upline, moved, ended } = await this.applyMove(memberId, uplineId, trx);
        throw new DryRun<AgencyMovePreviewValue>({
          member: { id: member.id, account: member.account },
          upline: upline ? { id: upline.id, account: upline.account } : null,
          changes: moved,
          teamSize: await this.deps.repository.teamSize(member.id, trx),
          contractsEnding: ended,
        });
      });
    } catch (error) {
      if (error instanceof DryRun) return error.outcome as AgencyMovePreviewValue;
      throw error;
    }
    throw new Error('unreachable: a dry run always rolls back');
  }

  async move(operator: Operator, payload: AgencyMovePayload): Promise<AgencyMoveResult> {
    return inTransaction(this.deps.db, async (trx) => {
      const { member, upline, ended } = await this.applyMove(
        payload.memberId,
        payload.uplineId,
        trx,
      );
      const contractsEnded = ended.length;
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
          ? (await this.notify({ memberId: member.id, change: 'demoted' }, trx)).length
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
