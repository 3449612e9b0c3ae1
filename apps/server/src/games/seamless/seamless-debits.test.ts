import { afterAll, describe, expect, it, vi } from 'vitest';
import { authHeader, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { newRoundId, newTransactionId, seamlessCall } from '../../../test/seamless.js';
import { isPostgres } from '../../db/dialect.js';
import { expectInvariants, creditsPlayer, type CreditsPlayer } from './credits-test-kit.js';
import {
  DEBITS_BATCH_MAX,
  itemsValueSchema,
  transactionValueSchema,
  type DebitRequest,
} from './protocol.js';
import { SeamlessDebits } from './seamless-debits.repository.js';

// The `debits` call (decision 076): each debit answered exactly as its own `debit` call. On
// PostgreSQL the ordinary ones are written together; SQLite writes each down the single path,
// and must answer the same.
const t = useTestApp();

afterAll(() => expectInvariants(t));

type Player = CreditsPlayer;

const debitOf = (p: Player, amount: number | string, roundId = newRoundId()): DebitRequest => ({
  transactionId: newTransactionId(),
  roundId,
  token: p.token,
  gameCode: p.game.gameCode,
  amount,
});

const debits = async (items: DebitRequest[]) =>
  expectValue(await seamlessCall(t, 'debits', { debits: items }), itemsValueSchema).results;

const outcomes = (results: Awaited<ReturnType<typeof debits>>) =>
  results.map((r) => (r.ok ? r.value.balance : r.errorCode));

async function round(roundId: string) {
  return t.db
    .selectFrom('bet_rounds')
    .select(['member_id', 'stake', 'status'])
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

async function dayWager(memberId: number) {
  const row = await t.db
    .selectFrom('safer_play_accounts')
    .select('day_wager')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.day_wager);
}

async function withWagerLimit(p: Player, amount: number) {
  const { token } = await login(t, p.member.account, p.member.password);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/safer-play/limits',
    headers: authHeader(token),
    payload: { kind: 'wager', period: 'day', amount },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /wps/seamless/:provider/debits', () => {
  it('takes many stakes as single debits would: balances in order, rounds, answers and replays', async () => {
    const [a, b] = [await creditsPlayer(t), await creditsPlayer(t)];
    const items = [debitOf(a, 10), debitOf(b, '2.50'), debitOf(a, 7), debitOf(a, 0.5)];
    const together = vi.spyOn(SeamlessDebits.prototype, 'take');
    const results = await debits(items);
    expect(together).toHaveBeenCalledTimes(isPostgres(t.db) ? 1 : 0);
    if (isPostgres(t.db)) expect((await together.mock.results[0]!.value).balances.size).toBe(4);
    together.mockRestore();
    expect(outcomes(results)).toEqual([90, 97.5, 83, 82.5]);
    expect(results.map((r) => r.transactionId)).toEqual(items.map((i) => i.transactionId));
    expect(await a.balance()).toBe(8_250n);
    expect(await b.balance()).toBe(9_750n);
    expect(await round(items[0]!.roundId)).toMatchObject({
      member_id: a.member.id,
      stake: expect.toSatisfy((stake) => BigInt(stake as string) === 1_000n),
      status: 'open',
    });

    // Sent again, each answers its first answer and nothing moves; a single debit agrees.
    const again = await debits(items);
    expect(outcomes(again)).toEqual([90, 97.5, 83, 82.5]);
    expect(again.every((r) => r.ok && r.value.replayed)).toBe(true);
    const alone = expectValue(await seamlessCall(t, 'debit', items[2]!), transactionValueSchema);
    expect(alone).toMatchObject({ balance: 83, replayed: true });
    expect(await a.balance()).toBe(8_250n);
    const [conflict] = await debits([{ ...items[0]!, amount: 11 }]);
    expect(conflict).toMatchObject({ ok: false, errorCode: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses one debit as the single call would and still takes the others', async () => {
    const [p, short] = [await creditsPlayer(t), await creditsPlayer(t)];
    const shared = newRoundId();
    const results = await debits([
      debitOf(short, 60),
      { ...debitOf(p, 5), token: 'no-such-token-0000000000' },
      { ...debitOf(p, 5), gameCode: 'another-game' },
      debitOf(p, 0),
      debitOf(short, 60),
      debitOf(p, 4, shared),
      debitOf(p, 6, shared),
      debitOf(p, 10),
    ]);
    expect(outcomes(results)).toEqual([
      40,
      'GAME_SESSION_INVALID',
      'GAME_SESSION_INVALID',
      'INVALID_AMOUNT',
      'INSUFFICIENT_FUNDS',
      // After a debit of its token went the single way, the token's others follow it, in order.
      96,
      90,
      80,
    ]);
    // A refusal to a known player carries the balance.
    expect(results[4]).toMatchObject({ value: { balance: 40, currency: 'MYR' } });
    expect(await short.balance()).toBe(4_000n);
    expect(await p.balance()).toBe(10_000n - 2_000n);
    // The round named twice holds both stakes.
    expect(BigInt((await round(shared))!.stake)).toBe(1_000n);
  });

  it('checks the stakes against the limits summed, in the order sent, and counts those taken', async () => {
    const p = await creditsPlayer(t);
    await withWagerLimit(p, 30);
    const together = vi.spyOn(SeamlessDebits.prototype, 'take');
    // 28.00 fits the day's 30.00: taken together (PostgreSQL) and counted.
    expect(
      outcomes(await debits([debitOf(p, 8), debitOf(p, 8), debitOf(p, 8), debitOf(p, 4)])),
    ).toEqual([92, 84, 76, 72]);
    if (isPostgres(t.db)) {
      const written = await together.mock.results[0]!.value;
      expect(written).toMatchObject({ leftOut: new Set() });
      expect(written.balances.size).toBe(4);
    }
    together.mockRestore();
    expect(await dayWager(p.member.id)).toBe(2_800n);
    // 3.00 more does not: each is checked alone, in order, as single debits are.
    expect(outcomes(await debits([debitOf(p, 1), debitOf(p, 2), debitOf(p, 1)]))).toEqual([
      71,
      'WAGER_LIMIT_REACHED',
      70,
    ]);
    expect(await dayWager(p.member.id)).toBe(3_000n);
    expect(await p.balance()).toBe(7_000n);
  });

  it('refuses a debit whose rollback came first, and takes the others of the call', async () => {
    const p = await creditsPlayer(t);
    const [first, rolledBack, last] = [debitOf(p, 1), debitOf(p, 2), debitOf(p, 3)];
    expectValue(
      await seamlessCall(t, 'rollback', {
        transactionId: newTransactionId(),
        refTransactionId: rolledBack.transactionId,
        roundId: rolledBack.roundId,
        playerId: p.member.account,
      }),
      transactionValueSchema,
    );
    const results = await debits([first, rolledBack, last]);
    expect(outcomes(results)).toEqual([99, 'TRANSACTION_ROLLED_BACK', 96]);
    expect(await round(rolledBack.roundId)).toBeUndefined();
    expect(await p.balance()).toBe(9_600n);
  });

  it('refuses a call of no debits, of more than the most, or unsigned, and takes nothing', async () => {
    const p = await creditsPlayer(t);
    expectError(await seamlessCall(t, 'debits', { debits: [] }), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: DEBITS_BATCH_MAX + 1 }, () => debitOf(p, 1));
    expectError(await seamlessCall(t, 'debits', { debits: many }), 400, 'VALIDATION_FAILED');
    const unsigned = await seamlessCall(
      t,
      'debits',
      { debits: [debitOf(p, 1)] },
      { signature: null },
    );
    expectError(unsigned, 401, 'SIGNATURE_INVALID');
    expect(await p.balance()).toBe(10_000n);
  });
});
