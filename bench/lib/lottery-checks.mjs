// The lottery scenario's checks (its `invariantViolations` beside the ledger's): the placement's
// tickets and debits, the settled draw against the sheet, and every member's balance.
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { settleTicket } from '@portal/shared/lottery/settle';
import { FUNDING, PRIZE_MODE, REGION, TICKETS } from './lottery-setup.mjs';

const log = (text) => process.stderr.write(`lottery: ${text}\n`);

/** Phase 1's checks: each accepted ticket pending with its debit; nothing else took money. */
export async function placementProblems(client, drawId, accepted) {
  const problems = [];
  const { rows } = await client.query(
    `select count(*)::int as tickets,
       count(*) filter (where t.state = 'pending')::int as pending,
       count(*) filter (where t.state = 'pending' and (pt.id is null or pt.amount <> t.cost))::int
         as bad_debits,
       count(*) filter (where t.state <> 'pending')::int as not_pending
     from lottery_tickets t
     left join provider_transactions pt
       on pt.provider = 'house' and pt.transaction_id = t.round_id || ':d'
     where t.draw_id = $1`,
    [drawId],
  );
  const r = rows[0];
  if (r.pending !== accepted) problems.push(`pending tickets ${r.pending} != accepted ${accepted}`);
  if (r.bad_debits) problems.push(`${r.bad_debits} pending tickets without their debit`);
  if (r.not_pending) problems.push(`${r.not_pending} tickets neither pending nor refused`);
  const orphan = await client.query(
    `select count(*)::int as n from provider_transactions pt
     where pt.round_id like 'lotto:%' and pt.kind = 'debit'
       and not exists (select 1 from lottery_tickets t where t.round_id = pt.round_id)`,
  );
  if (orphan.rows[0].n) problems.push(`${orphan.rows[0].n} lottery debits without a ticket`);
  return problems;
}

/** Phase 3 of the settled draw: once, the sheet's payouts, one credit each, rounds closed. */
export async function settlementProblems(client, drawId, sheet) {
  const problems = [];
  const odds = DEFAULT_ODDS[PRIZE_MODE];
  const { rows: states } = await client.query(
    `select t.state, count(*)::int as n,
       count(*) filter (where pt.id is null or pt.amount <> t.payout)::int as bad_credits,
       count(*) filter (where t.settled_at is null)::int as unsettled
     from lottery_tickets t
     left join provider_transactions pt
       on pt.provider = 'house' and pt.transaction_id = t.round_id || ':c'
     where t.draw_id = $1 group by t.state`,
    [drawId],
  );
  for (const row of states) {
    if (row.state !== 'won' && row.state !== 'lost') problems.push(`${row.n} tickets ${row.state}`);
    if (row.bad_credits)
      problems.push(`${row.bad_credits} ${row.state} tickets without their credit`);
    if (row.unsettled) problems.push(`${row.unsettled} ${row.state} tickets without settled_at`);
  }
  const settledCount = states.reduce((sum, row) => sum + row.n, 0);
  if (settledCount !== TICKETS)
    problems.push(`${settledCount} tickets in the draw, not ${TICKETS}`);
  const twice = await client.query(
    `select count(*)::int as n from (
       select lt.reference from ledger_transfers lt
       where lt.kind = 'payout' and lt.reference like 'lotto:%'
       group by lt.reference having count(*) > 1) x`,
  );
  if (twice.rows[0].n) problems.push(`${twice.rows[0].n} rounds paid more than once`);
  const open = await client.query(
    `select count(*)::int as n from bet_rounds r
     join lottery_tickets t on t.round_id = r.round_id and r.provider = 'house'
     where t.draw_id = $1 and r.status = 'open'`,
    [drawId],
  );
  if (open.rows[0].n) problems.push(`${open.rows[0].n} bet_rounds of the draw still open`);
  const draw = await client.query('select state from lottery_draws where id = $1', [drawId]);
  if (draw.rows[0].state !== 'settled') problems.push(`draw ${draw.rows[0].state}, not settled`);
  // Every ticket's payout and occurrences against settleTicket on the sheet.
  let mismatches = 0;
  let afterId = 0;
  for (;;) {
    const { rows } = await client.query(
      `select id, selection, unit_stake, multiplier, payout, occurrences, state
       from lottery_tickets where draw_id = $1 and id > $2 order by id limit 20000`,
      [drawId, afterId],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      afterId = row.id;
      const expected = settleTicket(
        sheet,
        REGION,
        JSON.parse(row.selection),
        {
          unit: BigInt(row.unit_stake),
          multiplier: row.multiplier,
        },
        odds,
      );
      const state = expected.payoutMinor > 0n ? 'won' : 'lost';
      if (
        BigInt(row.payout) !== expected.payoutMinor ||
        row.occurrences !== expected.occurrences ||
        row.state !== state
      ) {
        mismatches += 1;
        if (mismatches <= 5)
          log(
            `ticket ${row.id}: ${row.payout}/${row.occurrences} != ${expected.payoutMinor}/${expected.occurrences}`,
          );
      }
    }
  }
  if (mismatches) problems.push(`${mismatches} payouts differ from settleTicket`);
  return problems;
}

/** Every member's balance: its funding, less its tickets' costs, plus their payouts. */
export async function balanceProblems(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from members m
     join ledger_accounts a on a.member_id = m.id and a.wallet = 'main'
     left join (
       select member_id, sum(cost) filter (where state in ('pending', 'won', 'lost')) as cost,
         sum(payout) as payout
       from lottery_tickets group by member_id) t on t.member_id = m.id
     where m.account like 'lotto%'
       and a.balance <> $1::bigint - coalesce(t.cost, 0) + coalesce(t.payout, 0)`,
    [String(FUNDING)],
  );
  return rows[0].n ? [`${rows[0].n} member balances differ from their tickets`] : [];
}
