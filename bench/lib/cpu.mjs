// CPU time of the processes of a run (Linux /proc), which a shared machine's load moves less
// than the throughput.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time a process has used so far, user and system, in ms (Linux: /proc/<pid>/stat,
 * in clock ticks of 10 ms); null where /proc is not there. The difference over a run, divided
 * by its requests, is the process's own cost of a request, which the machine's load moves much
 * less than its throughput.
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The CPU time in ms used so far by every PostgreSQL process of the machine (the server and its
 * backends: those whose command is `postgres`); null where /proc is not there.
 */
export function postgresCpuMs() {
  try {
    let total = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let command;
      try {
        command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {
        continue; // gone meanwhile
      }
      if (command === 'postgres') total += processCpuMs(pid) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * CPU time of the parts of a run, from `cpuShares()` before it to `.end(count)` after it: ms per
 * `count` (an accepted ticket, say) of the server process, PostgreSQL and this load generator.
 */
export function cpuShares(serverPid) {
  const start = {
    server: processCpuMs(serverPid),
    postgres: postgresCpuMs(),
    bench: process.cpuUsage(),
  };
  return {
    end(count) {
      const per = (ms) =>
        ms === null || count === 0 ? null : Math.round((ms / count) * 100) / 100;
      const server = processCpuMs(serverPid);
      const postgres = postgresCpuMs();
      const bench = process.cpuUsage(start.bench);
      return {
        server: per(start.server === null ? null : server - start.server),
        postgres: per(start.postgres === null ? null : postgres - start.postgres),
        loadGenerator: per((bench.user + bench.system) / 1000),
      };
    },
  };
}
