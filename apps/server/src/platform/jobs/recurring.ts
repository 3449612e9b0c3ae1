import type { DB } from '../../db/database.js';
import type { JobContext, JobRunner } from './job-runner.js';
import { JobsRepository } from './jobs.repository.js';

export interface RecurringJob {
  kind: string;
  everyMs: number;
  run: (context: JobContext) => Promise<void>;
}

/**
 * Work that repeats (clean-ups, later settlements) as ordinary jobs: one row per time slot, keyed
 * `<kind>:<slot>`, so however many instances start, each slot runs once. Each run schedules the
 * next slot; `scheduleNext` at start-up fills the gap after a pause.
 */
export class RecurringJobs {
  constructor(
    private readonly jobs: JobRunner,
    private readonly definitions: readonly RecurringJob[],
  ) {
    for (const job of definitions) {
      jobs.register(job.kind, async (_payload, context) => {
        await job.run(context);
        await this.schedule(job, context.now, 1);
      });
    }
  }

  /** Schedules the current slot of every recurring job (ignored when it already exists). */
  async scheduleNext(now: Date = new Date()): Promise<void> {
    for (const job of this.definitions) await this.schedule(job, now, 0);
  }

  private async schedule(job: RecurringJob, now: Date, ahead: number): Promise<void> {
    const slot = Math.floor(now.getTime() / job.everyMs) + ahead;
    await this.jobs.schedule({
      kind: job.kind,
      runAt: new Date(slot * job.everyMs),
      uniqueKey: `${job.kind}:${slot}`,
    });
  }
}

/** Finished jobs are history for a while, then removed (failed ones stay for an operator). */
export async function pruneFinishedJobs(db: DB, before: Date): Promise<void> {
  await new JobsRepository(db).deleteDone(before);
}
