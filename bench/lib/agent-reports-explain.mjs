// The agent reports scenario's look at the plans: every query the team overview and the user
// profit and loss make for the top agent, explained as the server runs it.

/**
 * The queries the two calls make for the top agent over [from, to], in the SQL Kysely sends
 * (reports.repository.ts, agency-scope.ts), each under EXPLAIN ANALYZE as the server runs it: the
 * server prepares its statements by name on each connection (db/database.ts), and after five runs
 * PostgreSQL may keep a generic plan, chosen without the agent's id. So each query is prepared,
 * run six times, then explained (`genericPlans` names those whose plan was the generic one).
 */
export async function explainCalls(client, agentId, from, to, periods) {
  const { rows: directs } = await client.query(
    `select id from members where upline_id = $1 order by account_key limit 20`,
    [agentId],
  );
  const ids = [agentId, ...directs.map((row) => row.id)];
  const sums = [
    'registrations',
    'first_deposits',
    'deposit_count',
    'bet_count',
    'deposits',
    'withdrawals',
    'bets',
    'valid_bets',
    'payouts',
    'bonuses',
  ]
    .map((field) => `sum("${field}") as "${field}"`)
    .join(', ');
  const list = (first, count) =>
    Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
  const member = `select "id", "account", "type", "currency", "direct_count", "downline_count"
    from "members" where "id" = $1`;
  const queries = {
    member: [member, [agentId]],
    dailyTeam: [
      `select day, ${sums} from "team_daily_figures" where "agent_id" = $1 and day >= $2
       and day <= $3 group by day`,
      [agentId, from, to],
    ],
    dailyOwn: [
      `select day, ${sums} from "member_daily_figures" where "member_id" = $1 and day >= $2
       and day <= $3 group by day`,
      [agentId, from, to],
    ],
    teamActive: [
      `select "period", "active_members" from "team_activity" where "agent_id" = $1
       and "period" in (${list(2, periods.length)})`,
      [agentId, ...periods],
    ],
    ownActive: [
      `select "period" from "agency_activity" where "member_id" = $1
       and "period" in (${list(2, periods.length)})`,
      [agentId, ...periods],
    ],
    levelOf: [
      `select "depth" from "agency_tree" where "descendant_id" = $1 and "ancestor_id" = $2`,
      [agentId, agentId],
    ],
    breadcrumbs: [
      `select "m"."id", "m"."account", "t"."depth" from "agency_tree" as "t"
       inner join "members" as "m" on "m"."id" = "t"."ancestor_id"
       where "t"."descendant_id" = $1 and "t"."depth" <= $2 order by "t"."depth" desc`,
      [agentId, 0],
    ],
    directs: [
      `select "m"."id", "m"."account", "m"."type", "m"."currency", "m"."direct_count",
       "m"."downline_count" from "members" as "m"
       where "m"."upline_id" = $1 and exists (select "t"."depth" from "agency_tree" as "t"
         where "t"."ancestor_id" = $2 and "t"."descendant_id" = $3)
       order by "m"."account_key" limit $4 offset $5`,
      [agentId, agentId, agentId, 20, 0],
    ],
    ownAndTeamTotals: [
      `select 'own' as kind, member_id as owner, ${sums} from member_daily_figures
       where member_id in (${list(1, ids.length)}) and day >= $${ids.length + 1}
       and day <= $${ids.length + 2} group by member_id
       union all
       select 'team', agent_id, ${sums} from team_daily_figures
       where agent_id in (${list(ids.length + 3, ids.length)}) and day >= $${2 * ids.length + 3}
       and day <= $${2 * ids.length + 4} group by agent_id`,
      [...ids, from, to, ...ids, from, to],
    ],
  };
  const explainMs = {};
  const genericPlans = [];
  for (const [name, [text, values]] of Object.entries(queries)) {
    const args = values
      .map((value) => (typeof value === 'number' ? String(value) : client.escapeLiteral(value)))
      .join(', ');
    await client.query(`prepare bench_${name} as ${text}`);
    for (let i = 0; i < 6; i++) await client.query(`execute bench_${name}(${args})`);
    const { rows } = await client.query(
      `explain (analyze, buffers) execute bench_${name}(${args})`,
    );
    await client.query(`deallocate bench_${name}`);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const time = plan.find((line) => line.startsWith('Execution Time'));
    explainMs[name] = Number(/([\d.]+) ms/.exec(time)[1]);
    // A generic plan keeps the parameters ($1) in its conditions.
    if (plan.some((line) => /\$\d/.test(line))) genericPlans.push(name);
    if (process.env.BENCH_EXPLAIN) console.error(`-- ${name}\n${plan.join('\n')}`);
  }
  const slowest = Object.entries(explainMs).sort((a, b) => b[1] - a[1])[0];
  return { explainMs, slowestQuery: { name: slowest[0], ms: slowest[1] }, genericPlans };
}
