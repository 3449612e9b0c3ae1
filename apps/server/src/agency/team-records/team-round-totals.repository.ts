import { sql } from 'kysely';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import type { DB } from '../../db/database.js';
import { minorOf } from '../../db/minor.js';
import type { RoundSums } from '../../games/bet-records/bet-records.repository.js';

/** Whose rounds, over which whole site days, as the team betting totals read them. */
export interface TeamRoundDaysFilter {
  agentId: number;
  /** One downline's team (that member and everyone below it) instead of the whole downline. */
  teamOf?: number;
  /** Site days (yyyy-MM-dd, GMT+8), `toDay` excluded. */
  fromDay: string;
  toDay: string;
  /** The same range as stored instants (UTC ISO text): the starts of `fromDay` and `toDay`. */
  from: string;
  to: string;
  category?: string;
  vassalage?: string;
}

/** ` and column = value`, or nothing without a value. */
const equals = (column: string, value: string | undefined) =>
  value === undefined ? sql`` : sql` and ${sql.ref(column)} = ${value}`;

/**
 * The team betting totals over whole site days from team_round_days (decision 074), in one
 * statement, so one snapshot: the counted settled rounds of the team from the summary, plus the
 * rounds not counted there (open, cancelled, or settled and not yet counted) read raw through the
 * partial index, less the agent's own counted rounds when the team is the agent's downline (the
 * summary holds the agent's whole subtree, the agent included). Each part starts from one key
 * (the team's rows, the few uncounted rounds, the agent's own rounds), so one generic plan serves
 * every agent: the statement stays named and prepared.
 */
export class TeamRoundTotalsRepository {
  constructor(private readonly db: DB) {}

  async totals(filter: TeamRoundDaysFilter): Promise<RoundSums> {
    const head = filter.teamOf ?? filter.agentId;
    const categories = sql.join(GAME_CATEGORIES.map((code) => sql`${code}`));
    /** The category and vendor asked, on the summary's or the rounds' columns. */
    const byGame = (category: string, vendor: string) =>
      sql`${equals(category, filter.category)}${equals(vendor, filter.vassalage)}`;
    const roundFilters = sql`r.created_at >= ${filter.from} and r.created_at < ${filter.to}
      and r.category_code in (${categories})${byGame('r.category_code', 'r.vassalage')}`;
    // The downline leaves the agent out; a team (checked to be in the downline) has its head in.
    const depth = filter.teamOf === undefined ? sql` and t.depth > 0` : sql``;
    const ownCounted =
      filter.teamOf === undefined
        ? sql`
          union all
          select -1, -r.stake, -r.stake, -r.payout, r.stake - r.payout
          from bet_rounds r
          where r.member_id = ${filter.agentId} and r.team_counted = 1 and ${roundFilters}`
        : sql``;
    const result = await sql<Record<string, unknown>>`
      select coalesce(sum(rounds), 0) as count, coalesce(sum(stake), 0) as stake,
        coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
        coalesce(sum(win_loss), 0) as win_loss
      from (
        select rounds, stake, stake as valid_bet, payout, payout - stake as win_loss
        from team_round_days
        where agent_id = ${head} and day >= ${filter.fromDay} and day < ${filter.toDay}
          and category in (${categories})${byGame('category', 'vassalage')}
        union all
        select 1, r.stake,
          case when r.status = 'settled' then r.stake else 0 end,
          r.payout,
          case when r.status = 'settled' then r.payout - r.stake else 0 end
        from bet_rounds r
        join agency_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${head}${depth}
        where r.team_counted = 0 and ${roundFilters}
        ${ownCounted}
      ) parts
    `.execute(this.db);
    const row = result.rows[0] ?? {};
    return {
      count: Number(row.count ?? 0),
      stake: minorOf(row.stake),
      validBet: minorOf(row.valid_bet),
      payout: minorOf(row.payout),
      winLoss: minorOf(row.win_loss),
    };
  }
}
