// Throughput of the authenticated header balance (GET /wps/v2/wallets/balance) for a signed-in
// member at 64 connections, against a bare Fastify hello-world measured in the same run. The call
// the site makes most often while a member plays: every request authenticates the session token
// and reads the member's wallets from the ledger. BENCH_DATABASE_URL runs the portal on
// PostgreSQL (an empty database; the server migrates and seeds it).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
import { freePort, startPortal } from '../lib/server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;

function load(options) {
  return new Promise((done, fail) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? fail(err) : done(result),
    ),
  );
}

/** Signs the seed's demo member in as the site does (encrypted body) and returns the token. */
async function signIn(url) {
  const { value: key } = await (await fetch(`${url}/wps/system/publicKey`)).json();
  const body = await encryptPayload(await importPublicKey(key), key.keyId, {
    username: 'demo01',
    password: 'Demo1234',
    type: 'username',
  });
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

export async function run() {
  const baseline = Fastify();
  baseline.get('/', async () => ({ success: true, value: null }));
  const basePort = await freePort();
  await baseline.listen({ port: basePort, host: '127.0.0.1' });
  const base = await load({ url: `http://127.0.0.1:${basePort}/` });
  await baseline.close();

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const portal = await startPortal({
    VERIFY_NEW_IP: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const token = await signIn(portal.url);
    const url = `${portal.url}/wps/v2/wallets/balance`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await fetch(url, { headers })).json();
    if (!first.success) throw new Error(`balance failed: ${JSON.stringify(first)}`);

    const result = await load({ url, headers });
    const reqPerSec = Math.round(result.requests.average);
    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'http-balance',
      db: databaseUrl ? 'postgres' : 'sqlite',
      connections: CONNECTIONS,
      durationS: DURATION_S,
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
