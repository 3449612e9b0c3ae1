import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '@portal/shared/constants/languages';
import { envelopeOf } from '@portal/shared/schemas/envelope';
import { gameListValueSchema, type GameListValue } from '@portal/shared/schemas/games';
import { expectValue } from '../../../test/assertions.js';
import { createVendor, uniqueCode } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { listFilter } from './games.service.js';

// No page reuse: every list is answered from the catalogue as it is now.
const t = useTestApp({ env: { LIST_CACHE_MS: '0' } });
const LIST = '/wps/relay/GCSGAME_gameList';

async function list(query: string): Promise<GameListValue> {
  return expectValue(await t.app.inject({ url: `${LIST}?${query}` }), gameListValueSchema);
}

async function insertGame(vassalage: string, name: string) {
  const nodeId = uniqueCode('IDX').toUpperCase();
  const now = new Date().toISOString();
  const { id } = await t.db
    .insertInto('games')
    .values({
      node_id: nodeId,
      category_code: 'RNG',
      vassalage,
      game_code: nodeId.toLowerCase(),
      engine: 'slot',
      min_bet: 10n,
      icon_path: 'games/slot-bell.svg',
      is_hot: 0,
      maintenance: 0,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('game_translations')
    .values({ game_id: id, lang: 'EN', name, search_name: name.toLowerCase() })
    .execute();
  return { id, nodeId };
}

describe('GET /wps/relay/GCSGAME_gameList with LIST_CACHE_MS=0', () => {
  it('shows a new game, a maintenance flag and a disabled game in the very next list', async () => {
    const { vassalage } = await createVendor(t.db);
    const query = `vassalage=${vassalage}&language=EN`;
    expect((await list(query)).total).toBe(0);

    const game = await insertGame(vassalage, 'Index Nebula');
    expect((await list(query)).games.map((g) => [g.nodeId, g.maintenance])).toEqual([
      [game.nodeId, false],
    ]);

    await t.db.updateTable('games').set({ maintenance: 1 }).where('id', '=', game.id).execute();
    expect((await list(query)).games[0]!.maintenance).toBe(true);

    await t.db.updateTable('games').set({ maintenance: 0 }).where('id', '=', game.id).execute();
    await t.db
      .updateTable('vendors')
      .set({ maintenance: 1 })
      .where('vassalage', '=', vassalage)
      .execute();
    expect((await list(query)).games[0]!.maintenance).toBe(true);

    await t.db.updateTable('games').set({ enabled: 0 }).where('id', '=', game.id).execute();
    expect(await list(query)).toMatchObject({ total: 0, games: [] });
    await t.db.updateTable('games').set({ enabled: 1 }).where('id', '=', game.id).execute();
    await t.db
      .updateTable('vendors')
      .set({ enabled: 0 })
      .where('vassalage', '=', vassalage)
      .execute();
    expect((await list(query)).total).toBe(0);
  });

  it('names and finds a game by a translation added or changed a moment ago', async () => {
    const { vassalage } = await createVendor(t.db);
    const game = await insertGame(vassalage, 'Index Quasar');
    expect((await list(`vassalage=${vassalage}&language=CN`)).games[0]!.gameName).toBe(
      'Index Quasar',
    );
    await t.db
      .insertInto('game_translations')
      .values({ game_id: game.id, lang: 'CN', name: '索引类星体', search_name: '索引类星体' })
      .execute();
    expect((await list(`vassalage=${vassalage}&language=CN`)).games[0]!.gameName).toBe(
      '索引类星体',
    );
    expect((await list(`gameName=${encodeURIComponent('类星')}&language=CN`)).total).toBe(1);
    await t.db
      .updateTable('game_translations')
      .set({ name: 'Index Pulsar', search_name: 'index pulsar' })
      .where('game_id', '=', game.id)
      .where('lang', '=', 'EN')
      .execute();
    expect((await list('gameName=quasar&language=EN')).total).toBe(0);
    expect((await list('gameName=pulsar&language=TH')).games.map((g) => g.nodeId)).toEqual([
      game.nodeId,
    ]);
  });

  it('answers what the catalogue query answers, for every kind of filter and language', async () => {
    const { games, gamesRepository } = t.app.services;
    const index = await games.catalogue();
    const queries = [
      {},
      { gameType: 'RNG' },
      { gameType: 'RNG', vassalage: 'AURORA' },
      { vassalage: 'AURORA' },
      { gameType: 'RNG', gameClassify: 'JP', minBet: '0.1' },
      { minBet: '0.05' },
      { minLineNum: 20 },
      { gameType: 'LIVE', minBet: '0.5' },
      { gameName: 'dragon' },
      { gameName: 'DRAGON', gameType: 'RNG' },
      { gameName: 'dragon', vassalage: 'AURORA', gameClassify: 'JP' },
      { gameName: 'a', gameType: 'PVP' },
      { gameName: '龙' },
      { gameName: 'naga' },
      { gameName: '%' },
      { vassalage: 'THUNDERPEAK' },
      { vassalage: 'NO-SUCH-VENDOR' },
    ] as const;
    for (const language of LANGUAGE_CODES as readonly Language[]) {
      for (const query of queries) {
        const filter = listFilter(query);
        const expected = await gamesRepository.page(filter, language, 10_000, 0);
        const matched = index.matches(filter, language);
        expect(
          matched.map((game) => game.row.id),
          `${language} ${JSON.stringify(query)}`,
        ).toEqual(expected.map((row) => row.id));
        for (const [i, row] of expected.entries()) {
          const { names, ...rest } = matched[i]!.row;
          const { names: listedNames, ...listed } = row;
          expect(rest).toEqual(listed);
          expect(names[language] ?? names.EN).toBe(listedNames[language] ?? listedNames.EN);
        }
      }
    }
  });

  it('sends exactly what the response schema serializes', async () => {
    for (const query of ['gameType=RNG&pageSize=30&language=JA', 'gameName=dragon&pageNo=2']) {
      const response = await t.app.inject({ url: `${LIST}?${query}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const schema = envelopeOf(gameListValueSchema);
      const reserialized = JSON.stringify(z.encode(schema, schema.parse(response.json())));
      expect(response.body).toBe(reserialized);
    }
  });
});
