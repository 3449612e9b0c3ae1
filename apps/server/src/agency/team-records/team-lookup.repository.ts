import type { DB } from '../../db/database.js';

export interface DownlineLabel {
  account: string;
  level: number;
}

/** What the team records show of a member beside their rows: currency, account and level. */
export class TeamLookupRepository {
  constructor(private readonly db: DB) {}

  async currencyOf(memberId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.currency ?? null;
  }

  /** Account and level below the agent of members of their downline (others are left out). */
  async downlineLabels(agentId: number, memberIds: number[]): Promise<Map<number, DownlineLabel>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('agency_tree as tree')
      .innerJoin('members as m', 'm.id', 'tree.descendant_id')
      .select(['m.id', 'm.account', 'tree.depth'])
      .where('tree.ancestor_id', '=', agentId)
      .where('tree.depth', '>', 0)
      .where('tree.descendant_id', 'in', [...new Set(memberIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, { account: row.account, level: row.depth }]));
  }
}
