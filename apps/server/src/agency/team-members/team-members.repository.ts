import { sql, type Expression, type SqlBool } from 'kysely';
import { AGENT_CENTRE_TYPES } from '@portal/shared/constants/limits';
import { CUSTOM_PLAN, type DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import { likePattern } from '../../db/like-pattern.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';

/** A downline list filter with the site days already turned into instants (from inclusive). */
export interface DownlineFilter {
  agentId: number;
  parentId: number;
  scope: 'direct' | 'all';
  account?: string;
  type?: 'member' | 'agent';
  registeredFrom?: string;
  registeredBefore?: string;
  lastLoginFrom?: string;
  lastLoginBefore?: string;
  status?: 'active' | 'disabled';
}

/** A member of the tree, as one page row reads it. */
export interface DownlineRow {
  id: number;
  account: string;
  account_key: string;
  nickname: string;
  type: number;
  level: number;
  upline: string | null;
  direct_count: number;
  downline_count: number;
  balance: string | number | bigint | null;
  currency: string;
  status: 'active' | 'disabled';
  created_at: Date | string;
  last_login_at: Date | string | null;
}

/** The fields of a member the team calls decide on. */
export interface TeamMember {
  id: number;
  account: string;
  type: number;
  status: 'active' | 'disabled';
  currency: string;
  affiliate_code: string | null;
  payment_password_hash: string | null;
}

const agentTypes = [...AGENT_CENTRE_TYPES];

/**
 * Reads of the members table for the agent centre's team calls; the type changes they make are
 * written by MembersRepository inside the caller's transaction.
 */
export class TeamMembersRepository {
  constructor(
    private readonly db: DB,
    private readonly members: Pick<MembersRepository, 'setType'>,
  ) {}

  /**
   * The rows below `parentId` that the filter keeps. The scope is in the joins: `t` holds the
   * members below the parent, `c` requires the parent itself to be in the agent's tree (its
   * depth there is the parent's level), so no row outside the agent's downline is ever read.
   */
  private filtered(filter: DownlineFilter) {
    return (
      this.db
        .selectFrom('agency_tree as t')
        // The same statement lists the top agent's 100,000 members and a small agent's few: planned
        // for each call (decision 067), it walks the account index for the one and sorts the few.
        .modifyFront(sql.raw(CUSTOM_PLAN))
        .innerJoin('agency_tree as c', (join) =>
          join
            .onRef('c.descendant_id', '=', 't.ancestor_id')
            .on('c.ancestor_id', '=', filter.agentId),
        )
        .innerJoin('members as m', 'm.id', 't.descendant_id')
        .where('t.ancestor_id', '=', filter.parentId)
        .where((eb) => {
          const all: Expression<SqlBool>[] = [
            filter.scope === 'direct' ? eb('t.depth', '=', 1) : eb('t.depth', '>', 0),
          ];
          if (filter.account !== undefined) {
            all.push(
              sql<SqlBool>`m.account_key like ${likePattern(filter.account.toLowerCase())} escape '\\'`,
            );
          }
          if (filter.type === 'agent') all.push(eb('m.type', 'in', agentTypes));
          if (filter.type === 'member') all.push(eb('m.type', 'not in', agentTypes));
          if (filter.registeredFrom) all.push(eb('m.created_at', '>=', filter.registeredFrom));
          if (filter.registeredBefore) all.push(eb('m.created_at', '<', filter.registeredBefore));
          if (filter.lastLoginFrom) all.push(eb('m.last_login_at', '>=', filter.lastLoginFrom));
          if (filter.lastLoginBefore) all.push(eb('m.last_login_at', '<', filter.lastLoginBefore));
          if (filter.status) all.push(eb('m.status', '=', filter.status));
          return eb.and(all);
        })
    );
  }

  /**
   * How many rows the filter keeps. Without a filter on the members' own columns the answer is
   * the parent's direct or downline count, kept by the tree triggers (and by the bulk import):
   * counting the top agent's 100,000 closure rows on every page took most of the list's time.
   */
  async countDownline(filter: DownlineFilter): Promise<number> {
    const { account, type, registeredFrom, registeredBefore, lastLoginFrom, lastLoginBefore } =
      filter;
    const unfiltered = [
      account,
      type,
      registeredFrom,
      registeredBefore,
      lastLoginFrom,
      lastLoginBefore,
      filter.status,
    ].every((value) => value === undefined);
    if (unfiltered) {
      const parent = await this.db
        .selectFrom('members as m')
        .select(['m.direct_count', 'm.downline_count'])
        .where('m.id', '=', filter.parentId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('agency_tree as c')
              .select('c.depth')
              .where('c.ancestor_id', '=', filter.agentId)
              .where('c.descendant_id', '=', filter.parentId),
          ),
        )
        .executeTakeFirst();
      if (!parent) return 0;
      return filter.scope === 'direct' ? parent.direct_count : parent.downline_count;
    }
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * One page ordered by account (its unique lower-case key): the `offset` rows skipped, or with
   * `after` (keyset paging) the rows whose key follows that account's. The page's ids are chosen
   * first; only those rows then read their upline and main wallet (one query, no lookup per row
   * of the whole downline).
   */
  async pageDownline(
    filter: DownlineFilter,
    offset: number,
    limit: number,
    after?: string,
  ): Promise<DownlineRow[]> {
    const page = this.filtered(filter)
      .select(['m.id', 'm.account_key', sql<number>`c.depth + t.depth`.as('level')])
      .$if(after !== undefined, (query) => query.where('m.account_key', '>', after!.toLowerCase()))
      .orderBy('m.account_key')
      .$if(after === undefined, (query) => query.offset(offset))
      .limit(limit);
    const rows: DownlineRow[] = await this.db
      .selectFrom(page.as('p'))
      .innerJoin('members as m', 'm.id', 'p.id')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .leftJoin('ledger_accounts as w', (join) =>
        join.onRef('w.member_id', '=', 'm.id').on('w.wallet', '=', 'main'),
      )
      .select([
        'm.id',
        'm.account',
        'm.account_key',
        'm.nickname',
        'm.type',
        'p.level',
        'u.account as upline',
        'm.direct_count',
        'm.downline_count',
        'w.balance',
        'm.currency',
        'm.status',
        'm.created_at',
        'm.last_login_at',
      ])
      .orderBy('p.account_key')
      .execute();
    return rows;
  }

  /** Whether a ledger transfer already carries this reference (references are shown, not keys). */
  async referenceTaken(reference: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Members at every level below `id` (kept by the agency_tree triggers). */
  async teamSize(id: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('members')
      .select('downline_count')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(row?.downline_count ?? 0);
  }

  async findMember(id: number, executor: Executor = this.db): Promise<TeamMember | undefined> {
    return executor
      .selectFrom('members')
      .select([
        'id',
        'account',
        'type',
        'status',
        'currency',
        'affiliate_code',
        'payment_password_hash',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Sets the type (and the invitation code when one is given and the member has none). */
  setType(
    id: number,
    type: number,
    affiliateCode: string | null,
    executor: Executor,
  ): Promise<void> {
    return this.members.setType(id, type, affiliateCode, executor);
  }
}
