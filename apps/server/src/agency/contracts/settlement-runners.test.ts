import { describe, expect, it } from 'vitest';
import {
  dayNumberOfSlot,
  dayNumber,
  dayText,
  periodOf,
  slotAt,
} from '@portal/shared/contracts/periods';
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
import { useTestApp, type TestApp } from '../../../test/helper.js';
import { SettlementRecords } from './settlement-records.js';
import { ContractSettlement, LEASE_MS, type SettlementDeps } from './settlement.js';

/**
 * Exactly once with more than one runner (decision 034): two instances at the same due period,
 * a runner killed between batches, and the runner that takes over after its lease ran out.
 */

/** 1% daily salary on the team's valid bet. */
const ONE_PERCENT = flatTerms('daily', { rate: 10_000 });
const HALF_PERCENT = flatTerms('daily', { rate: 5_000 });

interface Team {
  holders: number[];
  /** What each holder is owed for the day: 1% of its team, less 0.5% of each downline team. */
  owed: Map<number, bigint>;
}

/**
 * `tops` top-level agents at 1% and, under the first, `downlines` agents at 0.5%, each with a
 * settled bet of its own in the site day.
 */
async function team(t: TestApp, day: string, tops: number, downlines: number): Promise<Team> {
  const start = siteDayStart(day);
  const holders: number[] = [];
  const owed = new Map<number, bigint>();
  for (let i = 0; i < tops; i++) {
    const id = await insertMember(t, null, true);
    await insertContract(t, { holderId: id, grantorId: null, terms: ONE_PERCENT });
    holders.push(id);
  }
  const head = holders[0]!;
  for (let i = 0; i < downlines; i++) {
    const id = await insertMember(t, head, true);
    await insertContract(t, { holderId: id, grantorId: head, terms: HALF_PERCENT });
    holders.push(id);
  }
  let headTeam = 0n;
  for (const [index, id] of holders.entries()) {
    const stake = BigInt(10_000 + index * 1_000);
    await settleBetAt(t, id, {
      stake,
      payout: 0n,
      settledAt: new Date(start.getTime() + (index + 1) * 60_000),
    });
    if (index === 0 || index >= tops) headTeam += stake;
    if (index >= tops) owed.set(id, (stake * 5_000n) / 1_000_000n);
    else if (index > 0) owed.set(id, (stake * 10_000n) / 1_000_000n);
  }
  const granted = [...owed.entries()]
    .filter(([id]) => holders.indexOf(id) >= tops)
    .reduce((sum, [, amount]) => sum + amount, 0n);
  owed.set(head, (headTeam * 10_000n) / 1_000_000n - granted);
  await runConsumers(t);
  return { holders, owed };
}

/** Each holder's payments for the period by the ledger: key -> [count, amount]. */
async function paymentsOf(t: TestApp, holders: number[], periodStart: string) {
  const keys = holders.map((id) => `contract:daily:${id}:${periodStart}`);
  const rows = await t.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'amount'])
    .where('idempotency_key', 'in', keys)
    .execute();
  const paid = new Map<number, bigint[]>();
  for (const row of rows) {
    const holder = Number(row.idempotency_key.split(':')[2]);
    paid.set(holder, [...(paid.get(holder) ?? []), BigInt(row.amount)]);
  }
  return paid;
}

/** Every holder has one settlement row and, when it is owed something, one transfer of it. */
async function expectPaidOnce(t: TestApp, { holders, owed }: Team, periodStart: string) {
  const rows = await settlementRows(t, holders);
  expect(rows.map((row) => row.holderId).sort()).toEqual([...holders].sort());
  for (const row of rows) {
    expect(row.periodStart).toBe(periodStart);
    expect(row.amount).toBe(owed.get(row.holderId));
    expect(row.transferId !== null).toBe(row.amount > 0n);
  }
  const payments = await paymentsOf(t, holders, periodStart);
  for (const holder of holders) {
    const amount = owed.get(holder)!;
    expect(payments.get(holder) ?? []).toEqual(amount > 0n ? [amount] : []);
  }
}

describe('contract settlement runners', () => {
  const t = useTestApp();
  const deps = (extra: Partial<SettlementDeps> = {}): SettlementDeps => ({
    db: t.db,
    ledger: t.app.services.ledger,
    ...extra,
  });
  let day = dayNumber('2031-06-01');
  /** A fresh site day per test: the contract clock only moves forward. */
  const nextDay = () => {
    day += 2;
    const start = siteDayStart(dayText(day));
    const end = siteDayStart(dayText(day + 1));
    return { text: dayText(day), start, end, closeAt: closingAt(end) };
  };

  it('two instances settling the same due day at once pay each contract once', async () => {
    const { text, start, closeAt } = nextDay();
    const holders = await team(t, text, 4, 3);
    await settleOnly(t, 'daily', start, closeAt);
    const one = new ContractSettlement(deps());
    const two = new ContractSettlement(deps());
    const [a, b] = await Promise.all([one.run(closeAt, closeAt), two.run(closeAt, closeAt)]);
    const paid = [...a, ...b].reduce((sum, period) => sum + period.paid, 0n);
    const owed = [...holders.owed.values()].reduce((sum, amount) => sum + amount, 0n);
    expect(paid).toBe(owed);
    await expectPaidOnce(t, holders, start.toISOString());
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('two instances writing the same period at once, lease or not, pay each holder once', async () => {
    const { text, start, closeAt } = nextDay();
    const holders = await team(t, text, 5, 4);
    await settleOnly(t, 'daily', start, closeAt);
    // Close the day without settling it, then settle the period straight from both.
    await t.db
      .updateTable('contract_clock')
      .set({ open_slot: slotAt(closeAt.getTime() - 60_000) })
      .execute();
    const period = periodOf('daily', slotAt(start));
    const one = new ContractSettlement(deps({ batchSize: 3 }));
    const two = new ContractSettlement(deps({ batchSize: 2 }));
    const [a, b] = await Promise.all([
      one.settlePeriod('daily', period),
      two.settlePeriod('daily', period),
    ]);
    const owed = [...holders.owed.values()].reduce((sum, amount) => sum + amount, 0n);
    expect(a.paid + b.paid).toBe(owed);
    await expectPaidOnce(t, holders, start.toISOString());
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('a runner killed after its first batch leaves that batch whole; the next runner pays the rest once', async () => {
    const { text, start, closeAt } = nextDay();
    const holders = await team(t, text, 6, 5);
    await settleOnly(t, 'daily', start, closeAt);
    const killed = new ContractSettlement(
      deps({
        batchSize: 4,
        afterBatch: async (schedule, batch) => {
          if (schedule === 'daily' && batch === 0) throw new Error('killed');
        },
      }),
    );
    await expect(killed.run(closeAt, closeAt)).rejects.toThrow('killed');

    // One whole batch: each row with its transfer, no transfer without its row.
    const written = await settlementRows(t, holders.holders);
    expect(written).toHaveLength(4);
    const payments = await paymentsOf(t, holders.holders, start.toISOString());
    for (const row of written) {
      expect(row.amount).toBe(holders.owed.get(row.holderId));
      expect(row.transferId !== null).toBe(row.amount > 0n);
      expect(payments.get(row.holderId) ?? []).toEqual(row.amount > 0n ? [row.amount] : []);
    }
    const paidHolders = new Set(written.map((row) => row.holderId));
    for (const holder of payments.keys()) expect(paidHolders.has(holder)).toBe(true);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);

    // A restart: a new instance, later than the lease.
    const restarted = new ContractSettlement(deps({ batchSize: 4 }));
    const settled = await restarted.run(closeAt, new Date(closeAt.getTime() + LEASE_MS + 1));
    const rest = [...holders.owed.entries()]
      .filter(([holder]) => !paidHolders.has(holder))
      .reduce((sum, [, amount]) => sum + amount, 0n);
    expect(settled.filter((p) => p.schedule === 'daily').reduce((s, p) => s + p.paid, 0n)).toBe(
      rest,
    );
    await expectPaidOnce(t, holders, start.toISOString());
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('a runner that stops holding its lease keeps others out until the lease runs out', async () => {
    const { text, start, closeAt } = nextDay();
    const holders = await team(t, text, 5, 2);
    await settleOnly(t, 'daily', start, closeAt);
    // A runner frozen after its first batch (a process that died): its lease stays in place.
    let froze!: () => void;
    const frozen = new Promise<void>((resolve) => (froze = resolve));
    const stuck = new ContractSettlement(
      deps({
        batchSize: 3,
        afterBatch: (schedule) => {
          if (schedule !== 'daily') return Promise.resolve();
          froze();
          return new Promise<void>(() => undefined);
        },
      }),
    );
    void stuck.run(closeAt, closeAt);
    await frozen;
    expect(await settlementRows(t, holders.holders)).toHaveLength(3);

    // Within the lease another runner leaves the day alone.
    const early = new ContractSettlement(deps());
    const within = await early.run(closeAt, new Date(closeAt.getTime() + LEASE_MS - 1));
    expect(within.filter((p) => p.schedule === 'daily')).toEqual([]);
    expect(await settlementRows(t, holders.holders)).toHaveLength(3);

    // After it, another finishes the day, each holder paid once.
    const late = new ContractSettlement(deps());
    const after = await late.run(closeAt, new Date(closeAt.getTime() + LEASE_MS + 1));
    expect(after.filter((p) => p.schedule === 'daily')).toHaveLength(1);
    await expectPaidOnce(t, holders, start.toISOString());
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});

describe('a contract that took effect before the first settlement', () => {
  const t = useTestApp({ seed: false });

  it('is paid once for each closed period since its start; a second run pays nothing', async () => {
    const now = new Date();
    const today = dayText(dayNumberOfSlot(slotAt(now.getTime())));
    const dayBefore = (days: number) =>
      siteDayStart(dayText(dayNumberOfSlot(slotAt(now.getTime())) - days));
    const id = await insertMember(t, null, true);
    // Started in the middle of the site day three days ago, before any settlement ran.
    const started = new Date(dayBefore(3).getTime() + 6 * 3_600_000);
    await insertContract(t, {
      holderId: id,
      grantorId: null,
      terms: ONE_PERCENT,
      startedAt: started.toISOString(),
    });
    await settleBetAt(t, id, {
      stake: 10_000n,
      payout: 0n,
      settledAt: new Date(started.getTime() + 60_000),
    });
    await settleBetAt(t, id, {
      stake: 20_000n,
      payout: 5_000n,
      settledAt: new Date(dayBefore(1).getTime() + 3_600_000),
    });
    // 1% of 0.50 is less than a cent: the period settles and pays nothing.
    await settleBetAt(t, id, {
      stake: 50n,
      payout: 0n,
      settledAt: new Date(dayBefore(2).getTime() + 3_600_000),
    });
    await runConsumers(t);

    const settlement = t.app.services.contractSettlement;
    const first = await settlement.run(now, now);
    const daily = first.filter((period) => period.schedule === 'daily');
    expect(daily.map((period) => [period.periodStart, period.settlements])).toEqual([
      [dayBefore(3).toISOString(), 1],
      [dayBefore(2).toISOString(), 1],
      [dayBefore(1).toISOString(), 1],
    ]);
    expect(
      (await settlementRows(t, [id])).map((row) => [
        row.periodStart,
        row.validBets,
        row.amount,
        row.transferId !== null,
      ]),
    ).toEqual([
      [dayBefore(3).toISOString(), 10_000n, 100n, true],
      [dayBefore(2).toISOString(), 50n, 0n, false],
      [dayBefore(1).toISOString(), 20_000n, 200n, true],
    ]);
    expect(await t.app.services.ledger.balance({ memberId: id, wallet: 'main' })).toBe(300n);
    // Today is still open; the schedule's cursor waits at its start.
    const cursor = await t.db
      .selectFrom('contract_cursors')
      .select('next_start')
      .where('schedule', '=', 'daily')
      .executeTakeFirstOrThrow();
    expect(Number(cursor.next_start)).toBe(
      periodOf('daily', slotAt(siteDayStart(today).getTime())).start,
    );

    const again = await settlement.run(now, now);
    expect(again.filter((period) => period.settlements > 0)).toEqual([]);
    expect(await settlementRows(t, [id])).toHaveLength(3);
    expect(await t.app.services.ledger.balance({ memberId: id, wallet: 'main' })).toBe(300n);

    // The records list the periods that paid with earningsOnly, and count the one that did not.
    const records = new SettlementRecords(t.db, t.app.services.agencyScope);
    const range = {
      period: 'custom' as const,
      from: dayText(dayNumberOfSlot(slotAt(dayBefore(3).getTime()))),
      to: today,
    };
    const paid = await records.list('daily', id, {
      action: 'records',
      ...range,
      earningsOnly: true,
    });
    expect(paid.list.map((row) => row.amount)).toEqual([2, 1]);
    expect(paid).toMatchObject({ total: 2, withoutEarnings: 1, totals: { count: 3, amount: 3 } });
    const all = await records.list('daily', id, { action: 'records', ...range });
    expect(all.list.map((row) => row.amount)).toEqual([2, 0, 1]);
    expect(all).toMatchObject({ total: 3, withoutEarnings: 1 });
  });
});
