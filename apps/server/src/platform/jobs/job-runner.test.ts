import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { useTestApp } from '../../../test/helper.js';
import { JobRunner, LEASE_MS, MAX_ATTEMPTS, retryDelayMs, type JobContext } from './job-runner.js';

const t = useTestApp({ seed: false });

/** A fixed clock: the runner is given the instant, so nothing here waits for real time. */
const T0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeEach(async () => {
  // Each test starts from an empty queue: a runner claims every due job, whatever its kind.
  await t.db.deleteFrom('jobs').execute();
});

async function jobRows() {
  return t.db.selectFrom('jobs').selectAll().orderBy('id').execute();
}

/** A handler that records its calls and fails as often as told first. */
function recorder(failures = 0) {
  const calls: { payload: Record<string, unknown>; context: JobContext }[] = [];
  const handler = async (payload: Record<string, unknown>, context: JobContext) => {
    calls.push({ payload, context });
    if (calls.length <= failures) throw new Error(`failure ${calls.length}`);
  };
  return { calls, handler };
}

describe('job runner', () => {
  it('runs a job when it is due and not before, once', async () => {
    const runner = new JobRunner(t.db);
    const { calls, handler } = recorder();
    runner.register('receipt', handler);
    await runner.schedule({ kind: 'receipt', runAt: at(60_000), payload: { orderNo: 'W1' } });

    expect(await runner.runDue(at(59_999))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(calls).toHaveLength(0);

    expect(await runner.runDue(at(60_000))).toEqual({ done: 1, failed: 0, retried: 0 });
    const [job] = await jobRows();
    expect(calls).toEqual([
      { payload: { orderNo: 'W1' }, context: { jobId: job!.id, now: at(60_000), attempt: 1 } },
    ]);
    expect(job).toMatchObject({
      status: 'done',
      attempts: 1,
      locked_until: null,
      last_error: null,
    });

    expect(await runner.runDue(at(3_600_000))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(calls).toHaveLength(1);
  });

  it('keeps one job per unique key, even after it ran', async () => {
    const runner = new JobRunner(t.db);
    const { calls, handler } = recorder();
    runner.register('expire', handler);
    await runner.schedule({
      kind: 'expire',
      runAt: at(0),
      payload: { n: 1 },
      uniqueKey: 'expire:D1',
    });
    await runner.schedule({
      kind: 'expire',
      runAt: at(5),
      payload: { n: 2 },
      uniqueKey: 'expire:D1',
    });
    await runner.schedule({
      kind: 'expire',
      runAt: at(0),
      payload: { n: 3 },
      uniqueKey: 'expire:D2',
    });
    expect(await jobRows()).toHaveLength(2);

    await runner.runDue(at(10));
    expect(calls.map((call) => call.payload)).toEqual([{ n: 1 }, { n: 3 }]);
    await runner.schedule({
      kind: 'expire',
      runAt: at(20),
      payload: { n: 4 },
      uniqueKey: 'expire:D1',
    });
    expect(await runner.runDue(at(30))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await jobRows()).toHaveLength(2);
  });

  it('schedules a job only if the transaction it was scheduled in commits', async () => {
    const runner = new JobRunner(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await runner.schedule({ kind: 'later', runAt: at(0) }, trx);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await jobRows()).toEqual([]);
  });

  it('retries a failed job later with a growing delay, then records success', async () => {
    const errors: unknown[] = [];
    const runner = new JobRunner(t.db, (error) => errors.push(error));
    const { calls, handler } = recorder(2);
    runner.register('check', handler);
    await runner.schedule({ kind: 'check', runAt: at(0) });

    expect(await runner.runDue(at(0))).toEqual({ done: 0, failed: 0, retried: 1 });
    let [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'failure 1',
      locked_until: null,
    });
    expect(toIsoString(job!.run_at)).toBe(at(retryDelayMs(1)).toISOString());

    // Not due again until its delay has passed.
    expect(await runner.runDue(at(retryDelayMs(1) - 1))).toEqual({
      done: 0,
      failed: 0,
      retried: 0,
    });
    const second = retryDelayMs(1);
    expect(await runner.runDue(at(second))).toEqual({ done: 0, failed: 0, retried: 1 });
    [job] = await jobRows();
    expect(job).toMatchObject({ status: 'pending', attempts: 2, last_error: 'failure 2' });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(toIsoString(job!.run_at)).toBe(at(second + retryDelayMs(2)).toISOString());

    expect(await runner.runDue(at(second + retryDelayMs(2)))).toEqual({
      done: 1,
      failed: 0,
      retried: 0,
    });
    [job] = await jobRows();
    expect(job).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    expect(calls.map((call) => call.context.attempt)).toEqual([1, 2, 3]);
    expect(errors.map(String)).toEqual(['Error: failure 1', 'Error: failure 2']);
  });

  it('marks a job failed after its last attempt and runs it no more', async () => {
    const runner = new JobRunner(t.db);
    const { calls, handler } = recorder(Number.POSITIVE_INFINITY);
    runner.register('doomed', handler);
    await runner.schedule({ kind: 'doomed', runAt: at(0) });
    let clock = 0;
    const outcomes = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(await runner.runDue(at(clock)));
      clock += retryDelayMs(attempt);
    }
    expect(outcomes.slice(0, -1).every((o) => o.retried === 1)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ done: 0, failed: 1, retried: 0 });
    const [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: `failure ${MAX_ATTEMPTS}`,
      locked_until: null,
    });
    expect(await runner.runDue(at(clock + 365 * 86_400_000))).toEqual({
      done: 0,
      failed: 0,
      retried: 0,
    });
    expect(calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('retries a job of a kind it has no handler for', async () => {
    const runner = new JobRunner(t.db);
    await runner.schedule({ kind: 'unknown', runAt: at(0) });
    expect(await runner.runDue(at(0))).toEqual({ done: 0, failed: 0, retried: 1 });
    expect((await jobRows())[0]).toMatchObject({
      status: 'pending',
      last_error: 'No handler for job kind unknown',
    });
  });

  it('refuses a second handler for one kind', () => {
    const runner = new JobRunner(t.db);
    runner.register('once', async () => {});
    expect(() => runner.register('once', async () => {})).toThrow('registered twice');
  });

  it('claims a job again when the lease of a runner that never finished runs out', async () => {
    // Runner A claims the job and hangs in its handler, as a process that died would.
    const a = new JobRunner(t.db);
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    a.register('settle', async () => {
      started();
      await released;
      throw new Error('late failure of the first runner');
    });
    const b = new JobRunner(t.db);
    const { calls, handler } = recorder();
    b.register('settle', handler);
    await a.schedule({ kind: 'settle', runAt: at(0) });

    const first = a.runDue(at(0));
    await isStarted;
    expect((await jobRows())[0]).toMatchObject({ status: 'running', attempts: 1 });
    // While the lease holds, nobody else takes the job.
    expect(await b.runDue(at(LEASE_MS - 1))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await b.runDue(at(LEASE_MS + 1))).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(calls.map((call) => call.context.attempt)).toEqual([2]);

    // The first runner's late outcome does not overwrite the second runner's.
    release();
    await first;
    expect((await jobRows())[0]).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('polls on its own once started, until stopped', async () => {
    const runner = new JobRunner(t.db);
    const { calls, handler } = recorder();
    runner.register('tick', handler);
    await runner.schedule({ kind: 'tick', runAt: new Date(Date.now() - 1_000) });
    runner.start(20);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000, interval: 20 });
    await runner.stop();
    expect((await jobRows())[0]).toMatchObject({ status: 'done' });
  });

  it('tells the pass in hand that it is stopping, and starts no further pass', async () => {
    const runner = new JobRunner(t.db);
    let entered!: () => void;
    const inPass = new Promise<void>((resolve) => (entered = resolve));
    const stopped: boolean[] = [];
    let laterPassRan = false;
    // A pass with an endless backlog: it ends only when told the runner is stopping.
    runner.addPass(async (_now, signal) => {
      entered();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      stopped.push(signal.aborted);
    });
    runner.addPass(async () => {
      laterPassRan = true;
    });
    runner.start(20);
    await inPass;
    await runner.stop();
    expect(stopped).toEqual([true]);
    expect(laterPassRan).toBe(false);
  });
});

describe('job runners side by side', () => {
  const JOBS = 120;

  /** One runner per database handle given, all counting their handler calls per job id. */
  function countingRunners(dbs: DB[]) {
    const calls = new Map<number, number>();
    const runners = dbs.map((db) => {
      const runner = new JobRunner(db);
      runner.register('fan-out', async (_payload, { jobId }) => {
        calls.set(jobId, (calls.get(jobId) ?? 0) + 1);
        // A round trip, so that the runners interleave.
        await db.selectFrom('jobs').select('id').where('id', '=', jobId).execute();
      });
      return runner;
    });
    return { calls, runners };
  }

  async function scheduleMany() {
    const runner = new JobRunner(t.db);
    for (let i = 0; i < JOBS; i++) {
      await runner.schedule({ kind: 'fan-out', runAt: at(i), payload: { i } });
    }
  }

  async function expectEachRanOnce(calls: Map<number, number>, summaries: { done: number }[]) {
    const rows = await jobRows();
    expect(rows).toHaveLength(JOBS);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    expect(rows.map((row) => calls.get(row.id))).toEqual(rows.map(() => 1));
    expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(JOBS);
  }

  it('never run one job twice when they share one database handle', async () => {
    await scheduleMany();
    const { calls, runners } = countingRunners([t.db, t.db, t.db]);
    const summaries = await Promise.all(runners.map((runner) => runner.runDue(at(JOBS), 7)));
    await expectEachRanOnce(calls, summaries);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never run one job twice from separate PostgreSQL pools',
    async () => {
      await scheduleMany();
      // Separate pools on the same schema, as separate server instances would have.
      const pools = [createDatabase(t.config), createDatabase(t.config), createDatabase(t.config)];
      try {
        const { calls, runners } = countingRunners(pools);
        const summaries = await Promise.all(runners.map((runner) => runner.runDue(at(JOBS), 5)));
        await expectEachRanOnce(calls, summaries);
      } finally {
        await Promise.all(pools.map((db) => db.destroy()));
      }
    },
  );
});
