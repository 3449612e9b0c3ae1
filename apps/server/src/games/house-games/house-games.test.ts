import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { launchGameValueSchema } from '@portal/shared/schemas/games';
import {
  crashPlayValueSchema,
  houseRoundsValueSchema,
  houseSessionValueSchema,
  matchPlayValueSchema,
  slotSpinValueSchema,
} from '@portal/shared/schemas/house-games';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  type TestGameOptions,
} from '../../../test/seamless.js';
import { signedHeaders } from '../seamless/protocol.js';

const t = useTestApp();

afterAll(async () => {
  // Every stake and win went through the wallet's ledger: it must still balance.
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const wallet = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

/** A member with `funds` minor units and a launch token of a new house game. */
async function player(options: TestGameOptions & { funds?: bigint } = {}) {
  const { funds = 100_000n, ...gameOptions } = options;
  const member = await createMember(t);
  const game = await createTestGame(t, {
    names: { EN: 'Lucky Bells', CN: '幸运铃' },
    ...gameOptions,
  });
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, funds);
  const token = await createLaunchSession(t, member.id, game, { language: 'CN' });
  return { member, game, token };
}

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

const houseRound = (roundId: string) =>
  t.db.selectFrom('house_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
const betRound = (roundId: string) =>
  t.db.selectFrom('bet_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();

describe('house provider launch', () => {
  it('opens the game page through the portal and serves the session it was launched with', async () => {
    const member = await createMember(t);
    const game = await createTestGame(t, { names: { EN: 'Lucky Bells', CN: '幸运铃' } });
    await fundWallet(t, { memberId: member.id, wallet: 'main' }, 5_000n);
    const { token } = await login(t, member.account, member.password);
    const launched = expectValue(
      await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: authHeader(token),
        payload: { nodeId: game.nodeId, language: 'CN', backUrl: '/rng?page=2' },
      }),
      launchGameValueSchema,
    );
    const url = new URL(launched.url, 'http://portal.test');
    expect(url.pathname).toBe('/house/play');
    expect(url.searchParams.get('lang')).toBe('CN');
    expect(url.searchParams.get('back')).toBe('/rng?page=2');
    const launchToken = url.searchParams.get('token')!;

    const session = expectValue(
      await t.app.inject({ url: `/house/api/session?token=${encodeURIComponent(launchToken)}` }),
      houseSessionValueSchema,
    );
    expect(session).toMatchObject({
      playerId: member.account,
      currency: 'MYR',
      balance: 50,
      gameCode: game.gameCode,
      gameName: '幸运铃',
      backUrl: '/rng?page=2',
    });
    expect(session.config).toMatchObject({
      engine: 'slot',
      reels: 5,
      rows: 3,
      rtp: 0.96,
      lineBets: [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100],
    });
    if (session.config.engine !== 'slot') throw new Error('not a slot');
    expect(session.config.paylines).toHaveLength(20);
    expect(session.config.paytable.filter((s) => s.wild || s.scatter)).toHaveLength(2);
  });

  it('refuses a launch call that is not signed with the shared secret', async () => {
    const { game } = await player();
    const body = JSON.stringify({
      token: 'x'.repeat(40),
      playerId: 'someone',
      gameCode: game.gameCode,
      language: 'EN',
      currency: 'MYR',
      backUrl: '/',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/house/api/launch',
      headers: signedHeaders('another-secret-another-secret-000000', body),
      payload: body,
    });
    expectError(forged, 401, 'SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/house/api/launch',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectError(unsigned, 401, 'SIGNATURE_INVALID');
  });

  it('answers GAME_NOT_FOUND to a signed launch of a game it does not play', async () => {
    const body = JSON.stringify({
      token: 'x'.repeat(40),
      playerId: 'someone',
      gameCode: 'no-such-game',
      language: 'EN',
      currency: 'MYR',
      backUrl: '/',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/house/api/launch',
      headers: signedHeaders(t.config.HOUSE_PROVIDER_SECRET, body),
      payload: body,
    });
    expectError(response, 404, 'GAME_NOT_FOUND');
  });

  it('refuses an unknown launch token with the wallet’s GAME_SESSION_INVALID', async () => {
    const response = await t.app.inject({ url: `/house/api/session?token=${'n'.repeat(43)}.EN` });
    expectError(response, 401, 'GAME_SESSION_INVALID');
    const spin = await post('/house/api/slot/spin', {
      token: `${'n'.repeat(43)}.EN`,
      lineBet: 0.1,
      lines: 20,
    });
    expectError(spin, 401, 'GAME_SESSION_INVALID');
  });

  it('keeps its API paths out of the site fallback', async () => {
    expectError(await t.app.inject({ url: '/house/api/nothing' }), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('POST /house/api/slot/spin', () => {
  it('takes lineBet x lines and pays the wins through the wallet, which records the round', async () => {
    const p = await player();
    const before = await wallet(p.member.id);
    const spin = expectValue(
      await post('/house/api/slot/spin', { token: p.token, lineBet: 0.2, lines: 15 }),
      slotSpinValueSchema,
    );
    expect(spin.stake).toBe(3);
    const wins = spin.wins.reduce((sum, win) => sum + Math.round(win.amount * 100), 0);
    expect(Math.round(spin.payout * 100)).toBe(wins);
    const after = await wallet(p.member.id);
    expect(after - before).toBe(BigInt(Math.round(spin.payout * 100)) - 300n);
    expect(spin.balance).toBe(Number(after) / 100);
    expect(spin.grid).toHaveLength(3);
    for (const row of spin.grid) expect(row).toHaveLength(5);

    const record = await betRound(spin.roundId);
    expect(record).toMatchObject({ provider: 'house', status: 'settled', game_id: p.game.id });
    expect(BigInt(record!.stake)).toBe(300n);
    expect(BigInt(record!.payout)).toBe(BigInt(Math.round(spin.payout * 100)));
    expect(JSON.parse(record!.result!)).toMatchObject({ game: 'slot', lines: 15, grid: spin.grid });
    const own = await houseRound(spin.roundId);
    expect(own).toMatchObject({ state: 'settled', player_id: p.member.account, engine: 'slot' });
  });

  it('refuses a stake over the balance with INSUFFICIENT_FUNDS and the balance, and fails the round', async () => {
    const p = await player({ funds: 150n });
    const response = await post('/house/api/slot/spin', {
      token: p.token,
      lineBet: 0.1,
      lines: 20,
    });
    const error = expectError(response, 400, 'INSUFFICIENT_FUNDS');
    expect(error.value).toEqual({ balance: 1.5, currency: 'MYR' });
    expect(await wallet(p.member.id)).toBe(150n);
    const rounds = await t.db
      .selectFrom('house_rounds')
      .select(['state', 'outcome'])
      .where('player_id', '=', p.member.account)
      .execute();
    expect(rounds).toEqual([{ state: 'failed', outcome: null }]);
  });

  it.each([
    [{ lineBet: 0.05, lines: 20 }, 400, 'AMOUNT_BELOW_MINIMUM'],
    [{ lineBet: 200, lines: 20 }, 400, 'AMOUNT_ABOVE_MAXIMUM'],
    [{ lineBet: 0.3, lines: 20 }, 400, 'VALIDATION_FAILED'],
    [{ lineBet: 0.123, lines: 20 }, 400, 'INVALID_AMOUNT'],
    [{ lineBet: 0.1, lines: 21 }, 400, 'VALIDATION_FAILED'],
  ] as const)('refuses %o with %i %s and moves nothing', async (bet, status, code) => {
    const p = await player();
    const response = await post('/house/api/slot/spin', { token: p.token, ...bet });
    const error = expectError(response, status, code);
    if (code === 'AMOUNT_BELOW_MINIMUM') expect(error.message).toContain('0.10');
    if (code === 'AMOUNT_ABOVE_MAXIMUM') expect(error.message).toContain('100.00');
    expect(await wallet(p.member.id)).toBe(100_000n);
  });

  it('does not spin with the token of another engine’s game', async () => {
    const p = await player({ engine: 'crash' });
    const response = await post('/house/api/slot/spin', { token: p.token, lineBet: 0.1, lines: 1 });
    expectError(response, 404, 'GAME_NOT_FOUND');
  });

  it('takes no stake while the game is under maintenance', async () => {
    const p = await player({ maintenance: true });
    const response = await post('/house/api/slot/spin', { token: p.token, lineBet: 1, lines: 20 });
    expectError(response, 503, 'GAME_MAINTENANCE');
    expect(await wallet(p.member.id)).toBe(100_000n);
  });
});

describe('POST /house/api/crash/play and /house/api/match/play', () => {
  it('pays stake x target exactly when the crash point reaches the target', async () => {
    const p = await player({ engine: 'crash' });
    for (const target of [1.01, 2.5]) {
      const before = await wallet(p.member.id);
      const round = expectValue(
        await post('/house/api/crash/play', { token: p.token, stake: '3.33', target }),
        crashPlayValueSchema,
      );
      expect(round.cashedOut).toBe(round.crashPoint >= target);
      // 3.33 x target, rounded down to a cent.
      const payout = round.cashedOut ? (333n * BigInt(Math.round(target * 100))) / 100n : 0n;
      expect(BigInt(Math.round(round.payout * 100))).toBe(payout);
      const after = await wallet(p.member.id);
      expect(after - before).toBe(BigInt(Math.round(round.payout * 100)) - 333n);
    }
  });

  it('refuses a crash target with more than 2 decimals', async () => {
    const p = await player({ engine: 'crash' });
    const response = await post('/house/api/crash/play', {
      token: p.token,
      stake: 1,
      target: 1.555,
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });

  it('offers meron, draw and wala on a cockfight table and pays the odds of the pick', async () => {
    const p = await player({ engine: 'match', category: 'SPORTS' });
    await t.db
      .updateTable('games')
      .set({ default_play_type: 'meron-wala' })
      .where('id', '=', p.game.id)
      .execute();
    const session = expectValue(
      await t.app.inject({ url: `/house/api/session?token=${p.token}` }),
      houseSessionValueSchema,
    );
    expect(session.config).toMatchObject({
      engine: 'match',
      sides: [
        { pick: 'meron', odds: 1.93 },
        { pick: 'draw', odds: 47.5 },
        { pick: 'wala', odds: 1.93 },
      ],
    });
    const before = await wallet(p.member.id);
    const bet = expectValue(
      await post('/house/api/match/play', { token: p.token, stake: 10, pick: 'wala' }),
      matchPlayValueSchema,
    );
    expect(bet.odds).toBe(1.93);
    expect(bet.payout).toBe(bet.outcome === 'wala' ? 19.3 : 0);
    expect(await wallet(p.member.id)).toBe(before - 1000n + BigInt(Math.round(bet.payout * 100)));
    const refused = await post('/house/api/match/play', {
      token: p.token,
      stake: 10,
      pick: 'home',
    });
    expectError(refused, 400, 'VALIDATION_FAILED');
  });
});

describe('GET /house/api/rounds', () => {
  it("lists the player's last 10 rounds of the game, newest first, with a summary", async () => {
    const p = await player({ engine: 'crash' });
    const played: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const round = expectValue(
        await post('/house/api/crash/play', { token: p.token, stake: 1, target: 2 }),
        crashPlayValueSchema,
      );
      played.push(round.roundId);
    }
    const { list } = expectValue(
      await t.app.inject({ url: `/house/api/rounds?token=${p.token}` }),
      houseRoundsValueSchema,
    );
    expect(list.map((round) => round.roundId)).toEqual(played.slice(1).reverse());
    for (const round of list) {
      expect(round).toMatchObject({ stake: 1, state: 'settled' });
      expect(round.summary).toMatch(/^x\d+\.\d\d$/);
    }
    const other = await player({ engine: 'crash' });
    const theirs = await t.app.inject({ url: `/house/api/rounds?token=${other.token}` });
    expect(expectValue(theirs, z.object({ list: z.array(z.unknown()) })).list).toEqual([]);
  });
});
