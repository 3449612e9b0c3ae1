// Throughput of the public calls every page load makes, against a bare Fastify baseline
// measured in the same run on the same machine.
import { baseline, load } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;

export async function run() {
  const base = await baseline({ connections: CONNECTIONS, duration: DURATION_S });

  const portal = await startPortal();
  try {
    // Measured once the first job poll's catch-up on the demo data is over (decision 079).
    const quietSeconds = await portal.quiet();
    const figures = {};
    for (const [name, path] of [
      ['status', '/wps/system/status'],
      ['whitelabel', '/wps/system/whitelabel?host=localhost'],
      ['gameMenus', '/lgw/games/game_menus'],
      ['announcements', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W'],
    ]) {
      const r = await load({
        url: portal.url + path,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
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
      quietSeconds,
      ...figures,
      baselineReqPerSec,
      ratio: Math.round((figures.status.reqPerSec / baselineReqPerSec) * 100) / 100,
    };
  } finally {
    await portal.stop();
  }
}
