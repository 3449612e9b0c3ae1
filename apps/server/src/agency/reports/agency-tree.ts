import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { FigureSheet, addTeamActivity, addTeamFigures, figuresOf } from './figures.js';

/** Moves in the agency tree, with the team figures that follow a moved subtree. */
export class AgencyTree {
  constructor(private readonly db: DB) {}

  /**
   * Puts `memberId` (and its whole subtree) under `uplineId` (null: at the top) in `trx`. The
   * closure rows follow by the members trigger; here the team figures do: the subtree's own
   * team rows (its figures and active members) leave every old ancestor's and join every new
   * one's, so team figures stay the sum of their members' rows over the tree as it is now.
   * MEMBER_NOT_FOUND for an unknown member or upline, AGENCY_CYCLE when the new upline is the
   * member or in its downline. False when the member is already there. Without `trx`, in a
   * transaction of its own.
   */
  async move(memberId: number, uplineId: number | null, trx?: Trx): Promise<boolean> {
    if (!trx) return inTransaction(this.db, (own) => this.move(memberId, uplineId, own));
    const member = await trx
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (member.upline_id === uplineId) return false;
    if (uplineId !== null) {
      const below = await trx
        .selectFrom('agency_tree')
        .select('depth')
        .where('ancestor_id', '=', memberId)
        .where('descendant_id', '=', uplineId)
        .executeTakeFirst();
      if (below) throw new AppError('AGENCY_CYCLE');
      const upline = await trx
        .selectFrom('members')
        .select('id')
        .where('id', '=', uplineId)
        .executeTakeFirst();
      if (!upline) throw new AppError('MEMBER_NOT_FOUND');
    }

    const [rows, activity] = await Promise.all([
      trx.selectFrom('team_daily_figures').selectAll().where('agent_id', '=', memberId).execute(),
      trx
        .selectFrom('team_activity')
        .select(['period', 'active_members'])
        .where('agent_id', '=', memberId)
        .execute(),
    ]);
    const shift = async (sign: 1 | -1) => {
      const ancestors = await this.ancestors(memberId, trx);
      if (ancestors.length === 0) return;
      const sheet = new FigureSheet();
      const active = new Map<string, number>();
      for (const agent of ancestors) {
        for (const row of rows) sheet.add(agent, row.day, row.category, figuresOf(row), sign);
        for (const row of activity) active.set(`${agent}|${row.period}`, sign * row.active_members);
      }
      if (sheet.size > 0) await addTeamFigures(trx, sheet);
      await addTeamActivity(trx, active);
    };
    await shift(-1);
    await trx
      .updateTable('members')
      .set({ upline_id: uplineId, updated_at: nowIso() })
      .where('id', '=', memberId)
      .execute();
    await shift(1);
    return true;
  }

  /** The member's ancestors above it (not itself), nearest first. */
  private async ancestors(memberId: number, trx: Trx): Promise<number[]> {
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
