import { isAgentCentreType, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { fromMinor } from '@portal/shared/money';
import type { downlineQuerySchema } from '@portal/shared/schemas/agency';
import {
  GRANTABLE_AGENT_TYPE,
  type DownlineListValue,
  type GrantAgentResult,
} from '@portal/shared/schemas/agency';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SaferPlayService } from '../../accounts/safer-play/safer-play.service.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { newAffiliateCode } from './register-downline.service.js';
import type { TeamMembersRepository } from './team-members.repository.js';
import { addSiteDays, siteDayStart } from '@portal/shared/site-day';

/** What the grant needs of the sessions: a member's cached sessions read the new type. */
export interface SessionForget {
  forgetMember(memberId: number): void;
}

export interface DownlineDeps {
  db: DB;
  scope: AgencyScope;
  repository: TeamMembersRepository;
  sessions: SessionForget;
  /** The breaks of the listed members (read only). */
  saferPlay: Pick<SaferPlayService, 'breaksOf'>;
}

type DownlineQuery = z.output<typeof downlineQuerySchema>;

const isAgentType = isAgentCentreType;

/** Downline management (downlineManagmentView): the list and granting agent types. */
export class DownlineService {
  constructor(private readonly deps: DownlineDeps) {}

  async list(
    agent: { id: number; type: number },
    query: DownlineQuery,
  ): Promise<DownlineListValue> {
    const parentId = query.parentId ?? agent.id;
    const breadcrumbs = await this.deps.scope.breadcrumbs(agent.id, parentId);
    const filter = {
      agentId: agent.id,
      parentId,
      scope: query.scope,
      account: query.account,
      type: query.type,
      status: query.status,
      registeredFrom: query.registeredFrom && siteDayStart(query.registeredFrom).toISOString(),
      registeredBefore:
        query.registeredTo && siteDayStart(addSiteDays(query.registeredTo, 1)).toISOString(),
      lastLoginFrom: query.lastLoginFrom && siteDayStart(query.lastLoginFrom).toISOString(),
      lastLoginBefore:
        query.lastLoginTo && siteDayStart(addSiteDays(query.lastLoginTo, 1)).toISOString(),
    };
    const { page, pageSize } = query;
    const [total, rows] = await Promise.all([
      this.deps.repository.countDownline(filter),
      this.deps.repository.pageDownline(filter, (page - 1) * pageSize, pageSize, query.after),
    ]);
    const breaks = await this.deps.saferPlay.breaksOf(rows.map((row) => row.id));
    return {
      breadcrumbs,
      list: rows.map((row) => ({
        id: row.id,
        account: row.account,
        nickname: row.nickname,
        type: row.type,
        level: Number(row.level),
        upline: row.upline,
        directCount: row.direct_count,
        downlineCount: row.downline_count,
        balance: Number(fromMinor(BigInt(row.balance ?? 0))),
        currency: row.currency,
        status: row.status,
        registeredAt: toIsoString(row.created_at),
        lastLoginAt: row.last_login_at === null ? null : toIsoString(row.last_login_at),
        playBreak: breaks.get(row.id) ?? null,
      })),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
      next: rows.length === pageSize ? rows[rows.length - 1]!.account_key : null,
      grantableType: GRANTABLE_AGENT_TYPE[agent.type] ?? null,
    };
  }

  /**
   * Makes a direct downline an agent of the type the caller may grant. The member's cached
   * sessions are dropped so that their next call already sees the agent centre.
   */
  async grant(agent: { id: number; type: number }, memberId: number): Promise<GrantAgentResult> {
    await this.deps.scope.assertDirect(agent.id, memberId);
    const grantable = GRANTABLE_AGENT_TYPE[agent.type] ?? null;
    if (grantable === null) throw new AppError('AGENT_TYPE_NOT_GRANTABLE');
    const result = await inTransaction(this.deps.db, async (trx) => {
      const member = await this.deps.repository.findMember(memberId, trx);
      if (!member) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      if (isAgentType(member.type)) throw new AppError('ALREADY_AGENT');
      // A trial account is nobody's: it cannot run a team (spec section 5).
      if (member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('AGENT_TYPE_NOT_GRANTABLE');
      await this.deps.repository.setType(memberId, grantable, newAffiliateCode(), trx);
      return { id: member.id, account: member.account, type: grantable };
    });
    this.deps.sessions.forgetMember(memberId);
    return result;
  }
}
