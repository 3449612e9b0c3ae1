import { afterAll, describe, expect, it } from 'vitest';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { newRoundId, seamlessCall } from '../../../test/seamless.js';
import { CREDITS_BATCH_MAX, transactionValueSchema } from './protocol.js';
import { creditOf, creditsKit, expectInvariants } from './credits-test-kit.js';

const t = useTestApp();

afterAll(() => expectInvariants(t));

const { player, openRound, credits, roundStatus } = creditsKit(t);

describe('POST /wps/seamless/:provider/credits', () => {
  it('pays and settles every round of the call, answering each in the order sent', async () => {
    const a = await player();
    const b = await player();
    const rounds = [await openRound(a, 10), await openRound(a, 20), await openRound(b, 5)];
    const items = [
      creditOf(a, rounds[0]!, 15),
      creditOf(a, rounds[1]!, 0),
      creditOf(b, rounds[2]!, 50.25),
    ];
    const results = await credits(items);
    expect(results.map((r) => r.transactionId)).toEqual(items.map((i) => i.transactionId));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await a.balance()).toBe(10_000n - 3_000n + 1_500n);
    expect(await b.balance()).toBe(10_000n - 500n + 5_025n);
    for (const roundId of rounds) expect(await roundStatus(roundId)).toBe('settled');
    const last = results[2]!;
    expect(last.ok && last.value).toEqual({
      transactionId: items[2]!.transactionId,
      balance: 145.25,
      currency: 'MYR',
      replayed: false,
    });
  });

  it('answers a credit sent again (in a batch or alone) with its first answer, paying once', async () => {
    const p = await player();
    const roundId = await openRound(p, 10);
    const item = creditOf(p, roundId, 30);
    const [first] = await credits([item]);
    const [again] = await credits([item]);
    const alone = expectValue(await seamlessCall(t, 'credit', item), transactionValueSchema);
    expect(first).toMatchObject({ ok: true, value: { balance: 120, replayed: false } });
    expect(again).toMatchObject({ ok: true, value: { balance: 120, replayed: true } });
    expect(alone).toMatchObject({ balance: 120, replayed: true });
    expect(await p.balance()).toBe(12_000n);
  });

  it('pays a credit sent twice in one call once, answering the second as its replay', async () => {
    const p = await player();
    const win = creditOf(p, await openRound(p, 10), 30);
    const loss = creditOf(p, await openRound(p, 10), 0);
    const results = await credits([win, loss, win, loss]);
    expect(results.every((r) => r.ok)).toBe(true);
    const replayed = results.map((r) => r.ok && r.value.replayed);
    // Of each pair, exactly one wrote and the other answered its first answer.
    expect([replayed[0], replayed[2]].sort()).toEqual([false, true]);
    expect([replayed[1], replayed[3]].sort()).toEqual([false, true]);
    expect(await p.balance()).toBe(10_000n - 2_000n + 3_000n);
  });

  it('refuses one credit as the single call would and still settles the others', async () => {
    const p = await player();
    const paid = await openRound(p, 10);
    const settled = await openRound(p, 10);
    expectValue(await seamlessCall(t, 'credit', creditOf(p, settled, 0)), transactionValueSchema);
    const conflict = creditOf(p, await openRound(p, 10), 5);
    await credits([conflict]);
    const stranger = { ...creditOf(p, newRoundId(), 5), playerId: 'nobody-here' };
    const results = await credits([
      creditOf(p, newRoundId(), 5),
      stranger,
      creditOf(p, settled, 5),
      creditOf(p, paid, -1),
      { ...conflict, amount: 6 },
      creditOf(p, paid, 12),
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.errorCode))).toEqual([
      'BET_NOT_FOUND',
      'BET_NOT_FOUND',
      'BET_ALREADY_SETTLED',
      'INVALID_AMOUNT',
      'IDEMPOTENCY_CONFLICT',
      'ok',
    ]);
    // A refusal to a known player carries the balance (before or after the payout beside it,
    // which runs at the same time), as the single call's does.
    expect(results[0]).toMatchObject({ value: { currency: 'MYR' } });
    expect([75, 87]).toContain(!results[0]!.ok && results[0]!.value?.balance);
    expect(results[1]).toMatchObject({ value: null });
    expect(await p.balance()).toBe(10_000n - 3_000n + 500n + 1_200n);
    expect(await roundStatus(paid)).toBe('settled');
  });

  it('refuses a call of no credits, or of more than the most, and settles nothing', async () => {
    const p = await player();
    const roundId = await openRound(p, 10);
    expectError(await seamlessCall(t, 'credits', { credits: [] }), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: CREDITS_BATCH_MAX + 1 }, () => creditOf(p, roundId, 1));
    expectError(await seamlessCall(t, 'credits', { credits: many }), 400, 'VALIDATION_FAILED');
    expect(await roundStatus(roundId)).toBe('open');
  });

  it('refuses a call without a valid signature, settling nothing', async () => {
    const p = await player();
    const roundId = await openRound(p, 10);
    const response = await seamlessCall(
      t,
      'credits',
      { credits: [creditOf(p, roundId, 5)] },
      { signature: null },
    );
    expectError(response, 401, 'SIGNATURE_INVALID');
    expect(await roundStatus(roundId)).toBe('open');
  });
});
