import { describe, expect, it } from 'vitest';
import { gameListValueSchema, hotGamesValueSchema } from '@portal/shared/schemas/games';
import {
  operatorGameSchema,
  operatorGamesValueSchema,
  operatorVendorsValueSchema,
  updateVendorValueSchema,
} from '@portal/shared/schemas/games-operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueCode } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

// Lists keep their pages for the default LIST_CACHE_MS: changes must show all the same.
const t = useTestApp();

type Headers = Record<string, string>;

interface TestGame {
  id: number;
  nodeId: string;
}

/** A vendor code of its own with rows in `categories` and games named after `names` (EN, CN). */
async function vendorWithGames(
  options: {
    categories?: ('RNG' | 'LIVE')[];
    games?: { en: string; cn: string; kind?: 'GAME' | 'VASSALAGE'; minBet?: bigint }[];
  } = {},
) {
  const code = uniqueCode('OPV').toUpperCase();
  const categories = options.categories ?? ['RNG'];
  const now = new Date().toISOString();
  for (const category of categories) {
    await t.db
      .insertInto('vendors')
      .values({
        category_code: category,
        vassalage: code,
        title: `${category} ${code}`,
        is_hot: 0,
        cards: 0,
        icon_path: `vendors/${code.toLowerCase()}.svg`,
        maintenance: 0,
        enabled: 1,
        sort: 500,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const games: TestGame[] = [];
  const specs = options.games ?? [
    { en: 'Amber Tiger', cn: '琥珀虎' },
    { en: 'Blue Lotus', cn: '蓝莲花' },
  ];
  for (const [index, spec] of specs.entries()) {
    const nodeId = `${code}-${categories[0]}-${String(index + 1).padStart(3, '0')}`;
    const { id } = await t.db
      .insertInto('games')
      .values({
        node_id: nodeId,
        category_code: categories[0]!,
        vassalage: code,
        game_code: nodeId.toLowerCase().replaceAll('-', '_'),
        is_game: spec.kind ?? 'GAME',
        engine: categories[0] === 'RNG' ? 'slot' : 'roulette',
        min_bet: spec.minBet ?? 10n,
        icon_path: 'games/slot-bell.svg',
        sort: index,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('game_translations')
      .values([
        { game_id: id, lang: 'EN', name: spec.en, search_name: spec.en.toLowerCase() },
        { game_id: id, lang: 'CN', name: spec.cn, search_name: spec.cn.toLowerCase() },
      ])
      .execute();
    games.push({ id, nodeId });
  }
  return { code, games };
}

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

const publicList = async (vendor: string) =>
  expectValue(
    await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageSize=100`),
    gameListValueSchema,
  ).games;

async function auditOf(target: string) {
  const rows = await t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown }));
}

describe('GET /wps/operator/games/vendors', () => {
  it('lists vendor rows with their game counts, filtered, sorted, paged and as CSV', async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code } = await vendorWithGames({ categories: ['RNG', 'LIVE'] });
    const mine = expectValue(
      await get(`/wps/operator/games/vendors?q=${code.toLowerCase()}`, admin.headers),
      operatorVendorsValueSchema,
    );
    expect(mine.total).toBe(2);
    expect(mine.list.map((row) => [row.category, row.code, row.games])).toEqual([
      ['RNG', code, 2],
      ['LIVE', code, 0],
    ]);
    expect(mine.list[0]).toMatchObject({ maintenance: false, enabled: true, sort: 500 });

    const live = expectValue(
      await get(
        `/wps/operator/games/vendors?category=LIVE&sort=-title&pageSize=100`,
        admin.headers,
      ),
      operatorVendorsValueSchema,
    );
    expect(live.list.every((row) => row.category === 'LIVE')).toBe(true);
    const titles = live.list.map((row) => row.title);
    expect(titles).toEqual([...titles].sort().reverse());
    const page = expectValue(
      await get('/wps/operator/games/vendors?pageSize=2&page=2', admin.headers),
      operatorVendorsValueSchema,
    );
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);

    const csv = await get(`/wps/operator/games/vendors?q=${code}&format=csv`, admin.headers);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Category,Code,Title,Order,Maintenance,Enabled,Games,Wallet,Provider',
      `RNG,${code},RNG ${code},500,no,yes,2,seamless,house`,
      `LIVE,${code},LIVE ${code},500,no,yes,0,seamless,house`,
    ]);
  });

  it('is for staff who read games: 401 without a session, 403 for finance, 400 for a bad sort', async () => {
    const finance = await staffWithToken(t, 'finance');
    const viewer = await staffWithToken(t, 'viewer');
    expectValue(
      await get('/wps/operator/games/vendors', viewer.headers),
      operatorVendorsValueSchema,
    );
    expectError(await get('/wps/operator/games/vendors'), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await get('/wps/operator/games/vendors', finance.headers), 403, 'STAFF_FORBIDDEN');
    expectError(
      await get('/wps/operator/games/vendors?sort=provider', viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('PUT /wps/operator/games/vendors/:code', () => {
  it("puts one category's row under maintenance, audited, and the portal's list shows it at once", async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code, games } = await vendorWithGames({ categories: ['RNG', 'LIVE'] });
    expect((await publicList(code)).map((game) => game.maintenance)).toEqual([false, false]);
    const changed = expectValue(
      await put(`/wps/operator/games/vendors/${code}`, admin.headers, {
        category: 'RNG',
        maintenance: true,
        sort: 7,
      }),
      updateVendorValueSchema,
    );
    expect(changed.map((row) => [row.category, row.maintenance, row.sort])).toEqual([
      ['RNG', true, 7],
    ]);
    expect((await publicList(code)).map((game) => game.maintenance)).toEqual([true, true]);
    expect(games).toHaveLength(2);
    const audit = await auditOf(`vendor:${code}`);
    expect(audit).toEqual([
      {
        staff_id: admin.id,
        action: 'vendor.update',
        details: {
          changes: { RNG: { maintenance: { from: false, to: true }, sort: { from: 500, to: 7 } } },
        },
      },
    ]);
  });

  it("changes the code's row in every category when no category is named", async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code } = await vendorWithGames({ categories: ['RNG', 'LIVE'] });
    const changed = expectValue(
      await put(`/wps/operator/games/vendors/${code}`, admin.headers, { enabled: false }),
      updateVendorValueSchema,
    );
    expect(changed.map((row) => [row.category, row.enabled])).toEqual([
      ['RNG', false],
      ['LIVE', false],
    ]);
    expect(await publicList(code)).toEqual([]);
  });

  it('answers 404 for an unknown code or category row, 400 for nothing to change, 403 and 401', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const { code } = await vendorWithGames();
    const url = `/wps/operator/games/vendors/${code}`;
    expectError(
      await put('/wps/operator/games/vendors/NOSUCHVENDOR', admin.headers, { maintenance: true }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await put(url, admin.headers, { category: 'LIVE', maintenance: true }),
      404,
      'NOT_FOUND',
    );
    expectError(await put(url, admin.headers, { category: 'RNG' }), 400, 'VALIDATION_FAILED');
    expectError(await put(url, admin.headers, { sort: -1 }), 400, 'VALIDATION_FAILED');
    expectError(await put(url, viewer.headers, { maintenance: true }), 403, 'STAFF_FORBIDDEN');
    expectError(await put(url, {}, { maintenance: true }), 401, 'STAFF_NOT_LOGGED_IN');
    expect(await auditOf(`vendor:${code}`)).toEqual([]);
  });
});

describe('GET /wps/operator/games', () => {
  it('finds games by the start of their id or code, or part of a name in any language', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const { code, games } = await vendorWithGames();
    const search = async (q: string) =>
      expectValue(
        await get(`/wps/operator/games?q=${encodeURIComponent(q)}&vendor=${code}`, viewer.headers),
        operatorGamesValueSchema,
      ).list.map((game) => game.nodeId);
    expect(await search(games[1]!.nodeId.toLowerCase())).toEqual([games[1]!.nodeId]);
    expect(await search(code.toLowerCase())).toEqual(games.map((game) => game.nodeId));
    expect(await search('TIGER')).toEqual([games[0]!.nodeId]);
    expect(await search('莲')).toEqual([games[1]!.nodeId]);
    expect(await search('100%')).toEqual([]);
    const [first] = expectValue(
      await get(`/wps/operator/games?vendor=${code}`, viewer.headers),
      operatorGamesValueSchema,
    ).list;
    expect(first).toMatchObject({
      name: 'Amber Tiger',
      names: { EN: 'Amber Tiger', CN: '琥珀虎' },
      category: 'RNG',
      vendor: code,
      kind: 'GAME',
      minBet: 0.1,
      isHot: false,
      isNew: false,
      maintenance: false,
      enabled: true,
    });
  });

  it('keeps the games holding every flag asked, sorts, pages and exports the whole list', async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code, games } = await vendorWithGames({
      games: [
        { en: 'Cobalt Crown', cn: '钴冠', minBet: 50n },
        { en: 'Amber Arrow', cn: '琥珀箭', minBet: 1n },
        { en: 'Bronze Bell', cn: '青铜铃', minBet: 10n },
      ],
    });
    await put(`/wps/operator/games/${games[0]!.id}`, admin.headers, { isHot: true, isNew: true });
    await put(`/wps/operator/games/${games[1]!.id}`, admin.headers, { isHot: true });
    await put(`/wps/operator/games/${games[2]!.id}`, admin.headers, { enabled: false });
    const ids = async (query: string) =>
      expectValue(
        await get(`/wps/operator/games?vendor=${code}&${query}`, admin.headers),
        operatorGamesValueSchema,
      ).list.map((game) => game.id);
    expect(await ids('flags=hot')).toEqual([games[0]!.id, games[1]!.id]);
    expect(await ids('flags=hot,new')).toEqual([games[0]!.id]);
    expect(await ids('flags=disabled')).toEqual([games[2]!.id]);
    expect(await ids('sort=name')).toEqual([games[1]!.id, games[2]!.id, games[0]!.id]);
    expect(await ids('sort=-minBet')).toEqual([games[0]!.id, games[2]!.id, games[1]!.id]);
    const second = expectValue(
      await get(`/wps/operator/games?vendor=${code}&pageSize=1&page=2`, admin.headers),
      operatorGamesValueSchema,
    );
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    expect(second.list.map((game) => game.id)).toEqual([games[1]!.id]);

    const csv = await get(
      `/wps/operator/games?vendor=${code}&format=csv&pageSize=1`,
      admin.headers,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id,Game,Name,Category,Vendor,Kind,Classify,Minimum bet,Order,Hot,New,Maintenance,Enabled,Vendor maintenance',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${games[0]!.id},${games[0]!.nodeId},Cobalt Crown,RNG,${code},GAME,,0.50,0,yes,yes,no,yes,no`,
    );
  });

  it('refuses unknown flags and sorts, and callers without games.read', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const finance = await staffWithToken(t, 'finance');
    for (const query of ['flags=hot,cold', 'sort=vendor', 'pageSize=500', 'category=CASINO']) {
      expectError(
        await get(`/wps/operator/games?${query}`, viewer.headers),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(await get('/wps/operator/games', finance.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await get('/wps/operator/games'), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('PUT /wps/operator/games/:id', () => {
  it("shows a maintenance or new flag on the portal's game list right after, audited", async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code, games } = await vendorWithGames();
    const target = games[0]!;
    // The portal has just answered (and kept) this page.
    expect((await publicList(code)).find((game) => game.nodeId === target.nodeId)).toMatchObject({
      maintenance: false,
      isNew: false,
    });
    const changed = expectValue(
      await put(`/wps/operator/games/${target.id}`, admin.headers, {
        maintenance: true,
        isNew: true,
      }),
      operatorGameSchema,
    );
    expect(changed).toMatchObject({ id: target.id, maintenance: true, isNew: true });
    expect((await publicList(code)).find((game) => game.nodeId === target.nodeId)).toMatchObject({
      maintenance: true,
      isNew: true,
    });
    expect(await auditOf(`game:${target.id}`)).toEqual([
      {
        staff_id: admin.id,
        action: 'game.update',
        details: {
          nodeId: target.nodeId,
          changes: {
            maintenance: { from: false, to: true },
            isNew: { from: false, to: true },
          },
        },
      },
    ]);
  });

  it("puts a game flagged hot on the vendor's hot list at once", async () => {
    const admin = await staffWithToken(t, 'admin');
    const { code, games } = await vendorWithGames();
    const hot = async () =>
      expectValue(
        await get(`/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&vassalage=${code}`),
        hotGamesValueSchema,
      ).list.map((game) => game.nodeId);
    expect(await hot()).toEqual([]);
    await put(`/wps/operator/games/${games[1]!.id}`, admin.headers, { isHot: true });
    expect(await hot()).toEqual([games[1]!.nodeId]);
  });

  it('changes the minimum bet, classify and order; clears a classify with null', async () => {
    const admin = await staffWithToken(t, 'admin');
    const { games } = await vendorWithGames();
    const url = `/wps/operator/games/${games[0]!.id}`;
    const changed = expectValue(
      await put(url, admin.headers, { minBet: '0.75', classify: 'JP', sort: 12 }),
      operatorGameSchema,
    );
    expect(changed).toMatchObject({ minBet: 0.75, classify: 'JP', sort: 12 });
    const cleared = expectValue(
      await put(url, admin.headers, { classify: null }),
      operatorGameSchema,
    );
    expect(cleared.classify).toBeNull();
    const audit = await auditOf(`game:${games[0]!.id}`);
    expect(audit.map((line) => (line.details as { changes: unknown }).changes)).toEqual([
      {
        minBet: { from: 0.1, to: 0.75 },
        classify: { from: null, to: 'JP' },
        sort: { from: 0, to: 12 },
      },
      { classify: { from: 'JP', to: null } },
    ]);
  });

  it('refuses a bet or classify a game cannot have (409), bad input (400), unknown ids (404), 403 and 401', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const live = await vendorWithGames({ categories: ['LIVE'] });
    const tile = await vendorWithGames({ games: [{ en: 'Hall', cn: '大厅', kind: 'VASSALAGE' }] });
    const liveUrl = `/wps/operator/games/${live.games[0]!.id}`;
    const tileUrl = `/wps/operator/games/${tile.games[0]!.id}`;
    expectError(await put(liveUrl, admin.headers, { classify: 'TG' }), 409, 'INVALID_STATE');
    expectError(await put(tileUrl, admin.headers, { minBet: 1 }), 409, 'INVALID_STATE');
    expectError(await put(liveUrl, admin.headers, { minBet: 0 }), 400, 'VALIDATION_FAILED');
    expectError(await put(liveUrl, admin.headers, { minBet: 10_000.01 }), 400, 'VALIDATION_FAILED');
    expectError(await put(liveUrl, admin.headers, { minBet: '1.005' }), 400, 'INVALID_AMOUNT');
    expectError(await put(liveUrl, admin.headers, {}), 400, 'VALIDATION_FAILED');
    expectError(await put(liveUrl, admin.headers, { hot: true }), 400, 'VALIDATION_FAILED');
    expectError(
      await put('/wps/operator/games/999999999', admin.headers, { isHot: true }),
      404,
      'NOT_FOUND',
    );
    expectError(await put(liveUrl, finance.headers, { isHot: true }), 403, 'STAFF_FORBIDDEN');
    expectError(await put(liveUrl, {}, { isHot: true }), 401, 'STAFF_NOT_LOGGED_IN');
    expect(await auditOf(`game:${live.games[0]!.id}`)).toEqual([]);
    // The tile still takes the flags every game has.
    expectValue(await put(tileUrl, admin.headers, { isHot: true }), operatorGameSchema);
  });
});
