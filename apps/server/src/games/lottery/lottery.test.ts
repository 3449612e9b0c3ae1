import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { fastDrawAt, nextDraws } from '@portal/shared/lottery/schedule';
import { launchGameValueSchema, popularGamesValueSchema } from '@portal/shared/schemas/games';
import {
  gameMenuValueSchema,
  lotteryLaunchValueSchema,
  openedNumerosValueSchema,
  openNumeroValueSchema,
  recentGamesValueSchema,
} from '@portal/shared/schemas/lottery';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { LOTTERY_GAMES } from './lottery-games.js';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET' as const,
  url,
  headers,
});

describe('lottery calls', () => {
  const t = useTestApp();
  let member: SignedInMember;

  beforeAll(async () => {
    member = await signedIn(t);
    await t.app.services.lotteryMaterializer.ensure(new Date());
  });

  it('answers the game menu to anyone: the next draws by region and the fast games', async () => {
    const menu = expectValue(
      await t.app.inject(get('/lgw/vn/games/game_menu?prizeMode=ZY&device=WEB')),
      gameMenuValueSchema,
    );
    expect(menu.prizeMode).toBe('ZY');
    expect(menu.groups.map((g) => g.group)).toEqual(['north', 'central', 'south', 'fast']);
    const after = new Date(Date.now() + 15 * 60_000);
    for (const region of ['north', 'central', 'south'] as const) {
      const group = menu.groups.find((g) => g.group === region)!;
      const expected = nextDraws(after, { region, cutoffMinutes: 15 });
      expect(group.gameMenus.map((g) => g.gameCode)).toEqual(
        expected.map((d) => `vn-${d.province.code}`),
      );
      for (const [i, entry] of group.gameMenus.entries()) {
        expect(entry).toMatchObject({
          kind: 'traditional',
          region,
          accountTypeName: 'TCG_LOTTO_VN',
        });
        // Drawn today or tomorrow: the materializer made it, and it takes tickets.
        expect(entry.nextDraw?.drawId).toBe(expected[i]!.id);
        expect(entry.nextDraw?.seedHash).toBeNull();
      }
    }
    const fast = menu.groups.find((g) => g.group === 'fast')!.gameMenus;
    expect(fast.map((g) => [g.gameCode, g.intervalMinutes])).toEqual([
      ['vnf1', 1],
      ['vnf3', 3],
      ['vnf5', 5],
    ]);
    for (const entry of fast) {
      expect(entry.nextDraw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(entry.nextDraw!.closeAt).getTime()).toBeGreaterThan(Date.now() - 1000);
    }
    expectValue(await t.app.inject(get('/lgw/vn/games/game_menu')), gameMenuValueSchema);
    expectError(
      await t.app.inject(get('/lgw/vn/games/game_menu?device=APP')),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject(get('/lgw/vn/games/game_menu?prizeMode=X')),
      400,
      'VALIDATION_FAILED',
    );
  });

  it("answers the draw taking tickets now with the site's odds and limits, to members", async () => {
    const url = '/lotto/lgw/games/opened/numero?gameCode=vnf5';
    // The draw taking tickets at a moment; the call may cross a close, so either end may answer.
    const takingAt = (now: Date) => {
      const draw = fastDrawAt(now, 5, 10);
      return `vnf5-${(now >= draw.closeAt ? fastDrawAt(draw.drawAt, 5, 10) : draw).issue}`;
    };
    const before = takingAt(new Date());
    const open = expectValue(await t.app.inject(get(url, member.headers)), openNumeroValueSchema);
    expect([before, takingAt(new Date())]).toContain(open.draw!.drawId);
    expect(open.draw!.state).toBe('open');
    expect(open.game.gameCode).toBe('vnf5');
    const lo2 = open.odds.find((o) => o.kind === 'lo2')!;
    expect(lo2).toEqual({ kind: 'lo2', payout: 80, pointCost: 23 });
    expect(open.odds.find((o) => o.kind === 'big_small')!.payout).toBe(
      DEFAULT_ODDS.Lott.big_small.north.payout.num / 100,
    );
    expect(open.limits).toEqual({
      minUnitStake: 1,
      maxMultiplier: 1000,
      maxStakePerNumber: 10_000,
    });

    const south = expectValue(
      await t.app.inject(get('/lotto/lgw/games/opened/numero?gameCode=vn-tp-hcm', member.headers)),
      openNumeroValueSchema,
    );
    expect(south.odds.find((o) => o.kind === 'lo2')).toEqual({
      kind: 'lo2',
      payout: 75,
      pointCost: 18,
    });

    expectError(await t.app.inject(get(url)), 401, 'NOT_LOGGED_IN');
    expectError(
      await t.app.inject(
        get('/lotto/lgw/games/opened/numero?gameCode=vn-atlantis', member.headers),
      ),
      404,
      'LOTTERY_GAME_NOT_FOUND',
    );
    expectError(
      await t.app.inject(get('/lotto/lgw/games/opened/numero', member.headers)),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers the latest results to anyone, newest first, seeds only once drawn', async () => {
    const ids = (
      await t.db
        .selectFrom('lottery_draws')
        .select('id')
        .where('game_code', '=', 'vnf1')
        .orderBy('draw_at')
        .limit(3)
        .execute()
    ).map((row) => row.id);
    const now = new Date();
    for (const id of ids.slice(0, 2)) {
      const draw = await t.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await t.app.services.lotteryDraws.drawFast(draw, now);
    }
    const url = '/lgw/vn/numeros/opened/game?gameCode=vnf1';
    const results = expectValue(await t.app.inject(get(url)), openedNumerosValueSchema);
    expect(results.gameCode).toBe('vnf1');
    expect(results.list.map((d) => d.drawId)).toEqual([ids[1], ids[0]]);
    for (const draw of results.list) {
      expect(draw).toMatchObject({ state: 'drawn', region: 'north' });
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(draw.sheet.special).toHaveLength(1);
    }
    const one = expectValue(await t.app.inject(get(`${url}&count=1`)), openedNumerosValueSchema);
    expect(one.list.map((d) => d.drawId)).toEqual([ids[1]]);
    const none = expectValue(
      await t.app.inject(get('/lgw/vn/numeros/opened/game?gameCode=vn-mb')),
      openedNumerosValueSchema,
    );
    expect(none.list.every((d) => d.state === 'drawn' || d.state === 'settled')).toBe(true);
    expectError(await t.app.inject(get(`${url}&count=101`)), 400, 'VALIDATION_FAILED');
    expectError(
      await t.app.inject(get('/lgw/vn/numeros/opened/game?gameCode=nope')),
      404,
      'LOTTERY_GAME_NOT_FOUND',
    );
  });

  it("answers the member's recent lottery games by latest ticket", async () => {
    const url = '/lgw/vn/games/game_menu/recent';
    expect(
      expectValue(await t.app.inject(get(url, member.headers)), recentGamesValueSchema),
    ).toEqual({ list: [] });
    const draws = await t.db
      .selectFrom('lottery_draws')
      .select(['id', 'game_code'])
      .where('game_code', 'in', ['vnf3', 'vn-mb'])
      .where('state', '=', 'open')
      .execute();
    const drawOf = (code: string) => draws.find((d) => d.game_code === code)!.id;
    for (const code of ['vn-mb', 'vnf3']) {
      const key = randomBytes(6).toString('hex');
      await t.db
        .insertInto('lottery_tickets')
        .values({
          ticket_no: `T${key}`,
          draw_id: drawOf(code),
          member_id: member.id,
          request_id: `req-${key}`,
          game_code: code,
          bet_kind: 'lo2',
          selection: JSON.stringify({ kind: 'lo2', numbers: ['12'] }),
          lines: 1,
          unit_stake: 100n,
          multiplier: 1,
          cost: 2300n,
          max_payout: 8000n,
          currency: 'MYR',
          prize_mode: 'Lott',
          state: 'pending',
          round_id: `lottery-${key}`,
          placed_at: new Date().toISOString(),
        })
        .execute();
    }
    const recent = expectValue(
      await t.app.inject(get(url, member.headers)),
      recentGamesValueSchema,
    );
    expect(recent.list.map((g) => g.gameCode)).toEqual(['vnf3', 'vn-mb']);
    expectError(await t.app.inject(get(url)), 401, 'NOT_LOGGED_IN');
  });

  it('answers the lottery launch with the /lottery address, each part only when known', async () => {
    const launch = (query: string) =>
      t.app.inject(get(`/wps/lottery/launch?lottoArea=VN&launchMode=LOTT${query}`, member.headers));
    expect(
      expectValue(
        await launch('&lottoGameCode=vnf1&lottoView=lo2&lottoPrizeMode=Elott'),
        lotteryLaunchValueSchema,
      ),
    ).toEqual({ url: '/lottery?gameCode=vnf1&vendor=TCG_LOTTO_VN&playType=lo2' });
    expect(expectValue(await launch(''), lotteryLaunchValueSchema)).toEqual({
      url: '/lottery?vendor=TCG_LOTTO_VN',
    });
    expect(expectValue(await launch('&lottoGameCode=elsewhere'), lotteryLaunchValueSchema)).toEqual(
      {
        url: '/lottery?vendor=TCG_LOTTO_VN',
      },
    );
    expectError(await launch('&extra=1'), 400, 'VALIDATION_FAILED');
    expectError(
      await t.app.inject(get('/wps/lottery/launch?lottoArea=TH&launchMode=LOTT', member.headers)),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject(get('/wps/lottery/launch?lottoArea=VN&launchMode=LOTT')),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('launches a catalogue lottery game on /lottery, not through a provider (spec section 4)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: member.headers,
      payload: { nodeId: 'ELOTT-VNF3' },
    });
    expect(expectValue(response, launchGameValueSchema)).toMatchObject({
      url: '/lottery?gameCode=vnf3&vendor=ELOTT',
      nodeId: 'ELOTT-VNF3',
      provider: 'lottery',
    });
  });

  it('shows lottery games among the popular games, with the lottery account type', async () => {
    const popular = expectValue(
      await t.app.inject(get('/lgw/games/popular?language=EN')),
      popularGamesValueSchema,
    );
    const lottery = popular.filter(
      (game) => game.vassalage === 'LOTT' || game.vassalage === 'ELOTT',
    );
    expect(lottery.map((game) => game.gameCode)).toEqual(
      expect.arrayContaining(['vn-mb', 'vnf1', 'vnf3', 'vnf5']),
    );
    for (const game of lottery) {
      expect(LOTTERY_GAMES.some((g) => g.gameCode === game.gameCode)).toBe(true);
      expect(game.accountTypeName).toBe('TCG_LOTTO_VN');
    }
  });
});
