import type { DB } from '../../db/database.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { AgencyScopeRepository } from './agency-scope.repository.js';

export interface Breadcrumb {
  id: number;
  account: string;
}

/**
 * Where a member sits in an agent's downline, by the closure table (ARCHITECTURE section 13).
 * A member outside the agent's downline is AGENCY_MEMBER_NOT_FOUND (404): the agent learns
 * nothing of whether such a member exists. List queries scope themselves in their own SQL (a
 * join on agency_tree with the agent as ancestor); this answers the one-member questions.
 */
export class AgencyScope {
  private readonly repository: AgencyScopeRepository;

  constructor(db: DB) {
    this.repository = new AgencyScopeRepository(db);
  }

  /** The member's level below the agent (0: the agent itself); 404 outside the downline. */
  async levelOf(agentId: number, memberId: number, executor?: DB | Trx): Promise<number> {
    const depth = await this.repository.depthBelow(agentId, memberId, executor);
    if (depth === undefined) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    return depth;
  }

  /** A member of the downline (not the agent itself); 404 otherwise. */
  async assertDownline(agentId: number, memberId: number, executor?: DB | Trx): Promise<number> {
    const level = await this.levelOf(agentId, memberId, executor);
    if (level === 0) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    return level;
  }

  /** A direct downline: 404 outside the downline, NOT_DIRECT_DOWNLINE deeper down. */
  async assertDirect(agentId: number, memberId: number, executor?: DB | Trx): Promise<void> {
    const level = await this.assertDownline(agentId, memberId, executor);
    if (level !== 1) throw new AppError('NOT_DIRECT_DOWNLINE');
  }

  /**
   * The agent, then each member down to `memberId` (the agent alone when it is the agent).
   * `level`, when the caller has just read it by levelOf, saves reading it again.
   */
  async breadcrumbs(agentId: number, memberId: number, level?: number): Promise<Breadcrumb[]> {
    return this.repository.ancestorsUpTo(
      memberId,
      level ?? (await this.levelOf(agentId, memberId)),
    );
  }
}
