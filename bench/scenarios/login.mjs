// Successful password logins per second and their p99 at 32 concurrent clients, with the argon2id
// hash time of the configured parameters measured in the same run. Logins are the costly public call:
// every one verifies an argon2id hash, so this bounds how fast members can sign in per instance.
import { hash, verify } from '@node-rs/argon2';
import { load } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';
import { loginBody } from '../lib/setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

async function argon2Timing(samples = 15) {
  const stored = await hash('Demo1234', ARGON2);
  const hashMs = [];
  const verifyMs = [];
  for (let i = 0; i < samples; i++) {
    let start = performance.now();
    await hash(`password-${i}`, ARGON2);
    hashMs.push(performance.now() - start);
    start = performance.now();
    await verify(stored, 'Demo1234');
    verifyMs.push(performance.now() - start);
  }
  const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return {
    hashMs: Math.round(median(hashMs) * 10) / 10,
    verifyMs: Math.round(median(verifyMs) * 10) / 10,
  };
}

export async function run() {
  const argon2 = await argon2Timing();
  // New-IP verification is a per-member policy; every bench client shares one address anyway.
  // BENCH_DATABASE_URL runs the same scenario on PostgreSQL (a fresh schema is not made: use an
  // empty database, e.g. postgres://postgres@127.0.0.1:5432/bench).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const portal = await startPortal({
    VERIFY_NEW_IP: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    // Measured once the first job poll's catch-up on the demo data is over (decision 079).
    const quietSeconds = await portal.quiet();
    // The demo member of the seed; one encrypted body is reused, as a replayed request would be.
    const body = await loginBody(portal.url, 'demo01', 'Demo1234');
    const first = await fetch(`${portal.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const firstBody = await first.json();
    if (!firstBody.success) throw new Error(`login failed: ${JSON.stringify(firstBody)}`);

    const result = await load({
      connections: CONNECTIONS,
      duration: DURATION_S,
      url: `${portal.url}/wps/session/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const ok = result['2xx'];
    return {
      scenario: 'login',
      db: databaseUrl ? 'postgres' : 'sqlite',
      connections: CONNECTIONS,
      durationS: DURATION_S,
      quietSeconds,
      loginsPerSecond: Math.round(ok / DURATION_S),
      p99Ms: result.latency.p99,
      p50Ms: result.latency.p50,
      failed: result.non2xx + result.errors,
      argon2,
    };
  } finally {
    await portal.stop();
  }
}
