// Loaded into the server process by the soak scenario (`NODE_OPTIONS=--import=<this file>`), never
// by the server itself: every SOAK_PROBE_MS (1000) it appends one JSON line to SOAK_PROBE_FILE with
// the process's resident memory, heap, open file descriptors (/proc/self/fd), active libuv
// resources and the event-loop delay since the last line (perf_hooks histogram, in ms).
import { appendFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const timer = setInterval(
    () => {
      let fds = null;
      try {
        fds = readdirSync('/proc/self/fd').length;
      } catch {
        // not Linux
      }
      const memory = process.memoryUsage();
      const line = {
        at: Date.now(),
        pid: process.pid,
        rssMb: Math.round(memory.rss / 2 ** 20),
        heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
        fds,
        resources: process.getActiveResourcesInfo().length,
        loopP50Ms: ms(histogram.percentile(50)),
        loopP99Ms: ms(histogram.percentile(99)),
        loopMaxMs: ms(histogram.max),
      };
      histogram.reset();
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    Number(process.env.SOAK_PROBE_MS ?? 1000),
  );
  timer.unref();
}
