// What the soak scenario watches besides the answers: the probe lines the server process writes
// (soak-probe.mjs: memory, descriptors, event-loop delay) and each event consumer's lag, the
// events of its types committed after its cursor, as the console's event stream counts them.
import { readFileSync } from 'node:fs';
import { createServices } from './built/app.mjs';
import { createDatabase, loadConfig } from './built/database.mjs';

/** The probe lines written so far (a half-written last line is skipped). */
export function probeLines(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * The portal's services built in this process on the scenario's database (nothing started), for
 * what the console's event stream reads: each registered consumer and its types.
 */
export function eventServices(url) {
  const config = loadConfig({ LOG_LEVEL: 'warn', DATABASE_URL: url, DATABASE_POOL_SIZE: 2 });
  const db = createDatabase(config);
  return { operator: createServices({ config, db }).eventsOperator, close: () => db.destroy() };
}

/**
 * Each consumer's lag, as the console's event stream shows it: `{ name: events of its types
 * after its cursor }` (pending dead letters added).
 */
export async function consumerLags(events) {
  const consumers = await events.operator.consumers();
  return Object.fromEntries(consumers.map((c) => [c.name, c.behind + c.pendingDeadLetters]));
}

/**
 * Seconds the oldest transaction holding a transaction id has run, anywhere on the PostgreSQL
 * cluster (any database or schema): the dispatcher reads only events below the cluster's xmin, so
 * while such a transaction runs no consumer of any schema gets past it.
 */
export async function oldestWriteTransactionSeconds(client) {
  const { rows } = await client.query(
    `select coalesce(extract(epoch from now() - min(xact_start)), 0)::float as s
     from pg_stat_activity where backend_xid is not null`,
  );
  return Math.round(rows[0].s);
}

/** Waits until no consumer is behind, up to `timeoutMs`: the seconds it took, or null. */
export async function drain(events, timeoutMs) {
  const t0 = performance.now();
  for (;;) {
    const lags = await consumerLags(events);
    if (Object.values(lags).every((lag) => lag === 0)) {
      return Math.round((performance.now() - t0) / 100) / 10;
    }
    if (performance.now() - t0 > timeoutMs) return null;
    await new Promise((r) => setTimeout(r, 500));
  }
}
