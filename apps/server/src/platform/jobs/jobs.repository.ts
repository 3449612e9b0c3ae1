import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';

export interface NewJob {
  kind: string;
  unique_key: string | null;
  payload: string;
  run_at: string;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/** The jobs table: scheduling, claiming under a lease, outcomes, clean-up. */
export class JobsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = isPostgres(db);
  }

  /** Adds a job; a second one with the same unique key is ignored. */
  async insert(job: NewJob, executor: Executor = this.db): Promise<void> {
    await executor
      .insertInto('jobs')
      .values({ ...job, updated_at: nowIso() })
      .onConflict((conflict) => conflict.column('unique_key').doNothing())
      .execute();
  }

  /**
   * One statement marks a batch of due jobs (and jobs whose lease ran out) as running, leased
   * until `until`, one attempt more. On PostgreSQL the inner select skips rows another runner is
   * claiming at that moment and re-checks the rows it locks, so a job is never claimed by two
   * runners under one lease.
   */
  async claim(now: Date, until: Date, batch: number): Promise<ClaimedJob[]> {
    const at = nowIso(now);
    let due = this.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(batch);
    if (this.postgres) due = due.forUpdate().skipLocked();
    return this.db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_until: nowIso(until),
        attempts: sql`attempts + 1`,
        updated_at: nowIso(),
      })
      .where('id', 'in', due)
      .returning(['id', 'kind', 'payload', 'attempts'])
      .execute();
  }

  /** Records the outcome of one claim: only while the job is still running under that claim. */
  async finish(
    job: { id: number; attempts: number },
    change: { status: 'done' | 'failed' | 'pending'; last_error: string | null; run_at?: string },
  ): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ ...change, locked_until: null, updated_at: nowIso() })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .execute();
  }

  /** Deletes the jobs done before `before`. */
  async deleteDone(before: Date): Promise<void> {
    await this.db
      .deleteFrom('jobs')
      .where('status', '=', 'done')
      .where('updated_at', '<', nowIso(before))
      .execute();
  }
}
