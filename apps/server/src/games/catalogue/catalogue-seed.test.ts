import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { gameListValueSchema } from '@portal/shared/schemas/games';
import { expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue } from '../../db/seeds/content/game-catalogue.js';
import { seedDemo } from '../../db/seeds/demo-seed.js';
import { seedBenchCatalogue } from '../../db/seeds/seed-games.js';

const t = useTestApp();

async function counts() {
  const [games, names] = await Promise.all([
    t.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('game_translations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { games: Number(games.n), names: Number(names.n) };
}

describe('the catalogue seed', () => {
  it('writes every demo game with a name in every language, once, and keeps operator changes', async () => {
    const expected = demoCatalogue().length;
    expect(await counts()).toEqual({ games: expected, names: expected * LANGUAGE_CODES.length });
    await t.db
      .updateTable('games')
      .set({ enabled: 0 })
      .where('node_id', '=', 'NEBULA-RNG-001')
      .execute();
    const { id } = await t.db
      .selectFrom('games')
      .select('id')
      .where('node_id', '=', 'NEBULA-RNG-001')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('game_translations')
      .set({ name: 'Renamed By Operator', search_name: 'renamed by operator' })
      .where('game_id', '=', id)
      .where('lang', '=', 'EN')
      .execute();

    await seedDemo(t.db, t.config);

    expect(await counts()).toEqual({ games: expected, names: expected * LANGUAGE_CODES.length });
    const game = await t.app.services.gamesRepository.findByNodeId('NEBULA-RNG-001');
    expect(game).toMatchObject({ enabled: false, names: { EN: 'Renamed By Operator' } });
  });

  it('adds load-test games over the vendors, never the lottery ones, numbering on', async () => {
    const before = await counts();
    await seedBenchCatalogue(t.db, 120);
    await seedBenchCatalogue(t.db, 30);
    expect(await counts()).toEqual({
      games: before.games + 150,
      names: before.names + 150 * LANGUAGE_CODES.length,
    });
    const bench = await t.db
      .selectFrom('games')
      .select(['node_id', 'vassalage', 'category_code'])
      .where('node_id', 'like', 'BENCH-%')
      .orderBy('node_id')
      .execute();
    expect(bench[0]!.node_id).toBe('BENCH-000001');
    expect(bench.at(-1)!.node_id).toBe('BENCH-000150');
    expect(bench.some((row) => row.vassalage === 'LOTT' || row.vassalage === 'ELOTT')).toBe(false);
    const vendors = new Set(bench.map((row) => `${row.category_code}:${row.vassalage}`));
    expect(vendors.size).toBeGreaterThan(40);
    const listed = expectValue(
      await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameName=&pageSize=1' }),
      gameListValueSchema,
    );
    expect(listed.total).toBe(before.games - 1 + 150);
  });
});
