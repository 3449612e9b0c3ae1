// Starts the built portal server on a free port with its own SQLite file, for one scenario.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processCpuMs } from './cpu.mjs';

/** The built server's entry point, which every scenario starts as a process of its own. */
export const SERVER_MAIN = resolve(import.meta.dirname, '..', '..', 'apps/server/dist/main.js');
/** The secret the server's built-in house provider signs with (and the seamless calls need). */
export const HOUSE_SECRET = 'bench-house-provider-secret-0123456789abcdef';

export function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

export async function startPortal(extraEnv = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops
  // (`node bench/profile-top.mjs <file>` lists its top frames).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOUSE_PROVIDER_SECRET: HOUSE_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dir, 'bench.db'),
      LOG_LEVEL: 'warn',
      // Load scenarios measure the server, not its per-client rate limit.
      RATE_LIMIT_MAX: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A scenario ended by an exception must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/wps/system/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('portal did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const startedAt = Date.now();
  return {
    url,
    pid: child.pid,
    /**
     * Waits until the server is idle: past its job runner's first poll (JOBS_POLL_MS, 5 s by
     * default; that poll starts catching up on whatever fell due before), then until it has
     * used under 5 % of a core for a whole second, for 60 s at most. On the demo data the first
     * poll settles the agency contracts' periods of the last 35 days (about 4,000 statements,
     * 4 s of a core): a throughput measured meanwhile is that catch-up's too. The seconds waited.
     */
    async quiet() {
      const t0 = Date.now();
      const firstPoll = Number(extraEnv.JOBS_POLL_MS ?? process.env.JOBS_POLL_MS ?? 5_000);
      const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
      if (firstPoll > 0) await sleep(Math.max(0, startedAt + firstPoll + 500 - Date.now()));
      let before = processCpuMs(child.pid);
      while (before !== null && Date.now() - t0 < 60_000) {
        await sleep(1_000);
        const now = processCpuMs(child.pid);
        if (now - before < 50) break;
        before = now;
      }
      return Math.round((Date.now() - t0) / 100) / 10;
    },
    /** SIGKILL, as a crash: no shutdown of any kind. */
    async kill() {
      process.off('exit', killOnExit);
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
