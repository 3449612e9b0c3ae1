// A built portal server that a scenario can kill with SIGKILL and start again on the same database
// and port, as a crash and a supervisor's restart would. Clients wait on `whenUp()` between a
// kill and the restart instead of piling up refused connections.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { freePort, HOUSE_SECRET, SERVER_MAIN } from './server.mjs';

export { HOUSE_SECRET };

/** Environment of every start; `env` (the database, pool, poll interval) is added to it. */
export function portalEnvironment(port, env) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOUSE_PROVIDER_SECRET: HOUSE_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    // Load scenarios measure the server, not its per-client rate limit.
    RATE_LIMIT_MAX: '0',
    ...env,
  };
}

export async function portalProcess() {
  const port = await freePort();
  const log = process.env.BENCH_SERVER_LOG;
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let gate = null;
  let open = () => {};
  const close = () => {
    gate = new Promise((resolveGate) => (open = resolveGate));
  };
  close();

  const exited = (server) =>
    server.exitCode !== null || server.signalCode !== null
      ? Promise.resolve()
      : new Promise((done) => server.once('exit', done));

  return {
    url,
    port,
    /** Resolves while the server is up; after a kill, once it has been started again. */
    whenUp: () => gate,
    /** Starts the server with `env` and waits until it answers its health check. */
    async start(env) {
      if (child) throw new Error('the portal is already running');
      const started = spawn(process.execPath, [SERVER_MAIN], {
        env: portalEnvironment(port, env),
        // BENCH_SERVER_LOG=<file> keeps the server's log (errors only) of every start there.
        stdio: ['ignore', log ? openSync(log, 'a') : 'ignore', 'inherit'],
      });
      child = started;
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`portal exited with ${started.exitCode}`);
        try {
          if ((await fetch(`${url}/wps/system/health`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error('portal did not start within 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      open();
    },
    /** SIGKILL: no handler runs, in-flight requests and transactions are cut off. */
    async kill() {
      close();
      const dying = child;
      child = null;
      dying.kill('SIGKILL');
      await exited(dying);
    },
    /** SIGTERM: the server finishes in-flight requests and closes the database. */
    async stop() {
      if (!child) return;
      close();
      const stopping = child;
      child = null;
      stopping.kill('SIGTERM');
      await exited(stopping);
    },
  };
}
