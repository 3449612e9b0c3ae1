import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toMinor } from '@portal/shared/money';
import {
  hotGamesValueSchema,
  popularGamesValueSchema,
  rankListValueSchema,
} from '@portal/shared/schemas/games';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueCode } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue, type GameSeed } from '../../db/seeds/content/game-catalogue.js';
import type { BetRoundStatus } from '../seamless/seamless.tables.js';

const t = useTestApp();
const catalogue = demoCatalogue();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Hot-flagged playable games in list order (sort, then seed order), as the seed made them. */
const hotInOrder = (keep: (game: GameSeed) => boolean) =>
  catalogue
    .filter((game) => game.isHot && game.isGame === 'GAME' && keep(game))
    .sort((a, b) => a.sort - b.sort)
    .map((game) => game.nodeId);

/** A bet round of `memberId` on a game, settled `ageMs` ago unless open. */
async function playRound(
  nodeId: string,
  memberId: number,
  options: { stake?: string; payout?: string; status?: BetRoundStatus; ageMs?: number } = {},
) {
  const game = await t.db
    .selectFrom('games')
    .select(['id', 'category_code', 'vassalage'])
    .where('node_id', '=', nodeId)
    .executeTakeFirstOrThrow();
  const at = ago(options.ageMs ?? MINUTE);
  const status = options.status ?? 'settled';
  await t.db
    .insertInto('bet_rounds')
    .values({
      provider: 'house',
      round_id: uniqueCode('round'),
      member_id: memberId,
      game_id: game.id,
      category_code: game.category_code,
      vassalage: game.vassalage,
      wallet: 'main',
      currency: 'MYR',
      stake: toMinor(options.stake ?? '1.00'),
      payout: toMinor(options.payout ?? '0.00'),
      status,
      result: null,
      created_at: at,
      settled_at: status === 'open' ? null : at,
    })
    .execute();
}

async function members(count: number) {
  return Promise.all(Array.from({ length: count }, () => createMember(t)));
}

// Rankings here count this file's rounds only, not the demo team's seeded play.
beforeAll(() => t.db.deleteFrom('bet_rounds').execute());
beforeEach(() => t.app.services.games.clearCaches());

describe('GET /lgw/games/popular', () => {
  const popular = async (query = '') =>
    expectValue(
      await t.app.inject({ url: `/lgw/games/popular?language=EN${query}` }),
      popularGamesValueSchema,
    );

  it('ranks by players, then rounds, over 7 days, leaves out maintenance and tops up with hot games', async () => {
    const players = await members(6);
    for (const member of players.slice(0, 3)) await playRound('NEBULA-RNG-002', member.id);
    for (let i = 0; i < 10; i += 1) await playRound('REEFHUNTER-FISH-003', players[0]!.id);
    for (const member of players.slice(0, 5)) await playRound('AURORA-RNG-003', member.id);
    for (const member of players)
      await playRound('STARFALL-RNG-004', member.id, { ageMs: 8 * DAY });

    const value = await popular('&count=4');
    const played = ['NEBULA-RNG-002', 'REEFHUNTER-FISH-003'];
    const topUp = hotInOrder(
      (game) =>
        !game.maintenance && game.vassalage !== 'THUNDERPEAK' && !played.includes(game.nodeId),
    );
    expect(value.map((game) => game.nodeId)).toEqual([...played, ...topUp.slice(0, 2)]);
    expect(value.every((game) => !game.maintenance && !game.favourite)).toBe(true);
    expect(value[0]!.gameName).toBe(catalogue.find((g) => g.nodeId === 'NEBULA-RNG-002')!.names.EN);
  });

  it('drops a game whose vendor goes under maintenance at once, though the ranking is cached', async () => {
    expect((await popular('&count=2')).map((game) => game.nodeId)).toContain('NEBULA-RNG-002');
    await t.db
      .updateTable('vendors')
      .set({ maintenance: 1 })
      .where('vassalage', '=', 'NEBULA')
      .execute();
    try {
      const value = await popular('&count=2');
      expect(value.map((game) => game.nodeId)).toEqual(['REEFHUNTER-FISH-003', expect.any(String)]);
      expect(value.some((game) => game.vassalage === 'NEBULA')).toBe(false);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ maintenance: 0 })
        .where('vassalage', '=', 'NEBULA')
        .execute();
    }
  });

  it('answers 20 distinct games by default and refuses other counts', async () => {
    const value = await popular();
    expect(value).toHaveLength(20);
    expect(new Set(value.map((game) => game.nodeId)).size).toBe(20);
    expect(value.every((game) => game.isGame === 'GAME')).toBe(true);
    for (const count of ['0', '51', 'many']) {
      expectError(
        await t.app.inject({ url: `/lgw/games/popular?count=${count}` }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  const hot = async (query: string) =>
    expectValue(
      await t.app.inject({ url: `/wps/relay/GCSGAME_hotGamesV2?${query}` }),
      hotGamesValueSchema,
    ).list.map((game) => game.nodeId);

  it("puts a vendor's most played games of 7 days first, then its hot-flagged ones", async () => {
    const [player] = await members(1);
    for (let i = 0; i < 2; i += 1) await playRound('JADEDRAGON-RNG-005', player!.id);
    for (let i = 0; i < 4; i += 1) await playRound('JADEDRAGON-RNG-010', player!.id);
    for (let i = 0; i < 9; i += 1) {
      await playRound('JADEDRAGON-RNG-011', player!.id, { ageMs: 8 * DAY });
    }
    const played = ['JADEDRAGON-RNG-010', 'JADEDRAGON-RNG-005'];
    const flagged = hotInOrder(
      (game) =>
        game.category === 'RNG' && game.vassalage === 'JADEDRAGON' && !played.includes(game.nodeId),
    );
    expect(await hot('gameType=RNG&vassalage=JADEDRAGON')).toEqual([...played, ...flagged]);
  });

  it('keeps the play ranking for a minute', async () => {
    const [player] = await members(1);
    for (let i = 0; i < 5; i += 1) await playRound('JADEDRAGON-RNG-005', player!.id);
    const query = 'gameType=RNG&vassalage=JADEDRAGON';
    const first = await hot(query);
    for (let i = 0; i < 5; i += 1) await playRound('JADEDRAGON-RNG-020', player!.id);
    expect(await hot(query)).toEqual(first);
    t.app.services.games.clearCaches();
    expect((await hot(query)).slice(0, 3)).toEqual([
      'JADEDRAGON-RNG-005',
      'JADEDRAGON-RNG-020',
      'JADEDRAGON-RNG-010',
    ]);
  });

  it('lists only flagged games where nobody played, and at most 24', async () => {
    expect(await hot('vassalage=GOLDLANTERN')).toEqual(
      hotInOrder((game) => game.vassalage === 'GOLDLANTERN'),
    );
    expect(await hot('gameType=RNG')).toHaveLength(24);
    expectError(
      await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=NOPE' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  const rank = async (query: string) =>
    expectValue(
      await t.app.inject({ url: `/wps/relay/GCSGAME_getRankList?${query}` }),
      rankListValueSchema,
    ).list;

  it('lists settled wins of the period by payout, masking accounts', async () => {
    const winner = await createMember(t, { account: `rank${Date.now() % 100000}xy` });
    const other = await createMember(t);
    await playRound('LOTUSLIVE-LIVE-001', winner.id, {
      stake: '10',
      payout: '500',
      ageMs: 60 * MINUTE,
    });
    await playRound('AURORA-RNG-001', other.id, {
      stake: '40',
      payout: '120.50',
      ageMs: 120 * MINUTE,
    });
    await playRound('AURORA-RNG-002', other.id, { stake: '10', payout: '5' });
    await playRound('AURORA-RNG-004', other.id, { stake: '10', payout: '10' });
    await playRound('AURORA-RNG-005', other.id, { stake: '10', payout: '900', status: 'open' });
    await playRound('AURORA-RNG-006', other.id, {
      stake: '10',
      payout: '800',
      status: 'cancelled',
    });
    await playRound('AURORA-RNG-007', other.id, { stake: '100', payout: '2000', ageMs: 10 * DAY });

    const list = await rank('language=EN');
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      player: `${winner.account.slice(0, 2)}***${winner.account.slice(-2)}`,
      nodeId: 'LOTUSLIVE-LIVE-001',
      gameName: catalogue.find((game) => game.nodeId === 'LOTUSLIVE-LIVE-001')!.names.EN,
      gameType: 'LIVE',
      prize: 500,
      multiplier: 50,
    });
    expect(Date.now() - Date.parse(list[0]!.time)).toBeLessThan(61 * MINUTE);
    expect(list[1]).toMatchObject({ nodeId: 'AURORA-RNG-001', prize: 120.5, multiplier: 3.01 });

    expect((await rank('days=30'))[0]).toMatchObject({ nodeId: 'AURORA-RNG-007', prize: 2000 });
    expect((await rank('gameType=RNG')).map((entry) => entry.nodeId)).toEqual(['AURORA-RNG-001']);
    expect(await rank('count=1')).toHaveLength(1);
    const chinese = await rank('language=CN');
    expect(chinese[0]!.gameName).toBe(
      catalogue.find((game) => game.nodeId === 'LOTUSLIVE-LIVE-001')!.names.CN,
    );
  });

  it('refuses a period over 30 days', async () => {
    expectError(
      await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?days=31' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
