import { afterAll, describe, expect, it, vi } from 'vitest';
import { authHeader, login } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { seamlessCall } from '../../../test/seamless.js';
import { isPostgres } from '../../db/dialect.js';
import { SeamlessBatchReads } from './batch-reads.repository.js';
import { SeamlessLosses } from './seamless-losses.repository.js';
import { SeamlessWins } from './seamless-wins.repository.js';
import { creditOf, creditsKit, expectInvariants, type CreditsPlayer } from './credits-test-kit.js';

// The ordinary losses and wins of a `credits` call written together (decisions 069 and 071);
// SQLite writes each down the single path, and must answer the same.
const t = useTestApp();

afterAll(() => expectInvariants(t));

const { player, openRound, credits, roundStatus } = creditsKit(t);
type Player = CreditsPlayer;

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

describe('POST /wps/seamless/:provider/credits, written together', () => {
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

  it('answers a credit under a transaction id used before as the single credit does, and settles the rest', async () => {
    const a = await player();
    const b = await player();
    const earlier = creditOf(a, await openRound(a, 1), 0);
    await credits([earlier]);
    const rounds = [await openRound(a, 2), await openRound(a, 3), await openRound(b, 4)];
    // An open round of the member, but the id is the earlier credit's: nothing reads it first.
    const reused = { ...creditOf(a, rounds[0]!, 0), transactionId: earlier.transactionId };
    const items = [reused, creditOf(a, rounds[1]!, 0), creditOf(b, rounds[2]!, 6)];
    const results = await credits(items);

    const single = await seamlessCall(t, 'credit', reused);
    const answer = JSON.parse(single.body) as { success: boolean; errorCode?: string };
    expect(single.statusCode).toBe(409);
    expect(results[0]).toMatchObject({ ok: false, errorCode: answer.errorCode });
    expect(await roundStatus(rounds[0]!)).toBe('open');
    expect(results.slice(1).map((r) => r.ok && r.value.balance)).toEqual([94, 102]);
    expect(await roundStatus(rounds[1]!)).toBe('settled');
    expect(await roundStatus(rounds[2]!)).toBe('settled');
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
    const findRounds = SeamlessBatchReads.prototype.findRounds;
    const stale = vi
      .spyOn(SeamlessBatchReads.prototype, 'findRounds')
      .mockImplementation(async function (this: SeamlessBatchReads, provider, roundIds) {
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
});
