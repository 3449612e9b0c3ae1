import { describe, expect, it } from 'vitest';
import { dayNumberOfSlot, dayText, slotAt } from '@portal/shared/contracts/periods';
import {
  flatTerms,
  insertContract,
  insertMember,
  runConsumers,
  settleBetAt,
  settlementRows,
  siteDayStart,
} from '../../../test/contract-settlement.js';
import { useTestApp } from '../../../test/helper.js';
import { ContractSettlement } from './settlement.js';

/** 1% daily salary on the team's valid bet. */
const ONE_PERCENT = flatTerms('daily', { rate: 10_000 });

describe('a settlement run on a stopping server', () => {
  const t = useTestApp({ seed: false });

  it('ends after the period in hand, and the next run pays the rest once', async () => {
    const now = new Date();
    const dayBefore = (days: number) =>
      siteDayStart(dayText(dayNumberOfSlot(slotAt(now.getTime())) - days));
    const id = await insertMember(t, null, true);
    await insertContract(t, {
      holderId: id,
      grantorId: null,
      terms: ONE_PERCENT,
      startedAt: dayBefore(3).toISOString(),
    });
    for (const days of [3, 2, 1]) {
      await settleBetAt(t, id, {
        stake: 10_000n,
        payout: 0n,
        settledAt: new Date(dayBefore(days).getTime() + 3_600_000),
      });
    }
    await runConsumers(t);

    // The server is told to stop while the first period is being paid.
    const stopping = new AbortController();
    const settlement = new ContractSettlement({
      db: t.db,
      ledger: t.app.services.ledger,
      afterBatch: async () => stopping.abort(),
    });
    const first = await settlement.run(now, now, stopping.signal);
    expect(first.map((period) => [period.schedule, period.periodStart])).toEqual([
      ['daily', dayBefore(3).toISOString()],
    ]);
    expect(await t.app.services.ledger.balance({ memberId: id, wallet: 'main' })).toBe(100n);

    const rest = await new ContractSettlement({ db: t.db, ledger: t.app.services.ledger }).run(
      now,
      now,
    );
    expect(
      rest.filter((period) => period.schedule === 'daily').map((period) => period.periodStart),
    ).toEqual([dayBefore(2).toISOString(), dayBefore(1).toISOString()]);
    expect(await settlementRows(t, [id])).toHaveLength(3);
    expect(await t.app.services.ledger.balance({ memberId: id, wallet: 'main' })).toBe(300n);
  });
});
