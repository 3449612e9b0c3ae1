import { sql } from 'kysely';
import { CUSTOM_PLAN, type DB } from '../../db/database.js';
import { COUNT_FIELDS, MONEY_FIELDS, figuresOf, type Figures } from './figures.js';

const FIELDS = [...COUNT_FIELDS, ...MONEY_FIELDS];
const sums = (alias?: string) =>
  sql.join(
    FIELDS.map(
      (field) => sql`sum(${sql.ref(alias ? `${alias}.${field}` : field)}) as ${sql.ref(field)}`,
    ),
  );

export interface AgentRow {
  id: number;
  account: string;
  type: number;
  currency: string;
  direct_count: number;
  downline_count: number;
}

/**
 * Reads of the agent reports (ARCHITECTURE section 13): only the figures tables and the tree,
 * never raw bets. Team rows hold an agent's whole subtree, the agent included; the agent's own
 * rows are read beside them so that "the downline" is the team less the agent.
 */
export class ReportsRepository {
  constructor(private readonly db: DB) {}

  async member(id: number): Promise<AgentRow | undefined> {
    return this.db
      .selectFrom('members')
      .select(['id', 'account', 'type', 'currency', 'direct_count', 'downline_count'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Per day of [from, to], the sums over every category of a member's own or team rows. */
  async daily(
    kind: 'own' | 'team',
    ownerId: number,
    from: string,
    to: string,
  ): Promise<Map<string, Figures>> {
    const rows = await sql<Record<string, unknown> & { day: string }>`
      select day, ${sums()} from ${sql.table(kind === 'own' ? 'member_daily_figures' : 'team_daily_figures')}
      where ${sql.ref(kind === 'own' ? 'member_id' : 'agent_id')} = ${ownerId}
        and day >= ${from} and day <= ${to}
      group by day
    `.execute(this.db);
    return new Map(rows.rows.map((row) => [row.day, figuresOf(row)]));
  }

  /**
   * Per owner of `ids`, the sums of their own rows and of their team rows over [from, to], in one
   * statement.
   */
  async ownAndTeamTotals(
    ids: readonly number[],
    from: string,
    to: string,
  ): Promise<{ own: Map<number, Figures>; team: Map<number, Figures> }> {
    const own = new Map<number, Figures>();
    const team = new Map<number, Figures>();
    if (ids.length === 0) return { own, team };
    const owners = sql.join(ids);
    const rows = await sql<Record<string, unknown> & { owner: number; kind: string }>`
      select 'own' as kind, member_id as owner, ${sums()}
      from member_daily_figures
      where member_id in (${owners}) and day >= ${from} and day <= ${to}
      group by member_id
      union all
      select 'team', agent_id, ${sums()}
      from team_daily_figures
      where agent_id in (${owners}) and day >= ${from} and day <= ${to}
      group by agent_id
    `.execute(this.db);
    for (const row of rows.rows) {
      (row.kind === 'own' ? own : team).set(Number(row.owner), figuresOf(row));
    }
    return { own, team };
  }

  /** Active members of an agent's subtree (agent included) in each of `periods`. */
  async teamActive(agentId: number, periods: readonly string[]): Promise<Map<string, number>> {
    if (periods.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('team_activity')
      .select(['period', 'active_members'])
      .where('agent_id', '=', agentId)
      .where('period', 'in', [...periods])
      .execute();
    return new Map(rows.map((row) => [row.period, row.active_members]));
  }

  /** Which of `periods` the member was active in. */
  async ownActive(memberId: number, periods: readonly string[]): Promise<Set<string>> {
    if (periods.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('agency_activity')
      .select('period')
      .where('member_id', '=', memberId)
      .where('period', 'in', [...periods])
      .execute();
    return new Set(rows.map((row) => row.period));
  }

  /**
   * Downline members (the agent not included) active on any day of [from, to], counted one by
   * one: for ranges that are not one day, week or month, whose counts are kept.
   */
  async downlineActiveBetween(agentId: number, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('agency_activity as a')
      // Planned for each agent's own size (decision 067): a generic plan is costed for an average one.
      .modifyFront(sql.raw(CUSTOM_PLAN))
      .innerJoin('agency_tree as t', 't.descendant_id', 'a.member_id')
      .select((eb) => eb.fn.count<number | string>('a.member_id').distinct().as('count'))
      .where('t.ancestor_id', '=', agentId)
      .where('t.depth', '>', 0)
      .where('a.period', '>=', `D${from}`)
      .where('a.period', '<=', `D${to}`)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /**
   * A page of the direct downlines of `parentId`, a member of the agent's tree, by account. The
   * scope is one closure row (the parent below the agent), not a join over the agent's subtree:
   * a generic plan of the joined form read the top agent's 100,000 rows for a page of 8.
   */
  async directs(
    agentId: number,
    parentId: number,
    offset: number,
    limit: number,
  ): Promise<AgentRow[]> {
    return this.db
      .selectFrom('members as m')
      .select(['m.id', 'm.account', 'm.type', 'm.currency', 'm.direct_count', 'm.downline_count'])
      .where('m.upline_id', '=', parentId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('agency_tree as t')
            .select('t.depth')
            .where('t.ancestor_id', '=', agentId)
            .where('t.descendant_id', '=', parentId),
        ),
      )
      .orderBy('m.account_key')
      .offset(offset)
      .limit(limit)
      .execute();
  }
}
