// Throughput of the authenticated header balance (GET /wps/v2/wallets/balance) for a signed-in
// member at 64 connections, against a bare Fastify hello-world measured in the same run. The call
// the site makes most often while a member plays: every request authenticates the session token
// and reads the member's wallets from the ledger. BENCH_DATABASE_URL runs the portal on
// PostgreSQL (an empty database; the server migrates and seeds it).
import { baseline, load } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';
import { signIn } from '../lib/setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;

export async function run() {
  const base = await baseline({ connections: CONNECTIONS, duration: DURATION_S });

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const portal = await startPortal({
    VERIFY_NEW_IP: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    // Measured once the first job poll's catch-up on the demo data is over (decision 079).
    const quietSeconds = await portal.quiet();
    // The seed's demo member.
    const token = await signIn(portal.url, 'demo01', 'Demo1234');
    const url = `${portal.url}/wps/v2/wallets/balance`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await fetch(url, { headers })).json();
    if (!first.success) throw new Error(`balance failed: ${JSON.stringify(first)}`);

    const result = await load({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    const reqPerSec = Math.round(result.requests.average);
    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'http-balance',
      db: databaseUrl ? 'postgres' : 'sqlite',
      connections: CONNECTIONS,
      durationS: DURATION_S,
      quietSeconds,
      reqPerSec,
      p99Ms: result.latency.p99,
      failed: result.non2xx + result.errors,
      baselineReqPerSec,
      baselineP99Ms: base.latency.p99,
      ratio: Math.round((reqPerSec / baselineReqPerSec) * 100) / 100,
    };
  } finally {
    await portal.stop();
  }
}
