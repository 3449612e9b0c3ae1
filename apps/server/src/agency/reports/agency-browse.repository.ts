import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

export interface NodeRow {
  id: number;
  account: string;
  type: number;
  status: 'active' | 'disabled';
  upline_id: number | null;
  direct_count: number;
  downline_count: number;
  currency: string;
  balance: string | number | bigint | null;
}

/**
 * Reads of the console's tree browser: members by level (from `members.upline_id`, kept in step
 * with the closure table), their main wallet, their uplines, and the contracts they hold. The
 * figures come from the reports' daily tables (ReportsRepository), never from raw bets.
 */
export class AgencyBrowseRepository {
  constructor(private readonly db: DB) {}

  private nodes() {
    return this.db
      .selectFrom('members as m')
      .leftJoin('ledger_accounts as w', (join) =>
        join.onRef('w.member_id', '=', 'm.id').on('w.wallet', '=', 'main'),
      )
      .select([
        'm.id',
        'm.account',
        'm.type',
        'm.status',
        'm.upline_id',
        'm.direct_count',
        'm.downline_count',
        'm.currency',
        'w.balance',
      ]);
  }

  /**
   * One page of the direct downlines of `parentId`; without it, the top level: members without
   * an upline that are agents or have a team. Agents first, then by account.
   */
  async level(parentId: number | undefined, limit: number, offset: number) {
    const base = this.db.selectFrom('members as m');
    const filtered =
      parentId === undefined
        ? base
            .where('m.upline_id', 'is', null)
            .where((eb) => eb.or([eb('m.type', '<>', 0), eb('m.direct_count', '>', 0)]))
        : base.where('m.upline_id', '=', parentId);
    const total = await filtered
      .select(sql<string | number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const ids = (
      await filtered
        .select('m.id')
        .orderBy(sql`case when m.type = 0 then 1 else 0 end`)
        .orderBy('m.account')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((row) => row.id);
    const rows = await this.byIds(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { total: Number(total.count), rows: ids.map((id) => byId.get(id)!) };
  }

  async byIds(ids: readonly number[]): Promise<NodeRow[]> {
    if (ids.length === 0) return [];
    return this.nodes()
      .where('m.id', 'in', [...ids])
      .execute();
  }

  async byAccount(account: string): Promise<NodeRow | undefined> {
    return this.nodes().where('m.account_key', '=', account.toLowerCase()).executeTakeFirst();
  }

  /** The uplines of `memberId` from the top down to its direct upline. */
  async uplines(memberId: number) {
    return this.db
      .selectFrom('agency_tree as t')
      .innerJoin('members as m', 'm.id', 't.ancestor_id')
      .select(['m.id', 'm.account', 'm.type'])
      .where('t.descendant_id', '=', memberId)
      .where('t.depth', '>', 0)
      .orderBy('t.depth', 'desc')
      .execute();
  }

  /** The kinds of the contracts each of `holderIds` holds now. */
  async runningKinds(holderIds: readonly number[]) {
    if (holderIds.length === 0) return [];
    return this.db
      .selectFrom('contracts')
      .select(['holder_id', 'kind'])
      .where('holder_id', 'in', [...holderIds])
      .where('state', '=', 'active')
      .orderBy('kind')
      .execute();
  }
}
