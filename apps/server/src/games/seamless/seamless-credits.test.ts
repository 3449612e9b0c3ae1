import { afterAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { isPostgres } from '../../db/dialect.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
} from '../../../test/seamless.js';
import {
  CREDITS_BATCH_MAX,
  creditsValueSchema,
  transactionValueSchema,
  type CreditRequest,
} from './protocol.js';
import { CreditBatchReads } from './credit-batch-reads.repository.js';
import { SeamlessLosses } from './seamless-losses.repository.js';
import { SeamlessWins } from './seamless-wins.repository.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

/** A member with 100.00 and a live session of a new game. */
async function player() {
  const member = await createMember(t);
  const game = await createTestGame(t);
  const wallet = { memberId: member.id, wallet: 'main' } as const;
  await fundWallet(t, wallet, 10_000n);
  const token = await createLaunchSession(t, member.id, game);
  return { member, game, token, balance: () => t.app.services.ledger.balance(wallet) };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A round with a stake of `amount`, open. */
async function openRound(p: Player, amount: number) {
  const roundId = newRoundId();
  expectValue(
    await seamlessCall(t, 'debit', {
      transactionId: newTransactionId(),
      roundId,
      token: p.token,
      gameCode: p.game.gameCode,
      amount,
    }),
    transactionValueSchema,
  );
  return roundId;
}

const creditOf = (p: Player, roundId: string, amount: number | string): CreditRequest => ({
  transactionId: newTransactionId(),
  roundId,
  playerId: p.member.account,
  amount,
  result: { win: amount },
});

const credits = async (items: CreditRequest[]) =>
  expectValue(await seamlessCall(t, 'credits', { credits: items }), creditsValueSchema).results;

/** A daily loss limit of 1,000.00: the member has a safer-play row, and its totals count. */
async function withLossLimit(p: Player) {
  const { token } = await login(t, p.member.account, p.member.password);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/safer-play/limits',
    headers: authHeader(token),
    payload: { kind: 'loss', period: 'day', amount: 1_000 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The member's day totals (wager, loss) in minor units. */
async function dayTotals(memberId: number) {
  const row = await t.db
    .selectFrom('safer_play_accounts')
    .select(['day_wager', 'day_loss'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return [BigInt(row.day_wager), BigInt(row.day_loss)];
}

/** The bet.settled payloads written for the rounds. */
async function settledEvents(roundIds: readonly string[]) {
  const rows = await t.db
    .selectFrom('domain_events')
    .select('payload')
    .where('type', '=', 'bet.settled')
    .where(
      'event_key',
      'in',
      roundIds.map((roundId) => `bet.settled:house:${roundId}`),
    )
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as { stake: string; payout: string });
}

const roundStatus = async (roundId: string) =>
  (
    await t.db
      .selectFrom('bet_rounds')
      .select('status')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow()
  ).status;

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

  it('settles many losses as single credits would: turnover, events, answers and replays', async () => {
    const a = await player();
    const b = await player();
    for (const [reference, required] of [
      ['first', 1_500n],
      ['second', 1_000n],
    ] as const) {
      await t.app.services.turnover.require({
        memberId: a.member.id,
        source: 'deposit',
        reference: `${reference}-${a.member.id}`,
        required,
      });
    }
    const settled = await openRound(a, 1);
    await credits([creditOf(a, settled, 0)]);
    const rounds = [await openRound(a, 10), await openRound(a, 7), await openRound(b, 5)];
    const items = [
      creditOf(a, rounds[0]!, 0),
      creditOf(a, rounds[1]!, '0.00'),
      creditOf(b, rounds[2]!, 0),
      creditOf(a, settled, 0),
    ];
    const together = vi.spyOn(SeamlessLosses.prototype, 'settle');
    const results = await credits(items);
    // PostgreSQL wrote the three ordinary losses in one statement; SQLite has no such statement.
    if (isPostgres(t.db)) {
      expect(together).toHaveBeenCalledTimes(1);
      expect((await together.mock.results[0]!.value)?.size).toBe(3);
    } else {
      expect(together).not.toHaveBeenCalled();
    }
    together.mockRestore();
    expect(results.map((r) => (r.ok ? r.value : r.errorCode))).toEqual([
      { transactionId: items[0]!.transactionId, balance: 82, currency: 'MYR', replayed: false },
      { transactionId: items[1]!.transactionId, balance: 82, currency: 'MYR', replayed: false },
      { transactionId: items[2]!.transactionId, balance: 95, currency: 'MYR', replayed: false },
      'BET_ALREADY_SETTLED',
    ]);
    for (const roundId of rounds) expect(await roundStatus(roundId)).toBe('settled');
    // 1.00 + 10.00 + 7.00 of stakes paid off the first requirement and 3.00 of the second.
    expect(await t.app.services.turnover.remaining(a.member.id)).toBe(700n);
    const events = () => settledEvents(rounds);
    const written = await events();
    expect(written).toHaveLength(3);
    expect(written.map((payload) => payload.stake).sort()).toEqual(['1000', '500', '700']);

    // Sent again: the first answers, nothing written twice.
    const again = await credits(items.slice(0, 3));
    expect(again.every((r) => r.ok && r.value.replayed)).toBe(true);
    expect(again.map((r) => r.ok && r.value.balance)).toEqual([82, 82, 95]);
    expect(await t.app.services.turnover.remaining(a.member.id)).toBe(700n);
    expect(await events()).toHaveLength(3);
    expect(await a.balance()).toBe(8_200n);
  });

  it('pays many wins as single credits would: balances in order, loss totals, turnover, events, answers and replays', async () => {
    const a = await player();
    const b = await player();
    await withLossLimit(a);
    await t.app.services.turnover.require({
      memberId: b.member.id,
      source: 'deposit',
      reference: `wins-${b.member.id}`,
      required: 1_000n,
    });
    const rounds = [await openRound(a, 10), await openRound(a, 20), await openRound(b, 5)];
    const settled = await openRound(a, 1);
    await credits([creditOf(a, settled, 0)]);
    const items = [
      creditOf(a, rounds[0]!, 15),
      creditOf(a, rounds[1]!, 2.5),
      creditOf(b, rounds[2]!, 50.25),
      creditOf(a, settled, 4),
    ];
    // The round settled already reads as open, as when it settles between the read and the write:
    // the wins' writes pass it over, and the single path refuses it.
    const findRounds = CreditBatchReads.prototype.findRounds;
    const stale = vi
      .spyOn(CreditBatchReads.prototype, 'findRounds')
      .mockImplementation(async function (this: CreditBatchReads, provider, roundIds) {
        const found = await findRounds.call(this, provider, roundIds);
        const round = found.get(settled);
        if (round) found.set(settled, { ...round, status: 'open' });
        return found;
      });
    const together = vi.spyOn(SeamlessWins.prototype, 'settle');
    const results = await credits(items);
    stale.mockRestore();
    if (isPostgres(t.db)) {
      // One transaction wrote the three wins; the fourth was passed over.
      expect(together).toHaveBeenCalledTimes(1);
      expect(together.mock.calls[0]![1]).toHaveLength(4);
      expect((await together.mock.results[0]!.value)?.size).toBe(3);
    } else {
      expect(together).not.toHaveBeenCalled();
    }
    together.mockRestore();
    const answers = results.map((r) => (r.ok ? r.value : r.errorCode));
    // 100.00 less 31.00 of stakes, then each payout's own balance, in the order sent.
    const first = [
      { transactionId: items[0]!.transactionId, balance: 84, currency: 'MYR', replayed: false },
      { transactionId: items[1]!.transactionId, balance: 86.5, currency: 'MYR', replayed: false },
    ];
    if (isPostgres(t.db)) expect(answers.slice(0, 2)).toEqual(first);
    else expect(answers.slice(0, 2)).toHaveLength(2);
    expect(answers.slice(2)).toEqual([
      { transactionId: items[2]!.transactionId, balance: 145.25, currency: 'MYR', replayed: false },
      'BET_ALREADY_SETTLED',
    ]);
    expect(await a.balance()).toBe(8_650n);
    expect(await b.balance()).toBe(14_525n);
    for (const roundId of rounds) expect(await roundStatus(roundId)).toBe('settled');
    // The stakes (31.00) counted as wager and loss; the payouts (17.50) lower the loss.
    expect(await dayTotals(a.member.id)).toEqual([3_100n, 1_350n]);
    expect(await t.app.services.turnover.remaining(b.member.id)).toBe(500n);
    const events = await settledEvents(rounds);
    expect(events.map((payload) => payload.payout).sort()).toEqual(['1500', '250', '5025']);
    const rows = await t.db
      .selectFrom('provider_transactions')
      .innerJoin(
        'ledger_transfers',
        'ledger_transfers.id',
        'provider_transactions.ledger_transfer_id',
      )
      .select(['provider_transactions.transaction_id', 'ledger_transfers.amount'])
      .where(
        'provider_transactions.transaction_id',
        'in',
        items.slice(0, 3).map((item) => item.transactionId),
      )
      .execute();
    expect(rows.map((row) => BigInt(row.amount)).sort()).toEqual([1_500n, 250n, 5_025n].sort());

    // Sent again: the first answers, nothing paid or counted twice.
    const again = await credits(items.slice(0, 3));
    expect(again.every((r) => r.ok && r.value.replayed)).toBe(true);
    expect(again.map((r) => r.ok && r.value.balance)).toEqual(
      results.slice(0, 3).map((r) => r.ok && r.value.balance),
    );
    expect(await a.balance()).toBe(8_650n);
    expect(await dayTotals(a.member.id)).toEqual([3_100n, 1_350n]);
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
