// Two built server instances on one PostgreSQL schema and one Redis (REDIS_URL) behind a small
// round-robin Node proxy (../lib/scale-out-proxy.mjs, a process of its own), as a deployment
// behind a load balancer runs them (ARCHITECTURE section 3, issue 28). Both run their job runners
// (JOBS_POLL_MS 250). Each check is a boolean with its figure:
// - `sessionRevocation`: a session signed out on one instance is refused on the other (which had
//   just served it from its session cache) within 1 s.
// - `contentChange`: a vendor renamed in the catalogue shows in the menu of both within 1 s.
// - `lotteryCutoff`: the lottery placement (64 connections) through the proxy across a draw's
//   cut-off: no ticket placed after the close on either, every accepted ticket with its debit.
// - `jobsOnce`: BENCH_JOBS (200) jobs due within 2 s, both runners polling: each done, claimed once.
// - `eventsOnce`: after BENCH_DURATION seconds (10) of mixed member traffic through the proxy,
//   every event consumer drains, no dead letter, and the agent figures equal a rebuild.
// - `sharedLoginLimit`: wrong passwords alternately on each instance lock the account after
//   LOGIN_LOCK_AFTER (4) failures counted across both.
// - `throughput`: the public status call and the member balance at 32 connections for
//   BENCH_DURATION seconds, straight to one instance, through the proxy to one, through the proxy
//   to both (`ratio` = both / one through the proxy).
// A fresh schema of BENCH_DATABASE_URL (dropped afterwards) and Redis database BENCH_REDIS_DB (11)
// of BENCH_REDIS_URL (redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../lib/built/database.mjs';
import { freshSchema } from '../lib/databases.mjs';
import { load, loadAverage, machine } from '../lib/measure.mjs';
import { portalProcess } from '../lib/portal-process.mjs';
import {
  alignFigures,
  contentChange,
  eventsOnce,
  jobsOnce,
  lotteryCutoff,
  sessionRevocation,
  sharedLoginLimit,
} from '../lib/scale-out-checks.mjs';
import { startProxy } from '../lib/scale-out-proxy.mjs';
import { eventServices } from '../lib/soak-monitor.mjs';
import { createPlayers } from '../lib/setup.mjs';
import { DEMO, migrateAndSeed, pickKind, prepare, step } from '../lib/soak-workload.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 8);
const JOBS = Number(process.env.BENCH_JOBS ?? 200);
const LOCK_AFTER = 4;
const CONNECTIONS = 32;

const log = (text) => process.stderr.write(`scale-out: ${text}\n`);

function redisUrl() {
  const base = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  return `${base.replace(/\/\d*$/, '')}/${process.env.BENCH_REDIS_DB ?? 11}`;
}

async function throughput(targets, token) {
  const figures = {};
  for (const [name, path, headers] of [
    ['status', '/wps/system/status', {}],
    ['balance', '/wps/v2/wallets/balance', { authorization: `Bearer ${token}` }],
  ]) {
    figures[name] = {};
    for (const [via, url] of Object.entries(targets)) {
      const loadAvg = loadAverage();
      const r = await load({
        url: url + path,
        headers,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      figures[name][via] = {
        reqPerSec: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        non2xx: r.non2xx + r.errors,
        load: loadAvg,
      };
    }
    figures[name].ratio =
      Math.round((figures[name].proxyToBoth.reqPerSec / figures[name].proxyToOne.reqPerSec) * 100) /
      100;
  }
  return figures;
}

export async function run() {
  const schema = await freshSchema('scaleout');
  const db = createDatabase({ DATABASE_URL: schema.url, DATABASE_POOL_SIZE: 4, SQLITE_PATH: '' });
  const client = new pg.Client({ connectionString: schema.url });
  const env = {
    DATABASE_URL: schema.url,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    REDIS_URL: redisUrl(),
    // Pub/sub ignores the database number: the channels are this run's own by their prefix.
    REDIS_PREFIX: `bench-scale-out-${process.pid}:`,
    JOBS_POLL_MS: '250',
    LOGIN_LOCK_AFTER: String(LOCK_AFTER),
    LOGIN_CAPTCHA_AFTER: '1000',
    LOGIN_IP_LOCK_AFTER: '1000',
  };
  let events = null;
  const a = await portalProcess();
  const b = await portalProcess();
  const proxies = [];
  try {
    // Migrated and seeded here; then one instance after the other.
    await migrateAndSeed(db, schema.url);
    await a.start(env);
    await b.start(env);
    events = eventServices(schema.url);
    const both = await startProxy([a.url, b.url]);
    proxies.push(both);
    const one = await startProxy([a.url]);
    proxies.push(one);
    await client.connect();
    const world = await prepare({
      url: both.url,
      db,
      client,
      members: MEMBERS,
      prefix: 'scale',
      drawMinutes: 60,
    });
    // An account of its own for the login limit (the demo password's hash): a fresh key per run.
    const [locked] = await createPlayers(db, {
      prefix: `lock${randomBytes(3).toString('hex')}`,
      count: 1,
    });
    await client.query(
      `update members set password_hash = (select password_hash from members where account = $1)
       where id = $2`,
      [DEMO.account, locked.id],
    );
    const vassalage = (
      await db
        .selectFrom('games')
        .select('vassalage')
        .where('game_code', '=', world.gameCode)
        .executeTakeFirstOrThrow()
    ).vassalage;
    log('two instances up; checking');

    const checks = {};
    checks.sessionRevocation = await sessionRevocation(a.url, b.url, DEMO.account, DEMO.password);
    log(`session: ${JSON.stringify(checks.sessionRevocation)}`);
    checks.contentChange = await contentChange(a.url, b.url, db, vassalage);
    log(`content: ${JSON.stringify(checks.contentChange)}`);
    checks.sharedLoginLimit = await sharedLoginLimit(a.url, b.url, locked.account, LOCK_AFTER);
    log(`login limit: ${JSON.stringify(checks.sharedLoginLimit)}`);
    checks.jobsOnce = await jobsOnce(db, JOBS);
    log(`jobs: ${JSON.stringify(checks.jobsOnce)}`);
    checks.lotteryCutoff = {
      ...(await lotteryCutoff(both.url, client, world.players, schema.url)),
    };
    log(`lottery: ${JSON.stringify(checks.lotteryCutoff)}`);

    // Mixed member traffic through the proxy, then the consumers' work checked.
    await alignFigures(db);
    const until = Date.now() + DURATION_S * 1000;
    const failures = {};
    let calls = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (Date.now() < until) {
          await step(both.url, world, pickKind(), ({ kind, status, ok, answer }) => {
            calls += 1;
            if (!ok) {
              const key = `${kind} ${status} ${answer?.errorCode ?? ''}`.trim();
              failures[key] = (failures[key] ?? 0) + 1;
            }
          });
        }
      }),
    );
    checks.eventsOnce = {
      mixedCalls: calls,
      mixedFailures: failures,
      ...(await eventsOnce(db, client, events)),
    };
    log(`events: ${JSON.stringify(checks.eventsOnce)}`);

    const token = world.players[0].bearer;
    const figures = await throughput(
      { direct: a.url, proxyToOne: one.url, proxyToBoth: both.url },
      token,
    );
    const stats = await both.stats();
    return {
      scenario: 'scale-out',
      db: 'postgres',
      instances: 2,
      redis: true,
      allOk: Object.values(checks).every((c) => c.ok),
      checks: Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check.ok])),
      ...checks,
      throughput: { connections: CONNECTIONS, durationS: DURATION_S, ...figures },
      proxySplit: stats.counts,
      machine: machine(),
      loadAverage: loadAverage(),
    };
  } finally {
    for (const proxy of proxies) await proxy.stop();
    await a.stop();
    await b.stop();
    await events?.close();
    await client.end().catch(() => undefined);
    await db.destroy();
    await schema.drop();
  }
}
