import { PostgresAdapter, sql } from 'kysely';
import type { TestApp } from './helper.js';

/**
 * Waits until every event written so far is one the consumers may read. On PostgreSQL they read
 * only below the oldest transaction still running anywhere in the database (decision 024), and
 * the other test files' transactions run beside this one's; SQLite shows them at once.
 */
export async function untilEventsVisible(t: TestApp): Promise<void> {
  if (!(t.db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (let attempt = 0; ; attempt++) {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from domain_events
      where tx_id >= pg_snapshot_xmin(pg_current_snapshot())::text::bigint`.execute(t.db);
    if (Number(rows[0]!.n) === 0) return;
    if (attempt >= 1_000) throw new Error('events still behind a running transaction after 25 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
