import type { DB } from '../../../db/database.js';
import type { Trx } from '../../../db/transaction.js';

/** Moves in the agency tree, with the team figures that follow a moved subtree. */
export class AgencyTree {
  constructor(private readonly db: DB) {}

  /**
   * Puts `memberId` (and its whole subtree) under `uplineId` (null: at the top) in `trx`; the
   * old and new ancestors' team figures follow. AGENCY_CYCLE when the new upline is the member
   * or in its downline.
   */
  async move(_memberId: number, _uplineId: number | null, _trx: Trx): Promise<void> {
    void this.db;
    throw new Error('not built yet');
  }
}
