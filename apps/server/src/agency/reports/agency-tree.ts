import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { MembersRepository } from '../../platform/members/members.repository.js';
import { AgencyTreeRepository } from './agency-tree.repository.js';
import { FigureSheet, figuresOf } from './figures.js';
import { addTeamActivity, addTeamFigures, lockTreeForMove } from './figures.repository.js';
import { addLedgerDays, lockLedgerCursor, teamLedgerDays } from './ledger-days.repository.js';
import { addRoundDays, teamRoundDays } from './round-days.repository.js';

/** Moves in the agency tree, with the team figures that follow a moved subtree. */
export class AgencyTree {
  private readonly tree = new AgencyTreeRepository();
  private readonly members: MembersRepository;

  constructor(private readonly db: DB) {
    this.members = new MembersRepository(db);
  }

  /**
   * Puts `memberId` (and its whole subtree) under `uplineId` (null: at the top) in `trx`. The
   * closure rows follow by the members trigger; here the team figures do: the subtree's own
   * team rows (its figures, active members, round days and ledger days) leave every old
   * ancestor's and join every new one's, so team figures stay the sum of their members' rows
   * over the tree as it is now.
   * MEMBER_NOT_FOUND for an unknown member or upline, AGENCY_CYCLE when the new upline is the
   * member or in its downline. False when the member is already there. Without `trx`, in a
   * transaction of its own.
   */
  async move(memberId: number, uplineId: number | null, trx?: Trx): Promise<boolean> {
    if (!trx) return inTransaction(this.db, (own) => this.move(memberId, uplineId, own));
    const member = await this.tree.uplineOf(trx, memberId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (member.upline_id === uplineId) return false;
    if (uplineId !== null) {
      if (await this.tree.isBelow(trx, memberId, uplineId)) throw new AppError('AGENCY_CYCLE');
      if (!(await this.tree.memberExists(trx, uplineId))) throw new AppError('MEMBER_NOT_FOUND');
    }

    // The ledger days' counter and the consumers that add rounds and figures to ancestors wait
    // for the move, and it for them: the subtree's rows read here stay whole.
    await lockLedgerCursor(trx);
    await lockTreeForMove(trx);
    const { figures: rows, activity } = await this.tree.teamRows(trx, memberId);
    const roundDays = await teamRoundDays(trx, memberId);
    const ledgerDays = await teamLedgerDays(trx, memberId);
    const shift = async (sign: 1 | -1) => {
      const ancestors = await this.tree.ancestors(trx, memberId);
      if (ancestors.length === 0) return;
      const sheet = new FigureSheet();
      const active = new Map<string, number>();
      for (const agent of ancestors) {
        for (const row of rows) sheet.add(agent, row.day, row.category, figuresOf(row), sign);
        for (const row of activity) active.set(`${agent}|${row.period}`, sign * row.active_members);
      }
      if (sheet.size > 0) await addTeamFigures(trx, sheet);
      await addTeamActivity(trx, active);
      await addRoundDays(
        trx,
        ancestors.flatMap((agentId) =>
          roundDays.map((row) => ({
            ...row,
            agentId,
            rounds: sign * row.rounds,
            stake: BigInt(sign) * row.stake,
            payout: BigInt(sign) * row.payout,
          })),
        ),
      );
      await addLedgerDays(
        trx,
        ancestors.flatMap((agentId) =>
          ledgerDays.map((row) => ({
            ...row,
            agentId,
            entries: sign * row.entries,
            amount: BigInt(sign) * row.amount,
          })),
        ),
      );
    };
    await shift(-1);
    await this.members.setUpline(memberId, uplineId, trx);
    await shift(1);
    return true;
  }
}
