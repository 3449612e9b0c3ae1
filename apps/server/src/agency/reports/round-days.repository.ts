import { sql, type RawBuilder } from 'kysely';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { addSums } from './summary-rows.repository.js';

/** Rows per statement: far below SQLite's 32,766 variables. */
const CHUNK = 500;

/** A settled round as team_round_days counts it. */
export interface CountedRound {
  memberId: number;
  createdAt: Date | string;
  category: string;
  vassalage: string;
  stake: bigint;
  payout: bigint;
}

/** What one team's rounds of one day, category and vendor add (negative when taken out). */
export interface RoundDay {
  agentId: number;
  day: string;
  category: string;
  vassalage: string;
  rounds: number;
  stake: bigint;
  payout: bigint;
}

/**
 * Marks the named rounds counted, if settled and not counted yet, and answers the rounds marked:
 * a round is marked once, so whatever names it again (a replayed event, a rebuild that counted it
 * first) adds nothing.
 */
export async function markRoundsCounted(
  trx: Executor,
  keys: readonly { provider: string; roundId: string }[],
): Promise<CountedRound[]> {
  const byProvider = new Map<string, string[]>();
  for (const { provider, roundId } of keys) {
    byProvider.set(provider, [...(byProvider.get(provider) ?? []), roundId]);
  }
  const counted: CountedRound[] = [];
  for (const [provider, roundIds] of byProvider) {
    for (let start = 0; start < roundIds.length; start += CHUNK) {
      const rows = await trx
        .updateTable('bet_rounds')
        .set({ team_counted: 1 })
        .where('provider', '=', provider)
        .where('round_id', 'in', roundIds.slice(start, start + CHUNK))
        .where('status', '=', 'settled')
        .where('team_counted', '=', 0)
        .returning(['member_id', 'created_at', 'category_code', 'vassalage', 'stake', 'payout'])
        .execute();
      for (const row of rows) {
        counted.push({
          memberId: row.member_id,
          createdAt: row.created_at,
          category: row.category_code,
          vassalage: row.vassalage,
          stake: minor(row.stake),
          payout: minor(row.payout),
        });
      }
    }
  }
  return counted;
}

/** Adds each row to team_round_days (a new row, or the sums of an existing one). */
export async function addRoundDays(trx: Executor, rows: readonly RoundDay[]): Promise<void> {
  await addSums(
    trx,
    'team_round_days',
    ['agent_id', 'day', 'category', 'vassalage'],
    ['rounds', 'stake', 'payout'],
    rows.map((row) => ({
      agent_id: row.agentId,
      day: row.day,
      category: row.category,
      vassalage: row.vassalage,
      rounds: row.rounds,
      stake: row.stake,
      payout: row.payout,
    })),
  );
}

/** The round days an agent's subtree holds (what moves with it). */
export async function teamRoundDays(trx: Executor, agentId: number): Promise<RoundDay[]> {
  const rows = await trx
    .selectFrom('team_round_days')
    .selectAll()
    .where('agent_id', '=', agentId)
    .execute();
  return rows.map((row) => ({
    agentId: row.agent_id,
    day: row.day,
    category: row.category,
    vassalage: row.vassalage,
    rounds: Number(row.rounds),
    stake: minor(row.stake),
    payout: minor(row.payout),
  }));
}

/**
 * Recomputes team_round_days from the settled rounds in `trx` (`reports rebuild`): every settled
 * round is marked counted (those the `team-round-days` consumer has not reached yet too; it then
 * finds them counted and adds nothing), and each team's days summed from the marked rounds.
 * `day` is the dialect's site day (GMT+8) of a timestamp column.
 */
export async function recomputeRoundDays(
  trx: Trx,
  day: (column: string) => RawBuilder<string>,
): Promise<void> {
  await sql`update bet_rounds set team_counted = 1 where team_counted = 0 and status = 'settled'`.execute(
    trx,
  );
  await sql`delete from team_round_days`.execute(trx);
  await sql`
    insert into team_round_days (agent_id, day, category, vassalage, rounds, stake, payout)
    select t.ancestor_id, own.day, own.category_code, own.vassalage,
      sum(own.rounds), sum(own.stake), sum(own.payout)
    from (
      select member_id, ${day('created_at')} as day, category_code, vassalage,
        count(*) as rounds, sum(stake) as stake, sum(payout) as payout
      from bet_rounds where team_counted = 1
      group by member_id, ${day('created_at')}, category_code, vassalage
    ) own
    join agency_tree t on t.descendant_id = own.member_id
    group by t.ancestor_id, own.day, own.category_code, own.vassalage
  `.execute(trx);
}
