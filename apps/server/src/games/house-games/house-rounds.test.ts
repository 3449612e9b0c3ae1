import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { expectError } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  seamlessCall,
} from '../../../test/seamless.js';
import type { HttpTransport } from '../seamless/provider-http.js';

const t = useTestApp();

afterAll(async () => {
  // Whatever failed on the way, the wallet's ledger must still balance.
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const wallet = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

/** A member with 1,000.00 and a launch token of a new house slot (line bets from 0.10). */
async function player() {
  const member = await createMember(t);
  const game = await createTestGame(t);
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, 100_000n);
  const token = await createLaunchSession(t, member.id, game);
  return { member, game, token };
}

const spin = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/house/api/slot/spin',
    payload: { token, lineBet: 1, lines: 20 },
  });

const houseRound = (roundId: string) =>
  t.db.selectFrom('house_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
const betRound = (roundId: string) =>
  t.db.selectFrom('bet_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
const roundsOf = (account: string) =>
  t.db
    .selectFrom('house_rounds')
    .select(['round_id', 'state', 'outcome'])
    .where('player_id', '=', account)
    .execute();

/**
 * Runs `work` while wallet endpoints fail: `before` the wallet sees the call, or `after` it
 * answered (the answer is lost on the way back).
 */
async function withWalletFaults<T>(
  faults: Record<string, 'before' | 'after'>,
  work: () => Promise<T>,
): Promise<T> {
  const http = t.app.services.providerHttp;
  const real: HttpTransport = http.transport;
  http.transport = async (url, request) => {
    const when = faults[url.slice(url.lastIndexOf('/') + 1)];
    if (!when) return real(url, request);
    if (when === 'after') await real(url, request);
    throw new Error('socket hang up');
  };
  try {
    return await work();
  } finally {
    http.transport = real;
  }
}

describe('house rounds when the wallet does not answer', () => {
  it('keeps a round whose credit went unanswered open, and the settle job pays it', async () => {
    const p = await player();
    const before = await wallet(p.member.id);
    const response = await withWalletFaults({ credit: 'before' }, () => spin(p.token));
    const error = expectError(response, 503, 'PROVIDER_UNAVAILABLE');
    const roundId = String(error.value?.roundId);
    const open = await houseRound(roundId);
    expect(open).toMatchObject({ state: 'open' });
    expect(open!.outcome).not.toBeNull();
    expect(await betRound(roundId)).toMatchObject({ status: 'open' });
    expect(await wallet(p.member.id)).toBe(before - 2000n);

    await t.app.services.jobs.runDue(new Date(Date.now() + 60_000));
    const settled = await houseRound(roundId);
    expect(settled).toMatchObject({ state: 'settled' });
    expect(await betRound(roundId)).toMatchObject({ status: 'settled' });
    expect(await wallet(p.member.id)).toBe(before - 2000n + BigInt(settled!.payout));
  });

  it('rolls back a stake whose debit answer was lost and fails the round', async () => {
    const p = await player();
    const response = await withWalletFaults({ debit: 'after' }, () => spin(p.token));
    expectError(response, 503, 'PROVIDER_UNAVAILABLE');
    expect(await wallet(p.member.id)).toBe(100_000n);
    const [round] = await roundsOf(p.member.account);
    expect(round).toMatchObject({ state: 'failed', outcome: null });
    const moves = await t.db
      .selectFrom('provider_transactions')
      .select(['transaction_id', 'kind'])
      .where('round_id', '=', round!.round_id)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      { transaction_id: `${round!.round_id}:d`, kind: 'debit' },
      { transaction_id: `${round!.round_id}:r`, kind: 'rollback' },
    ]);
  });

  it('keeps rolling back by job when the rollback goes unanswered too', async () => {
    const p = await player();
    const response = await withWalletFaults({ debit: 'after', rollback: 'before' }, () =>
      spin(p.token),
    );
    expectError(response, 503, 'PROVIDER_UNAVAILABLE');
    expect(await wallet(p.member.id)).toBe(98_000n);
    await t.app.services.jobs.runDue(new Date(Date.now() + 60_000));
    expect(await wallet(p.member.id)).toBe(100_000n);
    const [round] = await roundsOf(p.member.account);
    expect(round).toMatchObject({ state: 'failed' });
  });

  it('gives back the stake of a round cut off before its outcome, by the sweep', async () => {
    const p = await player();
    // What a process that stopped right after the debit leaves behind.
    const roundId = `cut-${p.member.id}`;
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db
      .insertInto('house_rounds')
      .values({
        round_id: roundId,
        player_id: p.member.account,
        game_code: p.game.gameCode,
        engine: 'slot',
        currency: 'MYR',
        stake: 2000n,
        bet: JSON.stringify({ lineBet: '100', lines: 20 }),
        created_at: longAgo,
      })
      .execute();
    const debit = await seamlessCall(t, 'debit', {
      transactionId: `${roundId}:d`,
      roundId,
      token: p.token,
      gameCode: p.game.gameCode,
      amount: '20.00',
    });
    expect(debit.statusCode).toBe(200);
    expect(await wallet(p.member.id)).toBe(98_000n);

    await t.app.services.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect(await wallet(p.member.id)).toBe(100_000n);
    expect(await houseRound(roundId)).toMatchObject({ state: 'failed' });
    expect(await betRound(roundId)).toMatchObject({ status: 'cancelled' });
  });
});
