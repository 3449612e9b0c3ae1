import { describe, expect, it } from 'vitest';
import { dayNumber, dayText } from '@portal/shared/contracts/periods';
import {
  closingAt,
  flatTerms,
  insertContract,
  insertMember,
  runConsumers,
  settleBetAt,
  settleOnly,
  siteDayStart,
} from '../../../test/contract-settlement.js';
import { useTestApp } from '../../../test/helper.js';

/**
 * A dividend team's net win is carried to its holder's next period (decision 034): a later loss
 * makes it up before anything is paid, whichever contract the holder has then.
 */
describe('dividend net win carried between periods', () => {
  const t = useTestApp();
  /** 10% of the daily net loss. */
  const TEN_PERCENT = flatTerms('dividend', { rate: 100_000 });
  let day = dayNumber('2032-03-01');

  /** Settles the daily dividends of the next site day, with a bet of `stake` paying `payout`. */
  async function settleDay(holderId: number, stake: bigint, payout: bigint) {
    day += 1;
    const start = siteDayStart(dayText(day));
    const end = siteDayStart(dayText(day + 1));
    await settleBetAt(t, holderId, {
      stake,
      payout,
      settledAt: new Date(start.getTime() + 60_000),
    });
    await runConsumers(t);
    const closeAt = closingAt(end);
    await settleOnly(t, 'dividend:daily', start, closeAt);
    await t.app.services.contractSettlement.run(closeAt, closeAt);
    const row = await t.db
      .selectFrom('contract_settlements')
      .select(['contract_id', 'gross', 'amount', 'carry_in', 'carry_out'])
      .where('holder_id', '=', holderId)
      .where('period_start', '=', start.toISOString())
      .executeTakeFirstOrThrow();
    return {
      contractId: row.contract_id,
      gross: BigInt(row.gross),
      amount: BigInt(row.amount),
      carryIn: BigInt(row.carry_in),
      carryOut: BigInt(row.carry_out),
    };
  }

  it('makes up a net win from later losses before paying, and shows it in the records', async () => {
    const holder = await insertMember(t, null, true);
    await insertContract(t, { holderId: holder, grantorId: null, terms: TEN_PERCENT });

    // Day 1: the team won 300.00: nothing paid, 300.00 carried.
    expect(await settleDay(holder, 100_000n, 130_000n)).toMatchObject({
      amount: 0n,
      carryIn: 0n,
      carryOut: -30_000n,
    });
    // Day 2: lost 200.00, not enough: nothing paid, 100.00 still carried.
    expect(await settleDay(holder, 100_000n, 80_000n)).toMatchObject({
      amount: 0n,
      carryIn: -30_000n,
      carryOut: -10_000n,
    });
    // Day 3: lost 500.00: 10% of the 400.00 left.
    expect(await settleDay(holder, 100_000n, 50_000n)).toMatchObject({
      gross: 4_000n,
      amount: 4_000n,
      carryIn: -10_000n,
      carryOut: 0n,
    });
    // Day 4: lost 100.00, nothing carried any more: 10.00.
    expect(await settleDay(holder, 100_000n, 90_000n)).toMatchObject({
      amount: 1_000n,
      carryIn: 0n,
    });
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('keeps the net win carried when the holder’s contract is replaced by new terms', async () => {
    const holder = await insertMember(t, null, true);
    const first = await insertContract(t, {
      holderId: holder,
      grantorId: null,
      terms: TEN_PERCENT,
    });
    expect(await settleDay(holder, 100_000n, 130_000n)).toMatchObject({ carryOut: -30_000n });
    await t.db
      .updateTable('contracts')
      .set({
        state: 'replaced',
        end_reason: 'replaced',
        ended_at: siteDayStart(dayText(day + 1)).toISOString(),
      })
      .where('id', '=', first)
      .execute();
    await insertContract(t, {
      holderId: holder,
      grantorId: null,
      terms: TEN_PERCENT,
      startedAt: siteDayStart(dayText(day + 1)).toISOString(),
    });
    // Lost 500.00 under the new contract: 10% of the 200.00 left after the 300.00 carried.
    const next = await settleDay(holder, 100_000n, 50_000n);
    expect(next).toMatchObject({ amount: 2_000n, carryIn: -30_000n, carryOut: 0n });
    expect(next.contractId).not.toBe(first);
  });
});
