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
import { authenticateValueSchema, transactionValueSchema, walletValueSchema } from './protocol.js';

// These tests change launch sessions and members in the database behind the server's back; the
// launch-session cache (SESSION_CACHE_MS) has its own tests in launch-session-cache.test.ts.
const t = useTestApp({ env: { SESSION_CACHE_MS: '0' } });

afterAll(async () => {
  // Every movement above went through the ledger: it must still balance.
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const balanceValue = z.strictObject({ balance: z.number(), currency: z.string() });

/** A member with `funds` minor units in main and a live session of a new seamless game. */
async function player(funds = 10_000n, options: { walletMode?: 'seamless' | 'transfer' } = {}) {
  const member = await createMember(t, { nickname: 'Lucky Player' });
  const game = await createTestGame(t, { walletMode: options.walletMode });
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, funds);
  const token = await createLaunchSession(t, member.id, game, { language: 'CN' });
  return { member, game, token };
}

const mainBalance = (memberId: number) =>
  t.app.services.ledger.balance({ memberId, wallet: 'main' });

function debitBody(p: Awaited<ReturnType<typeof player>>, amount: number | string, ids = {}) {
  return {
    transactionId: newTransactionId(),
    roundId: newRoundId(),
    token: p.token,
    gameCode: p.game.gameCode,
    amount,
    ...ids,
  };
}

describe('POST /wps/seamless/:provider/authenticate and balance', () => {
  it('answers the player, the game and language of the launch, and the balance', async () => {
    const p = await player(12_345n);
    const value = expectValue(
      await seamlessCall(t, 'authenticate', { token: p.token }),
      authenticateValueSchema,
    );
    expect(value).toEqual({
      playerId: p.member.account,
      nickname: 'Lucky Player',
      currency: 'MYR',
      balance: 123.45,
      gameCode: p.game.gameCode,
      language: 'CN',
    });
    const balance = expectValue(
      await seamlessCall(t, 'balance', { token: p.token }),
      walletValueSchema,
    );
    expect(balance).toEqual({ balance: 123.45, currency: 'MYR' });
  });

  it('refuses an unknown, expired or other provider token', async () => {
    const p = await player();
    const expired = await createLaunchSession(t, p.member.id, p.game, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const token of [`${p.token}x`, expired]) {
      const response = await seamlessCall(t, 'authenticate', { token });
      expect(expectError(response, 401, 'GAME_SESSION_INVALID').value).toBeNull();
    }
    const otherProvider = await createLaunchSession(t, p.member.id, p.game, { provider: 'acme' });
    expectError(
      await seamlessCall(t, 'balance', { token: otherProvider }),
      401,
      'GAME_SESSION_INVALID',
    );
  });

  it('refuses the session of a disabled member, with the balance', async () => {
    const p = await player(500n);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', p.member.id)
      .execute();
    const error = expectError(
      await seamlessCall(t, 'balance', { token: p.token }),
      401,
      'GAME_SESSION_INVALID',
    );
    expect(balanceValue.parse(error.value)).toEqual({ balance: 5, currency: 'MYR' });
  });
});

describe('POST /wps/seamless/:provider/debit', () => {
  it('takes the stake into the provider clearing account and opens the round', async () => {
    const p = await player(10_000n);
    const body = debitBody(p, '12.50');
    const value = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    expect(value).toEqual({
      transactionId: body.transactionId,
      balance: 87.5,
      currency: 'MYR',
      replayed: false,
    });
    expect(await mainBalance(p.member.id)).toBe(8_750n);
    const stored = await t.db
      .selectFrom('bet_rounds')
      .selectAll()
      .where('round_id', '=', body.roundId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      provider: 'house',
      member_id: p.member.id,
      game_id: p.game.id,
      category_code: 'RNG',
      vassalage: p.game.vassalage,
      wallet: 'main',
      currency: 'MYR',
      status: 'open',
    });
    expect(BigInt(stored.stake)).toBe(1_250n);
    const transfer = await t.app.services.ledger.findTransfer(
      `seamless:house:${body.transactionId}`,
    );
    expect(transfer).toMatchObject({ kind: 'bet', reference: body.roundId });
  });

  it('adds each debit of a round to its stake', async () => {
    const p = await player(10_000n);
    const roundId = newRoundId();
    await seamlessCall(t, 'debit', debitBody(p, 1, { roundId }));
    const second = await seamlessCall(t, 'debit', debitBody(p, 2.25, { roundId }));
    expect(expectValue(second, transactionValueSchema).balance).toBe(96.75);
    const round = await t.db
      .selectFrom('bet_rounds')
      .select('stake')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(BigInt(round.stake)).toBe(325n);
  });

  it('answers a repeated debit with its first answer and moves the money once', async () => {
    const p = await player(10_000n);
    const body = debitBody(p, 10);
    const first = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    await fundWallet(t, { memberId: p.member.id, wallet: 'main' }, 100n);
    const again = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await mainBalance(p.member.id)).toBe(9_100n);
  });

  it('replays a debit whose session has expired since', async () => {
    const p = await player(10_000n);
    const body = debitBody(p, 10);
    const first = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', p.member.id)
      .execute();
    const again = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    expect(again).toEqual({ ...first, replayed: true });
    const fresh = await seamlessCall(t, 'debit', debitBody(p, 10));
    expectError(fresh, 401, 'GAME_SESSION_INVALID');
  });

  it('refuses a transaction id used again with another amount', async () => {
    const p = await player(10_000n);
    const body = debitBody(p, 10);
    await seamlessCall(t, 'debit', body);
    const error = expectError(
      await seamlessCall(t, 'debit', { ...body, amount: 11 }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    expect(balanceValue.parse(error.value)).toEqual({ balance: 90, currency: 'MYR' });
    expect(await mainBalance(p.member.id)).toBe(9_000n);
  });

  it('moves the money once when ten identical debits arrive together', async () => {
    const p = await player(10_000n);
    const body = debitBody(p, 7);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => seamlessCall(t, 'debit', body)),
    );
    const values = answers.map((response) => expectValue(response, transactionValueSchema));
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    expect(new Set(values.map((value) => value.balance))).toEqual(new Set([93]));
    expect(await mainBalance(p.member.id)).toBe(9_300n);
    const rows = await t.db
      .selectFrom('provider_transactions')
      .select('id')
      .where('transaction_id', '=', body.transactionId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a stake above the balance with the balance, writing nothing', async () => {
    const p = await player(500n);
    const body = debitBody(p, 5.01);
    const error = expectError(await seamlessCall(t, 'debit', body), 400, 'INSUFFICIENT_FUNDS');
    expect(balanceValue.parse(error.value)).toEqual({ balance: 5, currency: 'MYR' });
    const round = await t.db
      .selectFrom('bet_rounds')
      .select('id')
      .where('round_id', '=', body.roundId)
      .executeTakeFirst();
    expect(round).toBeUndefined();
    // Nothing was recorded, so the same transaction is a fresh attempt once the money is there.
    await fundWallet(t, { memberId: p.member.id, wallet: 'main' }, 1n);
    const retried = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    expect(retried).toMatchObject({ balance: 0, replayed: false });
  });

  it('refuses a debit for another game than the session was launched for', async () => {
    const p = await player();
    const error = expectError(
      await seamlessCall(t, 'debit', debitBody(p, 1, { gameCode: 'some-other-game' })),
      401,
      'GAME_SESSION_INVALID',
    );
    expect(balanceValue.parse(error.value).balance).toBe(100);
  });

  it('refuses amounts that are zero, negative or finer than cents', async () => {
    const p = await player();
    for (const amount of [0, -1, '1.001', 'ten', 1e21]) {
      const error = expectError(
        await seamlessCall(t, 'debit', debitBody(p, amount)),
        400,
        'INVALID_AMOUNT',
      );
      expect(balanceValue.parse(error.value).balance).toBe(100);
    }
    expect(await mainBalance(p.member.id)).toBe(10_000n);
  });

  it('refuses a round id that belongs to another player', async () => {
    const first = await player();
    const second = await player();
    const roundId = newRoundId();
    await seamlessCall(t, 'debit', debitBody(first, 1, { roundId }));
    const error = expectError(
      await seamlessCall(t, 'debit', debitBody(second, 1, { roundId })),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ path: 'roundId', reason: 'round_mismatch' }]);
    expect(await mainBalance(second.member.id)).toBe(10_000n);
  });

  it("plays a transfer-mode vendor's game from the member's wallet at that vendor", async () => {
    const p = await player(10_000n, { walletMode: 'transfer' });
    const vendorWallet = {
      memberId: p.member.id,
      wallet: 'vendor',
      vendor: p.game.vassalage,
    } as const;
    await fundWallet(t, vendorWallet, 3_000n);
    const body = debitBody(p, 20);
    const value = expectValue(await seamlessCall(t, 'debit', body), transactionValueSchema);
    expect(value.balance).toBe(10);
    expect(await t.app.services.ledger.balance(vendorWallet)).toBe(1_000n);
    expect(await mainBalance(p.member.id)).toBe(10_000n);
    const round = await t.db
      .selectFrom('bet_rounds')
      .select('wallet')
      .where('round_id', '=', body.roundId)
      .executeTakeFirstOrThrow();
    expect(round.wallet).toBe('vendor');
    const auth = expectValue(
      await seamlessCall(t, 'authenticate', { token: p.token }),
      authenticateValueSchema,
    );
    expect(auth.balance).toBe(10);
  });
});
