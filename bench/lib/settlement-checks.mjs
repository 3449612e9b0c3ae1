// The settlement scenario's checks and explained queries: what the settlement wrote against
// decision 034, the contract figures against the events, the team-figures query under EXPLAIN
// ANALYZE, and the counts the report gives.

/**
 * The settlement's checks for the periods settled (decision 034), as a list of what is wrong:
 * each row's amount is max(0, gross - downline gross); its downline gross is the sum of the gross
 * of the rows of the contracts its holder granted; its figures are its team's (closure table over
 * contract_figures); its tier and gross are its terms applied to them; each period's total paid
 * equals the sum over the rows and over its transfers; each holder is paid at most once; each paid
 * row has its transfer (the right amount, kind, from contract_pool to the holder's main wallet) and
 * no unpaid row has one.
 */
export async function settlementChecks(client, periods) {
  const problems = [];
  const count = async (name, text, values) => {
    const { rows } = await client.query(text, values);
    const n = Number(rows[0].n);
    if (n) problems.push(`${name}: ${n}`);
  };
  for (const { kind, grain, start, from, to } of periods) {
    const values = [kind, start];
    await count(
      `${kind} amount is not max(0, gross - downline gross)`,
      `select count(*) as n from contract_settlements where kind = $1 and period_start = $2
         and amount <> greatest(0, gross - downline_gross)`,
      values,
    );
    await count(
      `${kind} downline gross is not the granted contracts' gross`,
      `select count(*) as n from contract_settlements s
       where s.kind = $1 and s.period_start = $2 and s.downline_gross <> coalesce((
         select sum(d.gross) from contract_settlements d join contracts c on c.id = d.contract_id
         where d.kind = $1 and d.period_start = $2 and c.grantor_id = s.holder_id), 0)`,
      values,
    );
    await count(
      `${kind} figures differ from the team's`,
      `with team as (
         select t.ancestor_id as holder_id, sum(f.valid_bets) as valid_bets, sum(f.bets) as bets,
           sum(f.payouts) as payouts, sum(f.wins) as wins, sum(f.losses) as losses,
           count(distinct f.member_id) filter (where f.bet_count > 0) as active
         from contract_figures f join agency_tree t on t.descendant_id = f.member_id
         where f.grain = $3 and f.bucket >= $4 and f.bucket < $5
           and t.ancestor_id in (select holder_id from contracts where kind = $1)
         group by t.ancestor_id)
       select count(*) as n from team full join (
         select * from contract_settlements where kind = $1 and period_start = $2) s
         on s.holder_id = team.holder_id
       where s.id is null or team.holder_id is null or s.valid_bets <> team.valid_bets
         or s.bets <> team.bets or s.payouts <> team.payouts or s.wins <> team.wins
         or s.losses <> team.losses or s.active_members <> team.active`,
      [kind, start, grain, from, to],
    );
    // The tier and gross, from the contract's stored terms, in plain JavaScript.
    const { rows } = await client.query(
      `select s.holder_id, s.tier, s.gross, s.valid_bets, s.wins, s.losses, s.active_members,
         c.tiers
       from contract_settlements s join contracts c on c.id = s.contract_id
       where s.kind = $1 and s.period_start = $2`,
      values,
    );
    let wrongGross = 0;
    for (const row of rows) {
      const tiers = JSON.parse(row.tiers);
      let tier = -1;
      tiers.forEach((t, i) => {
        if (BigInt(t.minValidBet) <= BigInt(row.valid_bets) && t.minActive <= row.active_members)
          tier = i;
      });
      const rates = tiers[tier]?.rates ?? {};
      const ppm = (name) => BigInt(rates[name] ?? 0);
      const parts =
        kind === 'realtime'
          ? ppm('singleBetRate') * BigInt(row.valid_bets) +
            ppm('lossRate') * BigInt(row.losses) +
            ppm('profitRate') * BigInt(row.wins)
          : ppm('rate') * BigInt(row.valid_bets);
      if (row.tier !== tier + 1 || BigInt(row.gross) !== parts / 1_000_000n) wrongGross += 1;
    }
    if (wrongGross) problems.push(`${kind} tier or gross not the terms': ${wrongGross}`);
    const { rows: totals } = await client.query(
      `select coalesce(sum(s.amount), 0) as paid,
         coalesce(sum(greatest(0, s.gross - s.downline_gross)), 0) as due,
         coalesce(sum(t.amount), 0) as transferred
       from contract_settlements s left join ledger_transfers t on t.id = s.transfer_id
       where s.kind = $1 and s.period_start = $2`,
      values,
    );
    const { paid, due, transferred } = totals[0];
    if (paid !== due || paid !== transferred) {
      problems.push(`${kind} paid ${paid}, due ${due}, transferred ${transferred}`);
    }
    await count(
      `${kind} paid row without its transfer, or unpaid row with one`,
      `select count(*) as n from contract_settlements s
       left join ledger_transfers t on t.id = s.transfer_id
       left join ledger_accounts f on f.id = t.from_account_id
       left join ledger_accounts a on a.id = t.to_account_id
       where s.kind = $1 and s.period_start = $2 and (
         (s.amount = 0) <> (s.transfer_id is null)
         or (s.amount > 0 and (t.id is null or t.amount <> s.amount
           or t.kind <> $3 or f.code not like 'system:contract\\_pool:%'
           or a.code <> 'member:' || s.holder_id || ':main'
           or t.idempotency_key <> 'contract:' || $1 || ':' || s.holder_id || ':'
             || to_char($2::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))`,
      [kind, start, kind === 'daily' ? 'daily_salary' : 'realtime_salary'],
    );
    await count(
      `${kind} holder paid more than once, or transfers of the period not its paid rows`,
      `select abs(count(*) - count(distinct t.to_account_id))
         + abs(count(*) - (select count(*) from contract_settlements
             where kind = $3 and period_start = $4 and amount > 0)) as n
       from ledger_transfers t where t.kind = $1 and t.memo = $2`,
      [kind === 'daily' ? 'daily_salary' : 'realtime_salary', `${kind} ${start}`, kind, start],
    );
    await count(
      `${kind} holder with two rows`,
      `select count(*) as n from (select holder_id from contract_settlements
         where kind = $1 and period_start = $2 group by holder_id having count(*) > 1) x`,
      values,
    );
  }
  return problems;
}

/** The contract figures booked against the events written (per grain, every money column). */
export async function figureMismatches(client, grain, from, to, eventPrefix) {
  const { rows } = await client.query(
    `with e as (
       select sum((payload::json->>'validTurnover')::bigint) as valid_bets,
         sum((payload::json->>'stake')::bigint) as bets,
         sum((payload::json->>'payout')::bigint) as payouts, count(*) as bet_count
       from domain_events where event_key like $4),
     f as (
       select coalesce(sum(valid_bets), 0) as valid_bets, coalesce(sum(bets), 0) as bets,
         coalesce(sum(payouts), 0) as payouts, coalesce(sum(bet_count), 0) as bet_count
       from contract_figures where grain = $1 and bucket >= $2 and bucket < $3)
     select (e.valid_bets <> f.valid_bets)::int + (e.bets <> f.bets)::int
       + (e.payouts <> f.payouts)::int + (e.bet_count <> f.bet_count)::int as n
     from e, f`,
    [grain, from, to, `${eventPrefix}%`],
  );
  return Number(rows[0].n);
}

/** The team-figures query of settlement.ts (teamFigures) under EXPLAIN ANALYZE. */
export async function explainTeamFigures(client, kind, grain, from, to, periodEnd) {
  const { rows } = await client.query(
    `explain (analyze, buffers)
     select t.ancestor_id as holder_id, sum(f.valid_bets) as valid_bets, sum(f.bets) as bets,
       sum(f.payouts) as payouts, sum(f.bonuses) as bonuses, sum(f.wins) as wins,
       sum(f.losses) as losses,
       count(distinct case when f.bet_count > 0 then f.member_id end) as active
     from contract_figures as f
     inner join agency_tree as t on t.descendant_id = f.member_id
     inner join contracts as c on c.holder_id = t.ancestor_id
     where c.kind = $1 and c.started_at < $2 and (c.ended_at is null or c.ended_at >= $2)
       and f.grain = $3 and f.bucket >= $4 and f.bucket < $5
     group by t.ancestor_id`,
    [kind, periodEnd, grain, from, to],
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  if (process.env.BENCH_EXPLAIN) console.error(`-- teamFigures ${kind}\n${plan.join('\n')}`);
  const time = plan.find((line) => line.startsWith('Execution Time'));
  return Number(/([\d.]+) ms/.exec(time)[1]);
}

export const transfersOf = async (client, kind) =>
  Number(
    (await client.query(`select count(*)::int as n from ledger_transfers where kind = $1`, [kind]))
      .rows[0].n,
  );

/** Settlement rows of one kind. */
export const settlementsOf = async (client, kind) =>
  Number(
    (await client.query(`select count(*) from contract_settlements where kind = $1`, [kind]))
      .rows[0].count,
  );

/** What was made: members, closure rows, figure rows of the day and the slot, the database. */
export async function sizeCounts(client, rtSlot, day) {
  const { rows } = await client.query(
    `select
        (select count(*) from members)::int as members,
        (select count(*) from agency_tree)::int as closure,
        (select count(*) from contract_figures where grain = 'D' and bucket = $2)::int as day_rows,
        (select count(*) from contract_figures where grain = 'S' and bucket = $1)::int as slot_rows,
        (select max(depth) from agency_tree)::int as max_depth,
        (select pg_size_pretty(pg_database_size(current_database()))) as database_size,
        current_setting('server_version') as pg`,
    [rtSlot, day],
  );
  return rows[0];
}
