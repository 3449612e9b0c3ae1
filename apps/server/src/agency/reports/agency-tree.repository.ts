import type { Selectable } from 'kysely';
import type { TeamDailyFiguresTable } from './reports.tables.js';
import type { Executor } from '../../db/transaction.js';

/** The tree's rows a move reads: members' uplines, the closure table and the team figures. */
export class AgencyTreeRepository {
  /** The member's upline (null at the top); undefined for an unknown member. */
  async uplineOf(
    trx: Executor,
    memberId: number,
  ): Promise<{ upline_id: number | null } | undefined> {
    return trx
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async memberExists(trx: Executor, memberId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether `descendantId` is `ancestorId` or in its downline. */
  async isBelow(trx: Executor, ancestorId: number, descendantId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('agency_tree')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', descendantId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The team rows an agent's subtree holds: its figures and its active members per period. */
  async teamRows(
    trx: Executor,
    agentId: number,
  ): Promise<{
    figures: Selectable<TeamDailyFiguresTable>[];
    activity: { period: string; active_members: number }[];
  }> {
    const [figures, activity] = await Promise.all([
      trx.selectFrom('team_daily_figures').selectAll().where('agent_id', '=', agentId).execute(),
      trx
        .selectFrom('team_activity')
        .select(['period', 'active_members'])
        .where('agent_id', '=', agentId)
        .execute(),
    ]);
    return { figures, activity };
  }

  /** The member's ancestors above it (not itself), nearest first. */
  async ancestors(trx: Executor, memberId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('agency_tree')
      .select('ancestor_id')
      .where('descendant_id', '=', memberId)
      .where('depth', '>', 0)
      .orderBy('depth')
      .execute();
    return rows.map((row) => row.ancestor_id);
  }
}
