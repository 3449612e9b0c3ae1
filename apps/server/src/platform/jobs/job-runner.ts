import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { JobsRepository } from './jobs.repository.js';

export interface JobContext {
  jobId: number;
  /** The runner's clock: tests pass a later instant to run what would be due then. */
  now: Date;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface ScheduleInput {
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** At most one job per key, ever: a second schedule with the same key is ignored. */
  uniqueKey?: string;
}

export interface RunSummary {
  done: number;
  failed: number;
  retried: number;
}

/** A job that failed this many times stays `failed` (last_error says why). */
export const MAX_ATTEMPTS = 8;
/** A claimed job whose runner died is claimed again after this long. */
export const LEASE_MS = 5 * 60_000;
/** The delay before attempt n + 1 after n failures: 30 s, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** (failedAttempts - 1));
}

/**
 * The one scheduler of ARCHITECTURE section 3 (auto-receipt of withdrawals, vendor transfer
 * checks, later settlements and draws; docs/decisions/013-ledger-and-jobs.md). Jobs are rows: on
 * PostgreSQL a batch is claimed with `FOR UPDATE SKIP LOCKED`, so several instances never run the
 * same job; on SQLite the single process claims them through its one connection. A claim is a
 * lease: a job whose runner died is claimed again when it runs out. A job runs at least once, so
 * handlers must be idempotent (ledger keys, conditional status updates). A failed job is retried
 * with a growing delay, and stays `failed` after MAX_ATTEMPTS.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly passes: ((now: Date, signal: AbortSignal) => Promise<void>)[] = [];
  private readonly repository: JobsRepository;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunSummary> | null = null;
  /** Aborted by stop(): a pass ends its work at the next safe point instead of draining it. */
  private stopping = new AbortController();

  constructor(
    private readonly db: DB,
    private readonly onError: (
      error: unknown,
      job: { id: number; kind: string },
    ) => void = () => {},
  ) {
    this.repository = new JobsRepository(db);
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, handler);
  }

  /**
   * Work the polls run after the due jobs (the domain event consumers): each poll once, one poll
   * at a time, failures reported like a job's. `signal` aborts when the runner stops: a pass
   * that loops over a backlog stops between its transactions and leaves the rest for the next.
   */
  addPass(pass: (now: Date, signal: AbortSignal) => Promise<void>): void {
    this.passes.push(pass);
  }

  /** Adds a job; pass the caller's transaction so the job exists only if the work commits. */
  async schedule(input: ScheduleInput, executor: Executor = this.db): Promise<void> {
    await this.repository.insert(
      {
        kind: input.kind,
        unique_key: input.uniqueKey ?? null,
        payload: JSON.stringify(input.payload ?? {}),
        run_at: nowIso(input.runAt),
      },
      executor,
    );
  }

  /** Claims and runs every job due at `now`, a batch at a time. */
  async runDue(now: Date = new Date(), batch = 20): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, failed: 0, retried: 0 };
    for (;;) {
      const jobs = await this.claim(now, batch);
      for (const job of jobs) {
        const outcome = await this.runOne(job, now);
        summary[outcome] += 1;
      }
      if (jobs.length < batch) return summary;
    }
  }

  /** Polls every `intervalMs` until stop(); one pass at a time. */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.poll().finally(() => {
        this.running = null;
      });
    }, intervalMs);
    this.timer.unref();
  }

  /** One poll: the due jobs, then every pass. */
  private async poll(): Promise<RunSummary> {
    const now = new Date();
    const summary = await this.runDue(now).catch((error: unknown) => {
      this.report(error, { id: 0, kind: 'claim' });
      return { done: 0, failed: 0, retried: 0 };
    });
    const { signal } = this.stopping;
    for (const pass of this.passes) {
      if (signal.aborted) break;
      await pass(now, signal).catch((error: unknown) =>
        this.report(error, { id: 0, kind: 'pass' }),
      );
    }
    return summary;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.running;
  }

  /** Marks a batch of due jobs (and jobs whose lease ran out) as running, in id order. */
  private async claim(now: Date, batch: number) {
    const jobs = await this.repository.claim(now, new Date(now.getTime() + LEASE_MS), batch);
    return jobs.sort((a, b) => a.id - b.id);
  }

  private async runOne(
    job: { id: number; kind: string; payload: string; attempts: number },
    now: Date,
  ): Promise<keyof RunSummary> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload) as Record<string, unknown>, {
        jobId: job.id,
        now,
        attempt: job.attempts,
      });
      await this.finish(job, { status: 'done', last_error: null });
      return 'done';
    } catch (error) {
      this.report(error, job);
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= MAX_ATTEMPTS) {
        await this.finish(job, { status: 'failed', last_error: message });
        return 'failed';
      }
      await this.finish(job, {
        status: 'pending',
        last_error: message,
        run_at: nowIso(new Date(now.getTime() + retryDelayMs(job.attempts))),
      });
      return 'retried';
    }
  }

  /** A failing reporter must neither leave the job claimed nor stop the polling. */
  private report(error: unknown, job: { id: number; kind: string }) {
    try {
      this.onError(error, job);
    } catch {
      // Nothing more to tell anyone.
    }
  }

  /**
   * Records the outcome of this claim only: each claim adds one attempt, so when the lease ran
   * out and another runner claimed the job since, its outcome is the one that stays.
   */
  private async finish(
    job: { id: number; attempts: number },
    change: { status: 'done' | 'failed' | 'pending'; last_error: string | null; run_at?: string },
  ) {
    await this.repository.finish(job, change);
  }
}
