import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
} from '../../../test/seamless.js';
import { domainEvents } from '../../platform/events/event-types.js';
import { transactionValueSchema } from './protocol.js';

const t = useTestApp();

const balanceValue = z.strictObject({ balance: z.number(), currency: z.string() });

/** A member with 100.00 in the wallet of a new game's vendor and a live session of that game. */
async function player(walletMode: 'seamless' | 'transfer' = 'seamless') {
  const member = await createMember(t);
  const game = await createTestGame(t, { walletMode });
  const wallet =
    walletMode === 'transfer'
      ? ({ memberId: member.id, wallet: 'vendor', vendor: game.vassalage } as const)
      : ({ memberId: member.id, wallet: 'main' } as const);
  await fundWallet(t, wallet, 10_000n);
  const token = await createLaunchSession(t, member.id, game);
  const balance = () => t.app.services.ledger.balance(wallet);
  return { member, game, token, wallet, balance };
}
type Player = Awaited<ReturnType<typeof player>>;

/** Debits `amount` in a round (a new one unless given); returns the ids. */
async function debit(p: Player, amount: number, roundId = newRoundId()) {
  const transactionId = newTransactionId();
  const response = await seamlessCall(t, 'debit', {
    transactionId,
    roundId,
    token: p.token,
    gameCode: p.game.gameCode,
    amount,
  });
  expectValue(response, transactionValueSchema);
  return { transactionId, roundId };
}

const credit = (p: Player, roundId: string, amount: number, extra: Record<string, unknown> = {}) =>
  seamlessCall(t, 'credit', {
    transactionId: newTransactionId(),
    roundId,
    playerId: p.member.account,
    amount,
    ...extra,
  });

const rollback = (
  p: Player,
  refTransactionId: string,
  roundId: string,
  transactionId = newTransactionId(),
) =>
  seamlessCall(t, 'rollback', {
    transactionId,
    refTransactionId,
    roundId,
    playerId: p.member.account,
  });

const round = (roundId: string) =>
  t.db
    .selectFrom('bet_rounds')
    .selectAll()
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

afterAll(async () => {
  // Every movement above went through the ledger: it must still balance.
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

describe('POST /wps/seamless/:provider/credit', () => {
  it('pays the round, settles it with the result and counts the stake as turnover', async () => {
    const p = await player();
    await t.app.services.turnover.require({
      memberId: p.member.id,
      source: 'deposit',
      reference: `dep-${p.member.id}`,
      required: 5_000n,
    });
    const { roundId } = await debit(p, 20);
    const result = { reels: [[1, 2, 3]], win: 45.5 };
    const value = expectValue(await credit(p, roundId, 45.5, { result }), transactionValueSchema);
    expect(value).toMatchObject({ balance: 125.5, currency: 'MYR', replayed: false });
    expect(await p.balance()).toBe(12_550n);
    const settled = await round(roundId);
    expect(settled).toMatchObject({ status: 'settled', result: JSON.stringify(result) });
    expect(BigInt(settled.payout)).toBe(4_550n);
    expect(settled.settled_at).not.toBeNull();
    expect(await t.app.services.turnover.remaining(p.member.id)).toBe(3_000n);
  });

  it('settles a loss (amount 0) without moving money', async () => {
    const p = await player();
    const { roundId } = await debit(p, 10);
    const value = expectValue(await credit(p, roundId, 0), transactionValueSchema);
    expect(value.balance).toBe(90);
    expect((await round(roundId)).status).toBe('settled');
  });

  it('refuses a credit for a round without a debit and moves nothing', async () => {
    const p = await player();
    const error = expectError(await credit(p, newRoundId(), 50), 404, 'BET_NOT_FOUND');
    expect(balanceValue.parse(error.value)).toEqual({ balance: 100, currency: 'MYR' });
    expect(await p.balance()).toBe(10_000n);
  });

  it("refuses a credit for another player's round", async () => {
    const owner = await player();
    const other = await player();
    const { roundId } = await debit(owner, 10);
    expectError(await credit(other, roundId, 50), 404, 'BET_NOT_FOUND');
    expect(await other.balance()).toBe(10_000n);
    expect((await round(roundId)).status).toBe('open');
  });

  it('refuses a credit for an unknown player', async () => {
    const response = await seamlessCall(t, 'credit', {
      transactionId: newTransactionId(),
      roundId: newRoundId(),
      playerId: 'nobody-at-all',
      amount: 1,
    });
    expect(expectError(response, 404, 'BET_NOT_FOUND').value).toBeNull();
  });

  it('settles a round once: a second credit with another id is BET_ALREADY_SETTLED', async () => {
    const p = await player();
    const { roundId } = await debit(p, 10);
    expectValue(await credit(p, roundId, 30), transactionValueSchema);
    const error = expectError(await credit(p, roundId, 30), 409, 'BET_ALREADY_SETTLED');
    expect(balanceValue.parse(error.value).balance).toBe(120);
    expect(await p.balance()).toBe(12_000n);
  });

  it('answers a repeated credit with its first answer', async () => {
    const p = await player();
    const { roundId } = await debit(p, 10);
    const body = {
      transactionId: newTransactionId(),
      roundId,
      playerId: p.member.account,
      amount: 15,
    };
    const first = expectValue(await seamlessCall(t, 'credit', body), transactionValueSchema);
    const again = expectValue(await seamlessCall(t, 'credit', body), transactionValueSchema);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await p.balance()).toBe(10_500n);
    expectError(
      await seamlessCall(t, 'credit', { ...body, amount: 16 }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('refuses a result summary over 4 KB and a negative amount', async () => {
    const p = await player();
    const { roundId } = await debit(p, 10);
    const result = { log: 'x'.repeat(4100) };
    const tooLarge = expectError(await credit(p, roundId, 1, { result }), 400, 'VALIDATION_FAILED');
    expect(tooLarge.details).toEqual([{ path: 'result', reason: 'too_large' }]);
    expectError(await credit(p, roundId, -1), 400, 'INVALID_AMOUNT');
    expect((await round(roundId)).status).toBe('open');
  });

  it("pays a transfer-mode vendor's round into the vendor wallet", async () => {
    const p = await player('transfer');
    const { roundId } = await debit(p, 10);
    expect(expectValue(await credit(p, roundId, 25), transactionValueSchema).balance).toBe(115);
    expect(await p.balance()).toBe(11_500n);
    expect(await t.app.services.ledger.balance({ memberId: p.member.id, wallet: 'main' })).toBe(0n);
  });
});

describe('POST /wps/seamless/:provider/rollback', () => {
  it('gives a debit back and cancels the round once no stake is left', async () => {
    const p = await player();
    const { transactionId, roundId } = await debit(p, 30);
    const value = expectValue(await rollback(p, transactionId, roundId), transactionValueSchema);
    expect(value).toMatchObject({ balance: 100, replayed: false });
    expect(await p.balance()).toBe(10_000n);
    const cancelled = await round(roundId);
    expect(cancelled.status).toBe('cancelled');
    expect(BigInt(cancelled.stake)).toBe(0n);
    const transfer = await t.app.services.ledger.findTransfer(
      `seamless:house:${value.transactionId}`,
    );
    expect(transfer).toMatchObject({ kind: 'bet_rollback', reference: roundId });
  });

  it('gives back one debit of several and leaves the round open for its credit', async () => {
    const p = await player();
    const roundId = newRoundId();
    const first = await debit(p, 10, roundId);
    await debit(p, 5, roundId);
    await rollback(p, first.transactionId, roundId);
    const open = await round(roundId);
    expect(open.status).toBe('open');
    expect(BigInt(open.stake)).toBe(500n);
    expectValue(await credit(p, roundId, 0), transactionValueSchema);
    expect(await p.balance()).toBe(9_500n);
  });

  it('moves nothing for a second rollback of the same debit, and replays a repeated one', async () => {
    const p = await player();
    const { transactionId, roundId } = await debit(p, 30);
    const rollbackId = newTransactionId();
    const first = expectValue(
      await rollback(p, transactionId, roundId, rollbackId),
      transactionValueSchema,
    );
    const replayed = expectValue(
      await rollback(p, transactionId, roundId, rollbackId),
      transactionValueSchema,
    );
    expect(replayed).toEqual({ ...first, replayed: true });
    const second = expectValue(await rollback(p, transactionId, roundId), transactionValueSchema);
    expect(second).toMatchObject({ balance: 100, replayed: false });
    expect(await p.balance()).toBe(10_000n);
  });

  it('remembers a rollback of a debit never seen and refuses that debit later', async () => {
    const p = await player();
    const transactionId = newTransactionId();
    const roundId = newRoundId();
    const value = expectValue(await rollback(p, transactionId, roundId), transactionValueSchema);
    expect(value).toMatchObject({ balance: 100, replayed: false });
    const late = await seamlessCall(t, 'debit', {
      transactionId,
      roundId,
      token: p.token,
      gameCode: p.game.gameCode,
      amount: 10,
    });
    const error = expectError(late, 409, 'TRANSACTION_ROLLED_BACK');
    expect(balanceValue.parse(error.value).balance).toBe(100);
    expect(await p.balance()).toBe(10_000n);
  });

  it('leaves the balance whole whichever of a debit and its rollback lands first', async () => {
    const p = await player();
    for (let i = 0; i < 5; i += 1) {
      const transactionId = newTransactionId();
      const roundId = newRoundId();
      const body = {
        transactionId,
        roundId,
        token: p.token,
        gameCode: p.game.gameCode,
        amount: 10,
      };
      const [debited, rolledBack] = await Promise.all([
        seamlessCall(t, 'debit', body),
        rollback(p, transactionId, roundId),
      ]);
      expect(rolledBack.statusCode).toBe(200);
      expect([200, 409]).toContain(debited.statusCode);
    }
    expect(await p.balance()).toBe(10_000n);
  });

  it('refuses a rollback once the round is settled', async () => {
    const p = await player();
    const { transactionId, roundId } = await debit(p, 30);
    expectValue(await credit(p, roundId, 0), transactionValueSchema);
    const error = expectError(
      await rollback(p, transactionId, roundId),
      409,
      'BET_ALREADY_SETTLED',
    );
    expect(balanceValue.parse(error.value).balance).toBe(70);
    expect(await p.balance()).toBe(7_000n);
  });

  it("refuses a rollback naming another player's debit, or a credit", async () => {
    const owner = await player();
    const other = await player();
    const { transactionId, roundId } = await debit(owner, 30);
    expectError(await rollback(other, transactionId, roundId), 404, 'BET_NOT_FOUND');
    const payout = newTransactionId();
    await seamlessCall(t, 'credit', {
      transactionId: payout,
      roundId,
      playerId: owner.member.account,
      amount: 1,
    });
    const notDebit = expectError(await rollback(owner, payout, roundId), 400, 'VALIDATION_FAILED');
    expect(notDebit.details).toEqual([{ path: 'refTransactionId', reason: 'not_a_debit' }]);
    expect(await owner.balance()).toBe(7_100n);
  });

  it("gives a transfer-mode vendor's stake back to the vendor wallet", async () => {
    const p = await player('transfer');
    const { transactionId, roundId } = await debit(p, 40);
    expect(
      expectValue(await rollback(p, transactionId, roundId), transactionValueSchema).balance,
    ).toBe(100);
    expect(await p.balance()).toBe(10_000n);
  });
});

describe('bet.settled', () => {
  const settledEvents = async (memberId: number) =>
    (
      await t.db
        .selectFrom('domain_events')
        .select(['type', 'version', 'event_key', 'payload'])
        .where('member_id', '=', memberId)
        .where('type', '=', 'bet.settled')
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));

  it('reports a settled round once, with its stake, payout, category and vendor', async () => {
    const p = await player();
    const { roundId } = await debit(p, 10);
    await debit(p, 5, roundId);
    expectValue(await credit(p, roundId, 36.5), transactionValueSchema);
    // Settled already: a later credit is refused and reports nothing.
    expectError(await credit(p, roundId, 1), 409, 'BET_ALREADY_SETTLED');
    const events = await settledEvents(p.member.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      version: domainEvents['bet.settled'].version,
      event_key: `bet.settled:${String(events[0]!.payload.provider)}:${roundId}`,
    });
    // Both paths (the checked one, and PostgreSQL's one statement) write exactly this shape.
    expect(domainEvents['bet.settled'].payload.strict().parse(events[0]!.payload)).toEqual({
      provider: expect.any(String),
      roundId,
      memberId: p.member.id,
      gameId: p.game.id,
      categoryCode: 'RNG',
      vendor: p.game.vassalage,
      currency: 'MYR',
      stake: '1500',
      payout: '3650',
      validTurnover: '1500',
      settledAt: expect.any(String),
    });
  });

  it('reports nothing for a round whose stake was rolled back', async () => {
    const p = await player();
    const { transactionId, roundId } = await debit(p, 10);
    expectValue(await rollback(p, transactionId, roundId), transactionValueSchema);
    expect(await settledEvents(p.member.id)).toEqual([]);
  });
});
