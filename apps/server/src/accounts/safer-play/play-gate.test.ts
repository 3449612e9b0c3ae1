import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { limitRefusalValueSchema } from '@portal/shared/schemas/safer-play';
import { authHeader, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  createChannel,
  deposit,
  newReference,
  postDeposit,
  signedIn,
  type SignedInMember,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { createPromotion, matchTerms, promotionInput } from '../../../test/promotions.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
  type TestGame,
} from '../../../test/seamless.js';
import { staffWithToken } from '../../../test/staff.js';
import { transactionValueSchema } from '../../games/seamless/protocol.js';
import { SeamlessStatements } from '../../games/seamless/seamless-statements.repository.js';
import { PlayGate } from './play-gate.js';
import { COOLING_MS, periodStarts } from './safer-play-rules.js';

// Launch sessions and breaks are written straight into the database in places.
const t = useTestApp({ env: { SESSION_CACHE_MS: '0' } });
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const refusalValue = limitRefusalValueSchema.extend({
  balance: z.number(),
  currency: z.string(),
});

interface Player extends SignedInMember {
  game: TestGame;
  token: string;
}

/** A signed-in member with `funds` minor units in main and a live session of a seamless game. */
async function player(funds = 100_000n): Promise<Player> {
  const member = await signedIn(t);
  const game = await createTestGame(t);
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, funds);
  const token = await createLaunchSession(t, member.id, game);
  return { ...member, game, token };
}

function setLimit(m: SignedInMember, kind: string, period: string, amount: number | null) {
  return t.app
    .inject({
      method: 'PUT',
      url: '/wps/member/safer-play/limits',
      headers: m.headers,
      payload: { kind, period, amount },
    })
    .then((response) => expect(response.statusCode, response.body).toBe(200));
}

const debit = (p: Player, amount: string, roundId = newRoundId()) =>
  seamlessCall(t, 'debit', {
    transactionId: newTransactionId(),
    roundId,
    token: p.token,
    gameCode: p.game.gameCode,
    amount,
  });
const credit = (p: Player, roundId: string, amount: string) =>
  seamlessCall(t, 'credit', {
    transactionId: newTransactionId(),
    roundId,
    playerId: p.account,
    amount,
  });
const rollback = (p: Player, roundId: string, refTransactionId: string) =>
  seamlessCall(t, 'rollback', {
    transactionId: newTransactionId(),
    refTransactionId,
    roundId,
    playerId: p.account,
  });

const mainBalance = (memberId: number) =>
  t.app.services.ledger.balance({ memberId, wallet: 'main' });

/** A break written as taking one writes it, leaving the member's session open for the test. */
async function breakFor(memberId: number, kind: 'timeout' | 'exclusion', endsAt: Date | null) {
  const now = new Date();
  const starts = periodStarts(now);
  await t.db
    .insertInto('safer_play_accounts')
    .values({
      member_id: memberId,
      break_kind: kind,
      break_duration: kind === 'timeout' ? '24h' : 'permanent',
      break_started_at: now.toISOString(),
      break_ends_at: endsAt?.toISOString() ?? null,
      return_asked_at: null,
      day_start: starts.day,
      week_start: starts.week,
      month_start: starts.month,
      updated_at: now.toISOString(),
    })
    .execute();
}

/**
 * Which path answered a test's seamless stakes and payouts. On PostgreSQL the one-statement debit
 * and credit check and count them (play-gate-statements.repository.ts): the checked path
 * (PlayGate.check) only answers the refusals. On SQLite every stake and payout goes through the
 * checked path.
 */
function watchPaths() {
  const checks = vi.spyOn(PlayGate.prototype, 'check');
  const debits = vi.spyOn(SeamlessStatements.prototype, 'debit');
  const credits = vi.spyOn(SeamlessStatements.prototype, 'credit');
  const checked = (kind: string) => checks.mock.calls.filter(([, , m]) => m.kind === kind).length;
  const written = (spy: typeof debits | typeof credits) =>
    spy.mock.settledResults.filter((r) => r.type === 'fulfilled' && r.value !== null).length;
  return {
    expect(counts: { stakes: number; refused: number; payouts?: number }) {
      const payouts = counts.payouts ?? 0;
      if (t.kind === 'postgres') {
        expect(written(debits), 'stakes written by the statement').toBe(counts.stakes);
        expect(checked('stake'), 'stakes checked (the refusals)').toBe(counts.refused);
        expect(written(credits), 'payouts written by the statement').toBe(payouts);
        expect(checked('payout'), 'payouts checked').toBe(0);
      } else {
        expect(debits).not.toHaveBeenCalled();
        expect(checked('stake')).toBe(counts.stakes + counts.refused);
        expect(checked('payout')).toBe(payouts);
      }
    },
  };
}

/** The member's totals row, as minor units. */
async function totalsRow(memberId: number) {
  const row = await t.db
    .selectFrom('safer_play_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const n = (value: bigint | number | string) => BigInt(value);
  return {
    starts: [row.day_start, row.week_start, row.month_start],
    day: [n(row.day_wager), n(row.day_loss)],
    week: [n(row.week_wager), n(row.week_loss)],
    month: [n(row.month_wager), n(row.month_loss)],
  };
}

describe('the loss and wager limits on the seamless debit', () => {
  it('lets a bet fill the loss room to the minor unit and refuses one minor unit more', async () => {
    const p = await player();
    await setLimit(p, 'loss', 'day', 10);
    const paths = watchPaths();
    expectValue(await debit(p, '9.99'), transactionValueSchema);
    const refused = expectError(await debit(p, '0.02'), 409, 'LOSS_LIMIT_REACHED');
    expect(refusalValue.parse(refused.value)).toEqual({
      period: 'day',
      limit: 10,
      remaining: 0.01,
      balance: 990.01,
      currency: 'MYR',
    });
    expectValue(await debit(p, '0.01'), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    expect(await mainBalance(p.id)).toBe(99_000n);
    paths.expect({ stakes: 2, refused: 2 });
    expect((await totalsRow(p.id)).day).toEqual([1_000n, 1_000n]);
  });

  it('counts payouts and stakes given back against the loss, never against a stake taken', async () => {
    const p = await player();
    await setLimit(p, 'loss', 'week', 10);
    const paths = watchPaths();
    const round = newRoundId();
    expectValue(await debit(p, '10', round), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    expectValue(await credit(p, round, '4'), transactionValueSchema);
    // Loss 6.00 now: 4.00 of room.
    const second = newRoundId();
    const tx = newTransactionId();
    expectValue(
      await seamlessCall(t, 'debit', {
        transactionId: tx,
        roundId: second,
        token: p.token,
        gameCode: p.game.gameCode,
        amount: '4',
      }),
      transactionValueSchema,
    );
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    expectValue(await rollback(p, second, tx), transactionValueSchema);
    expectValue(await debit(p, '4'), transactionValueSchema);
    paths.expect({ stakes: 3, refused: 2, payouts: 1 });
    // Stakes 18.00, the payout 4.00 and the stake given back 4.00.
    expect((await totalsRow(p.id)).week).toEqual([1_400n, 1_000n]);
  });

  it("gives a loss limit the period's net winnings as room, and the member's view shows that room", async () => {
    const p = await player();
    await setLimit(p, 'loss', 'day', 1);
    const round = newRoundId();
    expectValue(await debit(p, '0.50', round), transactionValueSchema);
    expectValue(await credit(p, round, '2.50'), transactionValueSchema);
    // Net winnings of 2.00: the view shows nothing used and 3.00 of room.
    const view = await t.app.inject({ url: '/wps/member/safer-play', headers: p.headers });
    const lossDay = view
      .json()
      .value.limits.find(
        (l: { kind: string; period: string }) => l.kind === 'loss' && l.period === 'day',
      );
    expect(lossDay).toMatchObject({ amount: 1, used: 0, remaining: 3 });
    expectError(await debit(p, '3.01'), 409, 'LOSS_LIMIT_REACHED');
    expectValue(await debit(p, '3'), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
  });

  it('refuses a stake past the wager limit even when the member is winning', async () => {
    const p = await player();
    await setLimit(p, 'wager', 'month', 20);
    const paths = watchPaths();
    const round = newRoundId();
    expectValue(await debit(p, '15', round), transactionValueSchema);
    expectValue(await credit(p, round, '30'), transactionValueSchema);
    expectValue(await debit(p, '5'), transactionValueSchema);
    const refused = expectError(await debit(p, '0.01'), 409, 'WAGER_LIMIT_REACHED');
    expect(refusalValue.parse(refused.value)).toMatchObject({
      period: 'month',
      limit: 20,
      remaining: 0,
    });
    paths.expect({ stakes: 2, refused: 1, payouts: 1 });
    expect((await totalsRow(p.id)).month).toEqual([2_000n, -1_000n]);
  });

  it('gives the room of an increase only after the cooling period, and a new day starts from zero', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 4) });
    let p = await player();
    await setLimit(p, 'loss', 'day', 5);
    await setLimit(p, 'loss', 'day', 50);
    const paths = watchPaths();
    expectValue(await debit(p, '5'), transactionValueSchema);
    expectError(await debit(p, '1'), 409, 'LOSS_LIMIT_REACHED');
    // The next site day (GMT+8) at 16:00 UTC: the day's totals start again, the limit is still 5.
    vi.setSystemTime(Date.UTC(2026, 10, 25, 16));
    p = { ...p, token: await createLaunchSession(t, p.id, p.game) };
    expectValue(await debit(p, '5'), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    // The increase asked at 04:00 UTC yesterday is in force from this very millisecond.
    vi.setSystemTime(Date.UTC(2026, 10, 26, 4));
    p = { ...p, token: await createLaunchSession(t, p.id, p.game) };
    expectValue(await debit(p, '45'), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    paths.expect({ stakes: 3, refused: 3 });
    expect(await totalsRow(p.id)).toEqual({
      starts: ['2026-11-26', '2026-11-23', '2026-11-01'],
      day: [5_000n, 5_000n],
      week: [5_500n, 5_500n],
      month: [5_500n, 5_500n],
    });
  });

  it('counts a payout in a new period from zero, keeping the periods still running', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 30, 4) });
    let p = await player();
    await setLimit(p, 'loss', 'month', 100);
    const paths = watchPaths();
    const round = newRoundId();
    expectValue(await debit(p, '10', round), transactionValueSchema);
    // Tuesday 1 December on the site's clock: a new day and month, the week of Monday 30th goes on.
    vi.setSystemTime(Date.UTC(2026, 10, 30, 16));
    expectValue(await credit(p, round, '4'), transactionValueSchema);
    expect(await totalsRow(p.id)).toEqual({
      starts: ['2026-12-01', '2026-11-30', '2026-12-01'],
      day: [0n, -400n],
      week: [1_000n, 600n],
      month: [0n, -400n],
    });
    p = { ...p, token: await createLaunchSession(t, p.id, p.game) };
    expectValue(await debit(p, '104'), transactionValueSchema);
    expectError(await debit(p, '0.01'), 409, 'LOSS_LIMIT_REACHED');
    paths.expect({ stakes: 2, refused: 1, payouts: 1 });
  });

  it('lets 20 concurrent bets racing for the last room take exactly that room', async () => {
    const p = await player();
    await setLimit(p, 'loss', 'day', 50);
    await setLimit(p, 'wager', 'day', 100);
    const paths = watchPaths();
    expectValue(await debit(p, '45'), transactionValueSchema);
    const answers = await Promise.all(Array.from({ length: 20 }, () => debit(p, '1')));
    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused.every((a) => a.json().errorCode === 'LOSS_LIMIT_REACHED')).toBe(true);
    expect(await mainBalance(p.id)).toBe(100_000n - 5_000n);
    const row = await t.db
      .selectFrom('safer_play_accounts')
      .select(['day_loss', 'day_wager'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect([BigInt(row.day_loss), BigInt(row.day_wager)]).toEqual([5_000n, 5_000n]);
    paths.expect({ stakes: 6, refused: 15 });
  });

  it('counts nothing for a stake the money or a settled round refuses', async () => {
    const p = await player(1_000n);
    await setLimit(p, 'loss', 'day', 100);
    const round = newRoundId();
    expectValue(await debit(p, '2', round), transactionValueSchema);
    expectValue(await credit(p, round, '0'), transactionValueSchema);
    const paths = watchPaths();
    expectError(await debit(p, '8.01'), 400, 'INSUFFICIENT_FUNDS');
    expectError(await debit(p, '1', round), 409, 'BET_ALREADY_SETTLED');
    expect((await totalsRow(p.id)).day).toEqual([200n, 200n]);
    expect(await mainBalance(p.id)).toBe(800n);
    paths.expect({ stakes: 0, refused: 2 });
  });

  it('refuses every stake during a break, with the break in the provider envelope', async () => {
    const p = await player();
    const endsAt = new Date(Date.now() + 24 * HOUR);
    await breakFor(p.id, 'timeout', endsAt);
    const paths = watchPaths();
    const refused = expectError(await debit(p, '1'), 403, 'PLAY_BREAK_ACTIVE');
    expect(refused.value).toEqual({
      kind: 'timeout',
      endsAt: endsAt.toISOString(),
      balance: 1000,
      currency: 'MYR',
    });
    paths.expect({ stakes: 0, refused: 1 });
  });

  it('opens play after a time-out, and after a self-exclusion once the return waited', async () => {
    const timeout = await player();
    await breakFor(timeout.id, 'timeout', new Date(Date.now() - 1));
    const excluded = await player();
    await breakFor(excluded.id, 'exclusion', new Date(Date.now() - HOUR));
    const askReturn = (at: Date) =>
      t.db
        .updateTable('safer_play_accounts')
        .set({ return_asked_at: at.toISOString() })
        .where('member_id', '=', excluded.id)
        .execute();
    const paths = watchPaths();
    expectValue(await debit(timeout, '1'), transactionValueSchema);
    // Ended, but the member has not asked to return.
    expectError(await debit(excluded, '1'), 403, 'PLAY_BREAK_ACTIVE');
    // Asked; play opens COOLING_MS after the asking, not a millisecond before.
    await askReturn(new Date(Date.now() - COOLING_MS + 60_000));
    expectError(await debit(excluded, '1'), 403, 'PLAY_BREAK_ACTIVE');
    await askReturn(new Date(Date.now() - COOLING_MS));
    expectValue(await debit(excluded, '1'), transactionValueSchema);
    paths.expect({ stakes: 2, refused: 2 });
    expect((await totalsRow(excluded.id)).day).toEqual([100n, 100n]);
  });
});

describe('the deposit order', () => {
  it('fills the deposit room to the minor unit and refuses one minor unit more', async () => {
    const m = await signedIn(t);
    const channel = await createChannel(t, { min: 1n });
    await setLimit(m, 'deposit', 'day', 50);
    await deposit(t, m, channel, '49.99');
    const response = await postDeposit(t, m.headers, {
      channelId: channel.id,
      amount: '0.02',
      reference: newReference(),
    });
    const refused = expectError(response, 409, 'DEPOSIT_LIMIT_REACHED');
    expect(refused.value).toEqual({ period: 'day', limit: 50, remaining: 0.01 });
    await deposit(t, m, channel, '0.01');
    const orders = await t.db
      .selectFrom('deposit_orders')
      .select('amount')
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(orders.map((o) => BigInt(o.amount))).toEqual([4_999n, 1n]);
  });

  it('refuses a deposit during a break and writes no order', async () => {
    const m = await signedIn(t);
    const channel = await createChannel(t);
    await breakFor(m.id, 'exclusion', null);
    const refused = expectError(
      await postDeposit(t, m.headers, {
        channelId: channel.id,
        amount: '20',
        reference: newReference(),
      }),
      403,
      'PLAY_BREAK_ACTIVE',
    );
    expect(refused.value).toEqual({ kind: 'exclusion', endsAt: null });
    const orders = await t.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(orders).toEqual([]);
  });
});

describe('transfers to vendors and promotions during a break', () => {
  it('refuses money toward a vendor but lets it come back to main', async () => {
    const m = await signedIn(t);
    const game = await createTestGame(t, { walletMode: 'transfer' });
    await fundWallet(t, { memberId: m.id, wallet: 'main' }, 10_000n);
    await fundWallet(t, { memberId: m.id, wallet: 'vendor', vendor: game.vassalage }, 5_000n);
    await breakFor(m.id, 'timeout', new Date(Date.now() + HOUR));
    const transfer = (from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: m.headers,
        payload: { from, to, amount: 10, reference: randomUUID().replaceAll('-', '') },
      });
    expectError(await transfer('main', game.vassalage), 403, 'PLAY_BREAK_ACTIVE');
    expect(await mainBalance(m.id)).toBe(10_000n);
    const back = await transfer(game.vassalage, 'main');
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses joining a promotion', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const m = await signedIn(t);
    await breakFor(m.id, 'timeout', new Date(Date.now() + HOUR));
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: `/wps/promotions/${promotion.id}/join`,
        headers: m.headers,
      });
    expectError(await join(), 403, 'PLAY_BREAK_ACTIVE');
    await t.db.deleteFrom('safer_play_accounts').where('member_id', '=', m.id).execute();
    expect((await join()).statusCode).toBe(200);
  });
});

describe('a member without limits', () => {
  it('plays unchecked and keeps no totals', async () => {
    const p = await player();
    expectValue(await debit(p, '500'), transactionValueSchema);
    const row = await t.db
      .selectFrom('safer_play_accounts')
      .select('member_id')
      .where('member_id', '=', p.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // A session from a new login still works: nothing is refused.
    const { token } = await login(t, p.account, 'Player2024');
    expect(authHeader(token).authorization).toContain(token);
  });
});
