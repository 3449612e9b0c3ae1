// What the scenarios measure with: autocannon loads, the bare Fastify baseline measured in the
// same run, percentiles, and the machine and its load average (other work on a shared machine
// shows there).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { cpus, loadavg, totalmem } from 'node:os';
import { freePort } from './server.mjs';

export { cpuShares, postgresCpuMs, processCpuMs } from './cpu.mjs';

/** One autocannon run (`connections`, `duration` and the requests in `options`). */
export function load(options) {
  return new Promise((done, fail) =>
    autocannon(options, (err, result) => (err ? fail(err) : done(result))),
  );
}

/** A bare Fastify hello-world under the same load: what the machine gives any HTTP server. */
export async function baseline({ connections, duration }) {
  const server = Fastify();
  server.get('/', async () => ({ success: true, value: null }));
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  try {
    return await load({ url: `http://127.0.0.1:${port}/`, connections, duration });
  } finally {
    await server.close();
  }
}

export const round1 = (n) => Math.round(n * 10) / 10;

/** Seconds since `start` (a performance.now()), to a tenth. */
export const secondsSince = (start) => Math.round((performance.now() - start) / 100) / 10;

/** The p-th percentile (0 to 1) of the values to a tenth, or null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return round1(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
}

/** The machine: cores, CPU model and (unless `memory` is false) its memory in GB. */
export function machine({ memory = true } = {}) {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model.trim(),
    ...(memory ? { memoryGb: Math.round(totalmem() / 2 ** 30) } : {}),
  };
}

/** The machine's 1-minute load average, to a tenth. */
export const loadAverage = () => round1(loadavg()[0]);

/** Times a method of an object from now on: its calls and milliseconds in `timing[name]`. */
export function timed(target, name, timing) {
  const original = target[name].bind(target);
  timing[name] = { calls: 0, ms: 0 };
  target[name] = async (...args) => {
    const t0 = performance.now();
    try {
      return await original(...args);
    } finally {
      timing[name].calls += 1;
      timing[name].ms += performance.now() - t0;
    }
  };
}
