import { describe, expect, it } from 'vitest';
import { roomListValueSchema, vassGameTypeValueSchema } from '@portal/shared/schemas/games';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { LOTTERY_GAMES } from '../lottery/lottery-games.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueCode } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue } from '../../db/seeds/content/game-catalogue.js';

const t = useTestApp();
const catalogue = demoCatalogue();
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  const vass = (query: string) =>
    t.app.inject({ url: `/wps/relay/GCSGAME_getVassGameType?${query}` });

  it('names the vendor and counts its games per category, in nav order', async () => {
    expect(expectValue(await vass('vassalage=AURORA'), vassGameTypeValueSchema)).toEqual({
      vassalage: 'AURORA',
      title: 'Aurora Gaming',
      gameTypes: [
        { gameType: 'RNG', games: 30 },
        { gameType: 'FISH', games: 6 },
      ],
    });
    expect(
      expectValue(await vass('vassalage=TIGERREEL'), vassGameTypeValueSchema).gameTypes,
    ).toEqual([
      { gameType: 'RNG', games: 24 },
      { gameType: 'PVP', games: 8 },
    ]);
    // The portal's lottery vendor holds one game per province draw (decision 035).
    expect(expectValue(await vass('vassalage=LOTT'), vassGameTypeValueSchema)).toMatchObject({
      title: 'Portal Lotto',
      gameTypes: [
        { gameType: 'LOTT', games: LOTTERY_GAMES.filter((g) => g.kind === 'traditional').length },
      ],
    });
  });

  it('answers 404 for an unknown vendor and 400 without one', async () => {
    expectError(await vass('vassalage=NOBODY'), 404, 'NOT_FOUND');
    expectError(await vass(''), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  async function houseRound(
    gameCode: string,
    playerId: string,
    outcome: unknown,
    options: { state?: 'open' | 'settled' | 'failed'; ageMs?: number } = {},
  ) {
    const at = ago(options.ageMs ?? MINUTE);
    await t.db
      .insertInto('house_rounds')
      .values({
        round_id: uniqueCode('house'),
        player_id: playerId,
        game_code: gameCode,
        engine: 'roulette',
        currency: 'MYR',
        bet: '{}',
        outcome: outcome === null ? null : JSON.stringify(outcome),
        state: options.state ?? 'settled',
        created_at: at,
        settled_at: options.state === 'open' ? null : at,
      })
      .execute();
  }

  it("lists the vendor's roulette tables with limits, last numbers and recent players", async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    await houseRound('lotuslive_live_001', 'p3', { number: 36 }, { ageMs: 20 * MINUTE });
    for (let n = 0; n < 12; n += 1)
      await houseRound('lotuslive_live_001', n % 3 ? 'p1' : 'p2', { number: n });
    await houseRound('lotuslive_live_001', 'p1', null, { state: 'open' });
    await houseRound('lotuslive_live_001', 'p1', { number: 5 }, { state: 'failed' });
    await houseRound('lotuslive_live_002', 'p4', { number: 7 });
    await houseRound('lotuslive_live_002', 'p4', { reels: [1, 2] });

    const { list } = expectValue(
      await t.app.inject({
        url: '/wps/relay/GLS2_roomList?vassalage=LOTUSLIVE&language=EN',
        headers: authHeader(token),
      }),
      roomListValueSchema,
    );
    const tables = catalogue.filter((game) => game.vassalage === 'LOTUSLIVE');
    expect(list.map((room) => room.nodeId)).toEqual(tables.map((game) => game.nodeId));
    const first = tables[0]!;
    expect(list[0]).toEqual({
      nodeId: first.nodeId,
      gameName: first.names.EN,
      icon: `/assets-cdn/${first.iconPath}`,
      minBet: Number(first.minBet) / 100,
      maxBet: 10_000,
      status: 'open',
      lastResults: ['11', '10', '9', '8', '7', '6', '5', '4', '3', '2'],
      players: 2,
    });
    expect(list[1]).toMatchObject({ lastResults: ['7'], players: 1 });
    expect(list.find((room) => room.nodeId === 'LOTUSLIVE-LIVE-004')!.status).toBe('maintenance');
    expect(list[2]).toMatchObject({ lastResults: [], players: 0 });
  });

  it('answers an empty list for a vendor without live tables, 404 for an unknown one', async () => {
    const member = await createMember(t);
    const headers = authHeader((await login(t, member.account, member.password)).token);
    const rooms = (query: string) =>
      t.app.inject({ url: `/wps/relay/GLS2_roomList?${query}`, headers });
    expect(expectValue(await rooms('vassalage=AURORA'), roomListValueSchema).list).toEqual([]);
    expectError(await rooms('vassalage=NOBODY'), 404, 'NOT_FOUND');
    expectError(await rooms(''), 400, 'VALIDATION_FAILED');
    expectError(
      await t.app.inject({ url: '/wps/relay/GLS2_roomList?vassalage=LOTUSLIVE' }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});
