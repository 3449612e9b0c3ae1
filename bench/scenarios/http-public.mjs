// Throughput of the public calls every page load makes, against a bare Fastify baseline
// measured in the same run on the same machine.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startPortal } from '../lib/server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;

function load(url) {
  return new Promise((done, fail) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (err, result) =>
      err ? fail(err) : done(result),
    ),
  );
}

export async function run() {
  const baseline = Fastify();
  baseline.get('/', async () => ({ success: true, value: null }));
  const basePort = await freePort();
  await baseline.listen({ port: basePort, host: '127.0.0.1' });
  const base = await load(`http://127.0.0.1:${basePort}/`);
  await baseline.close();

  const portal = await startPortal();
  try {
    const figures = {};
    for (const [name, path] of [
      ['status', '/wps/system/status'],
      ['whitelabel', '/wps/system/whitelabel?host=localhost'],
      ['gameMenus', '/lgw/games/game_menus'],
      ['announcements', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W'],
    ]) {
      const r = await load(portal.url + path);
      figures[name] = {
        reqPerSec: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        non2xx: r.non2xx + r.errors,
      };
    }
    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'http-public',
      db: 'sqlite',
      connections: CONNECTIONS,
      durationS: DURATION_S,
      ...figures,
      baselineReqPerSec,
      ratio: Math.round((figures.status.reqPerSec / baselineReqPerSec) * 100) / 100,
    };
  } finally {
    await portal.stop();
  }
}
