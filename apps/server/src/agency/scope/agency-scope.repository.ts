import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import type { Breadcrumb } from './agency-scope.js';

/** The closure-table reads that place a member in an agent's downline. */
export class AgencyScopeRepository {
  constructor(private readonly db: DB) {}

  /** The member's depth below the agent; undefined outside the downline. */
  async depthBelow(
    agentId: number,
    memberId: number,
    executor: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await executor
      .selectFrom('agency_tree')
      .select('depth')
      .where('descendant_id', '=', memberId)
      .where('ancestor_id', '=', agentId)
      .executeTakeFirst();
    return row?.depth;
  }

  /** The member's ancestors up to `level` above it, the farthest first. */
  async ancestorsUpTo(memberId: number, level: number): Promise<Breadcrumb[]> {
    const rows = await this.db
      .selectFrom('agency_tree as t')
      .innerJoin('members as m', 'm.id', 't.ancestor_id')
      .select(['m.id', 'm.account', 't.depth'])
      .where('t.descendant_id', '=', memberId)
      .where('t.depth', '<=', level)
      .orderBy('t.depth', 'desc')
      .execute();
    return rows.map(({ id, account }) => ({ id, account }));
  }
}
