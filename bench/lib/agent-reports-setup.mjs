// The agent reports scenario's data, generated in SQL (INSERT ... SELECT generate_series) on its
// own connection: the top agent and the tree under it level by level, the settled rounds of the
// players and their credited deposits. BENCH_MEMBERS and BENCH_BETS shrink it (the same levels).
import { hash } from '@node-rs/argon2';
import { CompiledQuery } from 'kysely';
import { importAgency } from './built/agency.mjs';

export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const DAYS = 60;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'];
export const AGENT = { account: 'benchtop', password: 'Bench1234' };
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Rows per INSERT ... SELECT of bets (each its own transaction). */
const BET_CHUNK = 1_000_000;
/** Members per INSERT of the tree's bulk import. */
const MEMBER_CHUNK = 5_000;

/**
 * The levels below the top agent (depth 1 to 5; the top agent is the 6th level), each child under
 * a random member of the level above: agents of type 1 under the top, sub-agents of type 2, then
 * players (type 0) at the leaves, about 17 under each last-level agent. Scaled by MEMBERS.
 */
export function levels() {
  const scale = MEMBERS / 100_000;
  const inner = [8, 80, 800, 5_600].map((n) => Math.max(1, Math.round(n * scale)));
  const leaves = MEMBERS - 1 - inner.reduce((sum, n) => sum + n, 0);
  return [
    { depth: 1, type: 1, count: inner[0] },
    { depth: 2, type: 2, count: inner[1] },
    { depth: 3, type: 2, count: inner[2] },
    { depth: 4, type: 2, count: inner[3] },
    { depth: 5, type: 0, count: leaves },
  ];
}

/**
 * The top agent (with a password it has changed itself) and the tree under it, level by level, as
 * a bulk import of an existing agency (the built `importAgency`, decision 067): the members
 * insert trigger is off for the import's transaction, and the closure rows and counts are
 * written in SQL at its end. `treeRates` gives the members per second of each level's inserts
 * (steady when no trigger updates the same ancestor rows per member) and of the closing step.
 */
export async function loadTree(db) {
  const passwordHash = await hash(AGENT.password, ARGON2);
  const rates = { levels: [], closeSeconds: 0 };
  const run = (trx, text, values = []) => trx.executeQuery(CompiledQuery.raw(text, values));
  await importAgency(db, async (trx) => {
    await run(
      trx,
      `insert into members (account, account_key, nickname, type, password_hash, password_changed_at,
         affiliate_code, created_at, updated_at)
       values ($1, $1, $1, 1, $2, now(), 'BENCHTOP', now() - interval '400 days', now())`,
      [AGENT.account, passwordHash],
    );
    for (const level of levels()) {
      const started = performance.now();
      const upline = level.depth === 1 ? 'benchtop' : `bench${level.depth - 1}\\_%`;
      await run(trx, 'drop table if exists bench_uplines');
      await run(
        trx,
        `create temporary table bench_uplines as
         select row_number() over (order by id) as n, id from members where account_key like $1`,
        [upline],
      );
      const { rows } = await run(trx, 'select count(*)::int as n from bench_uplines');
      const uplines = rows[0].n;
      // Agents registered 200 to 400 days ago; players over the last 180 days.
      const age = level.type === 0 ? `random() * 180` : `200 + random() * 200`;
      for (let start = 1; start <= level.count; start += MEMBER_CHUNK) {
        const end = Math.min(level.count, start + MEMBER_CHUNK - 1);
        await run(
          trx,
          `insert into members (account, account_key, nickname, type, upline_id, affiliate_code,
             created_at, updated_at)
           select 'bench' || $1::int || '_' || g, 'bench' || $1::int || '_' || g,
             'bench' || $1::int || '_' || g, $2::int, u.id,
             case when $2::int > 0 then 'B' || $1::int || 'X' || g end, c.at, c.at
           from (
             select g, 1 + floor(random() * $3::int)::int as n,
               now() - (${age}) * interval '1 day' as at
             from generate_series($4::int, $5::int) g
           ) c
           join bench_uplines u on u.n = c.n`,
          [level.depth, level.type, uplines, start, end],
        );
      }
      const s = (performance.now() - started) / 1000;
      rates.levels.push(Math.round(level.count / s));
    }
    rates.closeStartedAt = performance.now();
  });
  rates.closeSeconds = Math.round((performance.now() - rates.closeStartedAt) / 10) / 100;
  delete rates.closeStartedAt;
  return rates;
}

/**
 * BETS settled rounds of the players: about two in three players ever bet, the heavy ones far
 * more often (a squared uniform pick), each on 3 to 27 days of the last 60 (every other day from
 * a day of their own), mostly in one category of their own; stakes 1.00 to 500.00 skewed low,
 * about 45% of rounds paying back 0.5 to 3.8 times the stake.
 */
export async function loadBets(client) {
  await client.query(`create temporary table bench_active as
    select row_number() over (order by id) - 1 as k, id from members
    where type = 0 and account_key like 'bench5\\_%' and id % 3 <> 0`);
  const { rows } = await client.query('select count(*)::int as n from bench_active');
  const active = rows[0].n;
  await client.query(
    `create temporary table bench_games as
     select distinct on (category_code) category_code, id, vassalage,
       array_position($1::text[], category_code::text) - 1 as c
     from games where category_code = any($1::text[]) and enabled = 1
     order by category_code, id`,
    [CATEGORIES],
  );
  const { rows: games } = await client.query('select count(*)::int as n from bench_games');
  if (games[0].n !== CATEGORIES.length) throw new Error('the demo catalogue lacks a category');
  // Foreign keys are checked by triggers; the generated ids are those just read.
  await client.query('set session_replication_role = replica');
  for (let start = 1; start <= BETS; start += BET_CHUNK) {
    const end = Math.min(BETS, start + BET_CHUNK - 1);
    await client.query(
      `insert into bet_rounds (provider, round_id, member_id, game_id, category_code, vassalage,
         wallet, currency, stake, payout, status, created_at, settled_at, team_counted)
       select 'bench', 'b' || b.g, a.id, x.id, x.category_code, x.vassalage, 'main', 'MYR',
         b.stake,
         case when random() < 0.45 then floor(b.stake * (0.5 + random() * 3.3))::bigint else 0 end,
         'settled', b.at - interval '40 seconds', b.at, 1
       from (
         select g, k, (100 + floor(power(random(), 3) * 49900))::bigint as stake,
           case when random() < 0.8 then k % 4 else (k + 1 + floor(random() * 3)::int) % 4 end as c,
           now() - (((k * 7 + floor(random() * (3 + (k * 13) % 25))::int * 2) % ${DAYS})
             + random()) * interval '1 day' as at
         from (
           select g, floor(power(random(), 2) * $1::int)::int as k
           from generate_series($2::int, $3::int) g
         ) r
       ) b
       join bench_active a on a.k = b.k
       join bench_games x on x.c = b.c`,
      [active, start, end],
    );
    process.stderr.write(`agent-reports: ${end} bets\n`);
  }
  await client.query('set session_replication_role = origin');
  return active;
}

/** Credited deposits of about 55% of the players: 1 to 8 each over the last 60 days. */
export async function loadDeposits(client) {
  await client.query('set session_replication_role = replica');
  const { rowCount } = await client.query(
    `insert into deposit_orders (order_no, member_id, channel_id, amount, currency, status,
       client_reference, request_hash, turnover_bps, credited_at, created_at, updated_at)
     select 'BD' || m.id || 'N' || n, m.id, ch.id, (10 + floor(power(random(), 2) * 990)) * 100,
       'MYR', 'success', 'bench-' || n, md5(m.id || '-' || n || 'x') || md5(m.id::text), 100,
       t.at, t.at - interval '2 minutes', t.at
     from members m
     cross join lateral generate_series(1, 1 + (m.id * 7) % 8) n
     cross join lateral (select now() - (random() * ${DAYS} + 0 * n) * interval '1 day' as at) t
     cross join (select id from deposit_channels order by id limit 1) ch
     where m.type = 0 and m.account_key like 'bench5\\_%' and m.id % 20 < 11`,
  );
  await client.query('set session_replication_role = origin');
  return rowCount;
}

/** The days of wallet movements written for the players (the team transactions' week and a day). */
const LEDGER_DAYS = 8;

/**
 * The players' wallet movements of the last LEDGER_DAYS days, as the seamless wallet books their
 * rounds: each round a `bet` transfer of its stake from the player's main wallet to the provider
 * clearing account, and a `payout` transfer back when it paid, at the round's instants, plus the
 * credited deposits of those days (`deposit`, from payment clearing). Each transfer has its two
 * entries, and its place in the ledger chain (`chain_seq`) as the chainer gives it; the team
 * ledger days' cursor is put after them, so `reports rebuild` counts them. The main accounts
 * get the balance their movements leave. Answers the transfers written.
 */
export async function loadLedger(client) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into ledger_accounts (code, owner_type, member_id, wallet, currency, balance)
     select 'member:' || m.id || ':main', 'member', m.id, 'main', 'MYR', 0
     from members m where m.account_key like 'bench5\\_%'
     on conflict (code) do nothing`,
  );
  const account = {};
  for (const name of ['provider_clearing', 'payment_clearing']) {
    const { rows } = await client.query(
      `insert into ledger_accounts (code, owner_type, wallet, currency, allow_negative)
       values ($1, 'system', $2, 'MYR', 1)
       on conflict (code) do update set code = excluded.code returning id`,
      [`system:${name}:MYR`, name],
    );
    account[name] = rows[0].id;
  }
  // The statements below join the new rows: planned with their statistics.
  await client.query('analyze bet_rounds, deposit_orders, ledger_accounts');
  const { rows: last } = await client.query(
    'select coalesce(max(chain_seq), 0)::bigint as seq from ledger_transfers',
  );
  const { rowCount } = await client.query(
    `insert into ledger_transfers (idempotency_key, request_hash, kind, from_account_id,
       to_account_id, amount, currency, reference, created_at, chain_seq)
     select key, md5(key), kind, from_id, to_id, amount, 'MYR', reference, at,
       $4::bigint + row_number() over (order by at, key)
     from (
       select 'bench-bet:' || r.round_id as key, 'bet' as kind, a.id as from_id,
         $1::int as to_id, r.stake as amount, r.round_id as reference, r.created_at as at
       from bet_rounds r join ledger_accounts a on a.member_id = r.member_id and a.wallet = 'main'
       where r.provider = 'bench' and r.created_at >= now() - $3::int * interval '1 day'
       union all
       select 'bench-payout:' || r.round_id, 'payout', $1::int, a.id, r.payout, r.round_id,
         r.settled_at
       from bet_rounds r join ledger_accounts a on a.member_id = r.member_id and a.wallet = 'main'
       where r.provider = 'bench' and r.payout > 0
         and r.created_at >= now() - $3::int * interval '1 day'
       union all
       select 'bench-deposit:' || d.order_no, 'deposit', $2::int, a.id, d.amount, d.order_no,
         d.credited_at
       from deposit_orders d join ledger_accounts a on a.member_id = d.member_id and a.wallet = 'main'
       where d.order_no like 'BD%' and d.credited_at >= now() - $3::int * interval '1 day'
     ) moves`,
    [account.provider_clearing, account.payment_clearing, LEDGER_DAYS, last[0].seq],
  );
  await client.query(
    `insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
     select t.id, side.account_id, side.amount, 0, t.created_at
     from ledger_transfers t
     cross join lateral (values (t.from_account_id, -t.amount), (t.to_account_id, t.amount))
       as side(account_id, amount)
     where t.chain_seq > $1::bigint`,
    [last[0].seq],
  );
  await client.query(
    `update ledger_accounts a set balance = greatest(0, s.balance)
     from (select account_id, sum(amount) as balance from ledger_entries group by account_id) s
     where s.account_id = a.id and a.owner_type = 'member'`,
  );
  await client.query(
    `update report_cursors set position = (select max(chain_seq) from ledger_transfers)
     where name = 'team-ledger-days'`,
  );
  await client.query('set session_replication_role = origin');
  return rowCount;
}
