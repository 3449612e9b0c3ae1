// The scale-out scenario's load balancer: a small round-robin HTTP proxy (http.request piping,
// keep-alive to each instance), run as a process of its own so that it does not share an event
// loop with the load generator. `node scale-out-proxy.mjs <port> <target>...` listens on <port>;
// GET /__proxy/stats answers how many requests each target got. `startProxy(targets)` spawns it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.mjs';

function serve(port, targets) {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    if (request.url === '/__proxy/stats') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ targets, counts }));
      return;
    }
    const i = next;
    next = (next + 1) % targets.length;
    counts[i] += 1;
    const target = new URL(targets[i]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
        agent: agents[i],
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(Number(process.argv[2]), process.argv.slice(3));
}

/** Starts the proxy over `targets` (base URLs) in a process of its own: `{ url, stats, stop }`. */
export async function startProxy(targets) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), String(port), ...targets],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    stats: async () => (await fetch(`${url}/__proxy/stats`)).json(),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
