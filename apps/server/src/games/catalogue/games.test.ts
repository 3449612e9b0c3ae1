import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { toMinor } from '@portal/shared/money';
import { gameListValueSchema, gameSchema, type GameListValue } from '@portal/shared/schemas/games';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createVendor, uniqueCode } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue } from '../../db/seeds/content/game-catalogue.js';
import { toGame } from './game-row.js';

const t = useTestApp();
const catalogue = demoCatalogue();
const LIST = '/wps/relay/GCSGAME_gameList';

async function list(query: string, headers: Record<string, string> = {}): Promise<GameListValue> {
  return expectValue(await t.app.inject({ url: `${LIST}?${query}`, headers }), gameListValueSchema);
}

/** Every page of a filter, 100 at a time. */
async function listAll(query: string, headers: Record<string, string> = {}) {
  const first = await list(`${query}&pageSize=100`, headers);
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page += 1) {
    games.push(...(await list(`${query}&pageSize=100&pageNo=${page}`, headers)).games);
  }
  return { total: first.total, games };
}

/** A game of a new vendor of its own, named only in the given languages. */
async function insertGame(options: {
  names: Record<string, string>;
  enabled?: boolean;
  vendorEnabled?: boolean;
}) {
  const vendor = await createVendor(t.db, { enabled: options.vendorEnabled ?? true });
  const nodeId = uniqueCode('TEST').toUpperCase();
  const now = new Date().toISOString();
  const { id } = await t.db
    .insertInto('games')
    .values({
      node_id: nodeId,
      category_code: 'RNG',
      vassalage: vendor.vassalage,
      game_code: nodeId.toLowerCase(),
      engine: 'slot',
      min_bet: 5n,
      icon_path: 'games/slot-bell.svg',
      is_hot: 0,
      maintenance: 0,
      enabled: options.enabled === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('game_translations')
    .values(
      Object.entries(options.names).map(([lang, name]) => ({
        game_id: id,
        lang,
        name,
        search_name: name.toLowerCase(),
      })),
    )
    .execute();
  return { id, nodeId, vassalage: vendor.vassalage };
}

describe('GET /wps/relay/GCSGAME_gameList: listing and filters', () => {
  it('lists every enabled game in list order, 24 a page by default', async () => {
    const value = await list('');
    expect(value.total).toBe(catalogue.length);
    expect(value.pageNo).toBe(1);
    expect(value.games).toHaveLength(24);
    expect(value.totalPages).toBe(Math.ceil(catalogue.length / 24));
    const ordered = await t.db
      .selectFrom('games')
      .select('node_id')
      .orderBy('sort')
      .orderBy('id')
      .limit(24)
      .execute();
    expect(value.games.map((game) => game.nodeId)).toEqual(ordered.map((row) => row.node_id));
  });

  it('keeps one category, one vendor, or both', async () => {
    const rng = await list('gameType=RNG');
    expect(rng.total).toBe(catalogue.filter((game) => game.category === 'RNG').length);
    const aurora = await listAll('gameType=RNG&vassalage=AURORA');
    expect(aurora.total).toBe(30);
    expect(aurora.games.every((g) => g.gameType === 'RNG' && g.vassalage === 'AURORA')).toBe(true);
    expect(aurora.games[0]).toMatchObject({
      vendor: 'AURORA',
      vendorName: 'Aurora Gaming',
      accountTypeName: 'AURORA',
      isGame: 'GAME',
    });
    // AURORA also has fishing games: without a category both lists come back.
    const everywhere = await list('vassalage=AURORA');
    expect(everywhere.total).toBe(catalogue.filter((game) => game.vassalage === 'AURORA').length);
  });

  it('matches classify, minimum bet and lines exactly', async () => {
    const expected = catalogue.filter(
      (game) =>
        game.category === 'RNG' &&
        game.gameClassify === 'JP' &&
        game.minBet === toMinor('0.1') &&
        game.minLineNum === 20,
    );
    const combined = await listAll('gameType=RNG&gameClassify=JP&minBet=0.1&minLineNum=20');
    expect(combined.games.map((g) => g.nodeId).sort()).toEqual(
      expected.map((game) => game.nodeId).sort(),
    );
    const cheap = await listAll('minBet=0.05');
    expect(cheap.total).toBe(catalogue.filter((game) => game.minBet === 5n).length);
    expect(cheap.games.every((game) => game.minBet === 0.05)).toBe(true);
    const jackpots = await listAll('gameClassify=JP');
    expect(jackpots.total).toBe(catalogue.filter((game) => game.gameClassify === 'JP').length);
    expect(jackpots.games.every((g) => g.gameClassify === 'JP' && g.gameType === 'RNG')).toBe(true);
    // No slot is a board game.
    expect((await listAll('gameClassify=BG')).total).toBe(0);
  });

  it('searches names case-insensitively in the request language', async () => {
    const english = await listAll('gameName=DrAgOn&language=EN');
    const expected = catalogue.filter((game) => game.names.EN.toLowerCase().includes('dragon'));
    expect(english.total).toBe(expected.length);
    expect(english.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(
      true,
    );
    const chinese = await listAll(`gameName=${encodeURIComponent('龙')}&language=CN`);
    expect(chinese.total).toBe(catalogue.filter((game) => game.names.CN.includes('龙')).length);
    expect(chinese.games.every((game) => game.gameName.includes('龙'))).toBe(true);
  });

  it('falls back to English names for the search, answering in the request language', async () => {
    const value = await listAll('gameName=dragon&language=CN');
    expect(value.total).toBe(
      catalogue.filter((game) => game.names.EN.toLowerCase().includes('dragon')).length,
    );
    const byId = new Map(catalogue.map((game) => [game.nodeId, game]));
    for (const game of value.games) {
      expect(byId.get(game.nodeId)!.names.EN.toLowerCase()).toContain('dragon');
      expect(game.gameName).toBe(byId.get(game.nodeId)!.names.CN);
    }
    expect(value.games.some((game) => game.gameName.includes('龙'))).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('gameName=%25')).total).toBe(0);
    expect((await list('gameName=_')).total).toBe(0);
  });

  it('names games in the query language, else the Language header, else EN', async () => {
    const id = 'gameType=RNG&vassalage=AURORA&pageSize=1';
    const first = catalogue.find((game) => game.nodeId === 'AURORA-RNG-001')!;
    expect((await list(`${id}&language=th`)).games[0]!.gameName).toBe(first.names.TH);
    expect((await list(id, { language: 'JA' })).games[0]!.gameName).toBe(first.names.JA);
    expect((await list(`${id}&language=VI`, { language: 'JA' })).games[0]!.gameName).toBe(
      first.names.VI,
    );
    const onlyEnglish = await insertGame({ names: { EN: 'Lonely Comet Deluxe' } });
    const value = await list(`vassalage=${onlyEnglish.vassalage}&language=CN`);
    expect(value.games.map((game) => game.gameName)).toEqual(['Lonely Comet Deluxe']);
    expect((await list(`gameName=comet%20deluxe&language=TH`)).total).toBe(1);
  });

  it('hides disabled games and games of disabled vendors', async () => {
    const off = await insertGame({ names: { EN: 'Switched Off Nova' }, enabled: false });
    const offVendor = await insertGame({ names: { EN: 'Vendor Off Nova' }, vendorEnabled: false });
    expect((await list('gameName=nova')).total).toBe(0);
    expect((await list(`vassalage=${off.vassalage}`)).total).toBe(0);
    expect((await list(`vassalage=${offVendor.vassalage}`)).total).toBe(0);
  });

  it('shows a catalogue change in the next list: pages are kept per content version', async () => {
    const game = await insertGame({ names: { EN: 'Fleeting Quasar' } });
    const query = `vassalage=${game.vassalage}`;
    expect((await list(query)).total).toBe(1);
    expect((await list(query)).total).toBe(1);
    await t.db.updateTable('games').set({ enabled: 0 }).where('id', '=', game.id).execute();
    expect((await list(query)).total).toBe(0);
    expect((await list(`${query}&language=EN`)).total).toBe(0);
  });

  it('flags maintenance from the game or from its vendor', async () => {
    const aurora = await listAll('gameType=RNG&vassalage=AURORA');
    expect(aurora.games.filter((game) => game.maintenance).map((game) => game.nodeId)).toEqual([
      'AURORA-RNG-003',
    ]);
    const thunder = await listAll('vassalage=THUNDERPEAK');
    expect(thunder.total).toBe(8);
    expect(thunder.games.every((game) => game.maintenance)).toBe(true);
  });

  it('lists vassalage tiles with the vendor icon, and cockfight games with their play type', async () => {
    const fish = await listAll('gameType=FISH&vassalage=AURORA&language=EN');
    expect(fish.games[0]).toMatchObject({
      nodeId: 'AURORA-FISH-HALL',
      isGame: 'VASSALAGE',
      gameName: 'Aurora Gaming Game Hall',
    });
    expect(fish.games[0]!.icon).toBe('/assets-cdn/vendors/aurora.svg');
    const derby = await listAll('gameType=SPORTS&vassalage=SV3');
    expect(derby.total).toBe(2);
    expect(derby.games.every((game) => game.defaultPlayType === 'meron-wala')).toBe(true);
  });
});

describe('GET /wps/relay/GCSGAME_gameList: pages, icons and stars', () => {
  it('returns the rest on the last page and nothing past it', async () => {
    const query = 'gameType=RNG&vassalage=AURORA&pageSize=7';
    const last = await list(`${query}&pageNo=5`);
    expect(last).toMatchObject({ total: 30, totalPages: 5, pageNo: 5 });
    expect(last.games).toHaveLength(2);
    const beyond = await list(`${query}&pageNo=6`);
    expect(beyond).toMatchObject({ games: [], total: 30, totalPages: 5, pageNo: 6 });
    const nothing = await list('vassalage=NO-SUCH-VENDOR');
    expect(nothing).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('serves icons from the assets, through a random image CDN when there are some', async () => {
    const plain = await list('gameType=LIVE&pageSize=5');
    for (const game of plain.games)
      expect(game.icon).toMatch(/^\/assets-cdn\/games\/[a-z-]+\.svg$/);
    const icon = await t.app.inject({ url: plain.games[0]!.icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');

    const origins = ['https://img1.cdn.example', 'https://img2.cdn.example'];
    await t.app.services.settings.set('cdns', { imageCDNs: origins, launchGameCDNs: [] });
    t.app.services.cdnOrigins.invalidate();
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const { games } = await list('gameType=RNG&pageSize=10');
        const hosts = new Set(games.map((game) => new URL(game.icon).origin));
        expect(hosts.size).toBe(1);
        expect(games[0]!.icon).toMatch(/^https:\/\/img[12]\.cdn\.example\/assets-cdn\/games\//);
        seen.add([...hosts][0]!);
      }
      expect(seen.size).toBe(2);
    } finally {
      await t.app.services.settings.set('cdns', null);
      t.app.services.cdnOrigins.invalidate();
    }
  });

  it("stars a signed-in member's favourites and no one else's", async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const marked = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_gameFavAction',
      headers: authHeader(token),
      payload: { nodeId: 'AURORA-RNG-002', favourite: true },
    });
    expect(marked.statusCode).toBe(200);
    const query = 'gameType=RNG&vassalage=AURORA&pageSize=5';
    const starred = await list(query, authHeader(token));
    expect(starred.games.filter((g) => g.favourite).map((g) => g.nodeId)).toEqual([
      'AURORA-RNG-002',
    ]);
    expect((await list(query)).games.some((game) => game.favourite)).toBe(false);
    // A stale token is a visitor, not an error.
    const stale = await list(query, authHeader('not-a-session-token'));
    expect(stale.games.some((game) => game.favourite)).toBe(false);
  });

  it.each([
    ['pageSize=0'],
    ['pageSize=101'],
    ['pageNo=0'],
    ['minBet=0.2'],
    ['gameType=CASINO'],
    ['gameClassify=XX'],
    ['minLineNum=-1'],
    ['colour=red'],
  ])('refuses %s', async (query) => {
    expectError(await t.app.inject({ url: `${LIST}?${query}` }), 400, 'VALIDATION_FAILED');
  });

  it("accepts the original client's pass-through parameters", async () => {
    const value = await list(
      'clientType=3&platform=flash,html5-desktop&channel=web&merchant=PORTALMY&gameType=PVP&pageSize=24',
    );
    expect(value.total).toBe(catalogue.filter((game) => game.category === 'PVP').length);
  });
});

describe('the catalogue row other modules read', () => {
  it('finds a game by public id with its vendor and every name', async () => {
    const row = await t.app.services.gamesRepository.findByNodeId('LOTUSLIVE-LIVE-004');
    expect(row).toMatchObject({
      nodeId: 'LOTUSLIVE-LIVE-004',
      category: 'LIVE',
      vassalage: 'LOTUSLIVE',
      engine: 'roulette',
      maintenance: true,
      enabled: true,
      vendor: { title: 'Lotus Live', walletMode: 'transfer', provider: 'house', enabled: true },
    });
    expect(Object.keys(row!.names).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(await t.app.services.gamesRepository.findByNodeId('NO-SUCH-GAME')).toBeNull();
    const hidden = await insertGame({ names: { EN: 'Hidden Row' }, enabled: false });
    expect(await t.app.services.gamesRepository.findByNodeId(hidden.nodeId)).toMatchObject({
      enabled: false,
    });
  });

  it('maps a row to the API game', async () => {
    const row = (await t.app.services.gamesRepository.findByNodeId('SV3-SPORTS-001'))!;
    const game = gameSchema.parse(toGame(row, 'ID', 'https://img.example/x.svg', true));
    expect(game).toMatchObject({
      nodeId: 'SV3-SPORTS-001',
      gameName: row.names.ID,
      icon: 'https://img.example/x.svg',
      favourite: true,
      defaultPlayType: 'meron-wala',
    });
  });
});
