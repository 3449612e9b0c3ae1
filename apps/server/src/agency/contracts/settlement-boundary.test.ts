import { describe, expect, it } from 'vitest';
import type { Schedule } from '@portal/shared/contracts/periods';
import {
  closingAt,
  flatTerms,
  insertContract,
  insertMember,
  runConsumers,
  settleBetAt,
  settlementRows,
  settleOnly,
  siteDayStart,
} from '../../../test/contract-settlement.js';
import { useTestApp } from '../../../test/helper.js';
import { CLOSE_GRACE_MS } from './settlement.js';

/**
 * Where a settled bet counts (decision 034): in the slot, hour or site day of its settledAt, or,
 * when its event is handled after that slot was closed, in the first slot still open: never lost,
 * never paid twice. Time moves only through settledAt and the settlement's closeAt.
 */

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('contract settlement at period boundaries', () => {
  const t = useTestApp();
  const settlement = () => t.app.services.contractSettlement;
  /** Runs the settlement at `closeAt` (the lease taken at the same instant). */
  const close = (closeAt: Date) => settlement().run(closeAt, closeAt);
  const paidIn = (settled: Awaited<ReturnType<typeof close>>, schedule: Schedule) =>
    settled.filter((period) => period.schedule === schedule);

  /** An agent holding a flat contract: 1% of each valid bet. */
  async function holder(kind: 'realtime' | 'hourly' | 'daily') {
    const id = await insertMember(t, null, true);
    const rates =
      kind === 'realtime'
        ? { singleBetRate: 10_000, lossRate: 0, profitRate: 0 }
        : { rate: 10_000 };
    await insertContract(t, { holderId: id, grantorId: null, terms: flatTerms(kind, rates) });
    return id;
  }

  const rowsOf = async (id: number) =>
    (await settlementRows(t, [id])).map((row) => ({
      periodStart: row.periodStart,
      validBets: row.validBets,
      amount: row.amount,
      paid: row.transferId !== null,
    }));

  // The tests run in order on one contract clock, each later in time than the one before.

  it('real time: bets settled at 10:04:59.999 and 10:05:00.000 are two slots and two settlements', async () => {
    const id = await holder('realtime');
    await settleBetAt(t, id, {
      stake: 10_000n,
      payout: 0n,
      settledAt: at('2031-09-01T10:04:59.999Z'),
    });
    await settleBetAt(t, id, {
      stake: 20_000n,
      payout: 0n,
      settledAt: at('2031-09-01T10:05:00.000Z'),
    });
    await runConsumers(t);
    await settleOnly(t, 'realtime', at('2031-09-01T10:00:00.000Z'), at('2031-09-01T10:11:00.000Z'));

    // A slot is settled once it ended CLOSE_GRACE_MS ago, not before.
    const early = await close(
      new Date(at('2031-09-01T10:05:00.000Z').getTime() + CLOSE_GRACE_MS - 1),
    );
    expect(paidIn(early, 'realtime')).toEqual([]);
    const first = await close(closingAt(at('2031-09-01T10:05:00.000Z')));
    expect(paidIn(first, 'realtime').map((p) => [p.periodStart, p.paid])).toEqual([
      ['2031-09-01T10:00:00.000Z', 100n],
    ]);
    const second = await close(closingAt(at('2031-09-01T10:10:00.000Z')));
    expect(paidIn(second, 'realtime').map((p) => [p.periodStart, p.paid])).toEqual([
      ['2031-09-01T10:05:00.000Z', 200n],
    ]);
    expect(await rowsOf(id)).toEqual([
      { periodStart: '2031-09-01T10:00:00.000Z', validBets: 10_000n, amount: 100n, paid: true },
      { periodStart: '2031-09-01T10:05:00.000Z', validBets: 20_000n, amount: 200n, paid: true },
    ]);
  });

  it('real time: a bet handled after its slot closed is booked in the first open slot and paid in the next window, once', async () => {
    const id = await holder('realtime');
    await settleOnly(t, 'realtime', at('2031-09-02T10:00:00.000Z'), at('2031-09-02T10:26:00.000Z'));
    // The clock passes the bet's slot (10:10) before its event is handled.
    await close(closingAt(at('2031-09-02T10:15:00.000Z')));
    await settleBetAt(t, id, {
      stake: 30_000n,
      payout: 0n,
      settledAt: at('2031-09-02T10:12:00.000Z'),
    });
    await runConsumers(t);
    // Its own slot was settled without it; a second look at that slot changes nothing.
    expect(await rowsOf(id)).toEqual([]);
    expect(paidIn(await close(closingAt(at('2031-09-02T10:15:00.000Z'))), 'realtime')).toEqual([]);

    const next = await close(closingAt(at('2031-09-02T10:20:00.000Z')));
    expect(paidIn(next, 'realtime').map((p) => [p.periodStart, p.paid])).toEqual([
      ['2031-09-02T10:15:00.000Z', 300n],
    ]);
    await close(closingAt(at('2031-09-02T10:25:00.000Z')));
    expect(await rowsOf(id)).toEqual([
      { periodStart: '2031-09-02T10:15:00.000Z', validBets: 30_000n, amount: 300n, paid: true },
    ]);
  });

  it('hourly: bets at 10:59:59.999 and 11:00:00.000 are two hours; one handled after its hour closed counts in the open hour', async () => {
    const id = await holder('hourly');
    await settleOnly(t, 'hourly', at('2031-09-03T10:00:00.000Z'), at('2031-09-03T14:00:00.000Z'));
    await settleBetAt(t, id, {
      stake: 10_000n,
      payout: 0n,
      settledAt: at('2031-09-03T10:59:59.999Z'),
    });
    await settleBetAt(t, id, {
      stake: 20_000n,
      payout: 5_000n,
      settledAt: at('2031-09-03T11:00:00.000Z'),
    });
    await runConsumers(t);
    // 11:00 closes at 11:01: only the first hour is due.
    const first = await close(new Date(at('2031-09-03T11:01:00.000Z').getTime() - 1));
    expect(paidIn(first, 'hourly')).toEqual([]);
    const ten = await close(at('2031-09-03T11:01:00.000Z'));
    expect(paidIn(ten, 'hourly').map((p) => [p.periodStart, p.paid])).toEqual([
      ['2031-09-03T10:00:00.000Z', 100n],
    ]);
    // The clock passes 12:00 before a bet settled at 11:30 is handled: it counts at 12:00.
    const eleven = await close(at('2031-09-03T12:05:00.000Z'));
    expect(paidIn(eleven, 'hourly').map((p) => [p.periodStart, p.paid])).toEqual([
      ['2031-09-03T11:00:00.000Z', 200n],
    ]);
    await settleBetAt(t, id, {
      stake: 40_000n,
      payout: 0n,
      settledAt: at('2031-09-03T11:30:00.000Z'),
    });
    await runConsumers(t);
    await close(closingAt(at('2031-09-03T13:00:00.000Z')));
    expect(await rowsOf(id)).toEqual([
      { periodStart: '2031-09-03T10:00:00.000Z', validBets: 10_000n, amount: 100n, paid: true },
      { periodStart: '2031-09-03T11:00:00.000Z', validBets: 20_000n, amount: 200n, paid: true },
      { periodStart: '2031-09-03T12:00:00.000Z', validBets: 40_000n, amount: 400n, paid: true },
    ]);
  });

  it('daily: a bet settled at 23:59:59 site time but handled after the day closed counts in the next day, once', async () => {
    const id = await holder('daily');
    const day = siteDayStart('2031-09-05');
    const next = siteDayStart('2031-09-06');
    const after = siteDayStart('2031-09-07');
    await settleOnly(t, 'daily', day, closingAt(after));
    // 23:59:59.999 on the 5th in GMT+8 is 15:59:59.999 UTC: the 5th.
    await settleBetAt(t, id, {
      stake: 10_000n,
      payout: 0n,
      settledAt: new Date(next.getTime() - 1),
    });
    await runConsumers(t);
    const fifth = await close(closingAt(next));
    expect(paidIn(fifth, 'daily').map((p) => [p.periodStart, p.paid])).toEqual([
      [day.toISOString(), 100n],
    ]);

    // Another bet of 23:59:59 on the 5th, handled only now.
    await settleBetAt(t, id, {
      stake: 50_000n,
      payout: 0n,
      settledAt: new Date(next.getTime() - 1_000),
    });
    await runConsumers(t);
    expect(paidIn(await close(new Date(closingAt(after).getTime() - 1)), 'daily')).toEqual([]);
    const sixth = await close(closingAt(after));
    expect(paidIn(sixth, 'daily').map((p) => [p.periodStart, p.paid])).toEqual([
      [next.toISOString(), 500n],
    ]);
    expect(paidIn(await close(closingAt(after)), 'daily')).toEqual([]);
    expect(await rowsOf(id)).toEqual([
      { periodStart: day.toISOString(), validBets: 10_000n, amount: 100n, paid: true },
      { periodStart: next.toISOString(), validBets: 50_000n, amount: 500n, paid: true },
    ]);
    // The late bet sits in the first open slot, at the very start of the 6th.
    const figures = await t.db
      .selectFrom('contract_figures')
      .select(['grain', 'bucket', 'valid_bets'])
      .where('member_id', '=', id)
      .where('grain', '=', 'S')
      .orderBy('bucket')
      .execute();
    expect(figures.map((row) => [Number(row.bucket) * 5 * MINUTE, BigInt(row.valid_bets)])).toEqual(
      [
        [next.getTime() - 5 * MINUTE, 10_000n],
        [next.getTime(), 50_000n],
      ],
    );
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});
