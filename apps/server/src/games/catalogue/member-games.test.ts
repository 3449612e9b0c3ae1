import { describe, expect, it } from 'vitest';
import {
  favouriteActionValueSchema,
  favouriteGamesValueSchema,
  favouriteIdsValueSchema,
  gameVendorValueSchema,
  recentGamesValueSchema,
} from '@portal/shared/schemas/games';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectPaged, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue } from '../../db/seeds/content/game-catalogue.js';

const t = useTestApp();
const catalogue = demoCatalogue();
const FAV_ACTION = '/wps/relay/MCSFE_gameFavAction';
const FAV_IDS = '/wps/relay/MCSFE_getFavoriteGames';
const FAV_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const RECENT = '/wps/relay/GCS_recentGame';

async function signedIn() {
  const member = await createMember(t);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

type Member = Awaited<ReturnType<typeof signedIn>>;

const mark = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: FAV_ACTION, headers: member.headers, payload });

async function markOk(member: Member, payload: Record<string, unknown>) {
  return expectValue(await mark(member, payload), favouriteActionValueSchema);
}

const favouriteIds = async (member: Member) =>
  expectValue(
    await t.app.inject({ url: FAV_IDS, headers: member.headers }),
    favouriteIdsValueSchema,
  ).nodeIds;

const favouriteList = async (member: Member, query = '') =>
  expectPaged(
    await t.app.inject({ url: `${FAV_LIST}?language=EN${query}`, headers: member.headers }),
    favouriteGamesValueSchema,
  );

async function setGameEnabled(nodeId: string, enabled: boolean) {
  await t.db
    .updateTable('games')
    .set({ enabled: enabled ? 1 : 0 })
    .where('node_id', '=', nodeId)
    .execute();
}

describe('member game calls without a session', () => {
  it.each([
    ['GET', RECENT],
    ['GET', FAV_IDS],
    ['GET', FAV_LIST],
    ['POST', FAV_ACTION],
    ['GET', '/wps/relay/GCSGAME_gameVendor'],
    ['GET', '/wps/relay/GLS2_roomList?vassalage=LOTUSLIVE'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { nodeId: 'AURORA-RNG-001' } } : {}),
    });
    expectError(response, 401, 'NOT_LOGGED_IN');
  });
});

describe('POST /wps/relay/MCSFE_gameFavAction and the favourite lists', () => {
  it('toggles a favourite on and off', async () => {
    const member = await signedIn();
    expect(
      await markOk(member, { nodeId: 'NEBULA-RNG-004', vendor: 'NEBULA', gameType: 'RNG' }),
    ).toEqual({
      nodeId: 'NEBULA-RNG-004',
      favourite: true,
    });
    expect(await favouriteIds(member)).toEqual(['NEBULA-RNG-004']);
    expect(await markOk(member, { nodeId: 'NEBULA-RNG-004' })).toEqual({
      nodeId: 'NEBULA-RNG-004',
      favourite: false,
    });
    expect(await favouriteIds(member)).toEqual([]);
  });

  it('sets the mark when `favourite` is given, however often', async () => {
    const member = await signedIn();
    for (let i = 0; i < 2; i += 1) {
      expect((await markOk(member, { nodeId: 'NEBULA-RNG-005', favourite: true })).favourite).toBe(
        true,
      );
    }
    expect(await favouriteIds(member)).toEqual(['NEBULA-RNG-005']);
    for (let i = 0; i < 2; i += 1) {
      expect((await markOk(member, { nodeId: 'NEBULA-RNG-005', favourite: false })).favourite).toBe(
        false,
      );
    }
    expect(await favouriteIds(member)).toEqual([]);
  });

  it('survives toggles racing each other', async () => {
    const member = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => mark(member, { nodeId: 'NEBULA-RNG-006' })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await favouriteIds(member)).length).toBeLessThanOrEqual(1);
  });

  it('keeps each member to their own favourites', async () => {
    const one = await signedIn();
    const two = await signedIn();
    await markOk(one, { nodeId: 'NEBULA-RNG-007' });
    expect(await favouriteIds(two)).toEqual([]);
    expect((await favouriteList(two)).value).toEqual([]);
  });

  it('lists favourites newest first, starred, filtered and paged', async () => {
    const member = await signedIn();
    const marked = [
      'AURORA-RNG-010',
      'REEFHUNTER-FISH-002',
      'AURORA-RNG-011',
      'TABLEKINGS-PVP-001',
      'NEBULA-RNG-009',
    ];
    for (const nodeId of marked) {
      await markOk(member, { nodeId });
      // Distinct marking times, so that newest-first is the reverse of this order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rng = await favouriteList(member, '&gameType=RNG');
    expect(rng.value.map((game) => game.nodeId)).toEqual([
      'NEBULA-RNG-009',
      'AURORA-RNG-011',
      'AURORA-RNG-010',
    ]);
    expect(rng.totalPages).toBe(1);
    expect(rng.value.every((game) => game.favourite)).toBe(true);
    expect(await favouriteIds(member)).toEqual([...marked].reverse());

    const pvp = await favouriteList(member, '&gameType=PVP');
    expect(pvp.value.map((game) => game.nodeId)).toEqual(['TABLEKINGS-PVP-001']);
    expect(pvp.value[0]!.gameName).toBe(
      catalogue.find((game) => game.nodeId === 'TABLEKINGS-PVP-001')!.names.EN,
    );
    const paged = await favouriteList(member, '&gameType=RNG&pageSize=2&pageNo=2');
    expect(paged.totalPages).toBe(2);
    expect(paged.value.map((game) => game.nodeId)).toEqual(['AURORA-RNG-010']);
    const vendor = await favouriteList(member, '&gameType=FISH&vassalage=REEFHUNTER');
    expect(vendor.value.map((game) => game.nodeId)).toEqual(['REEFHUNTER-FISH-002']);
  });

  it('lists the RNG favourites when the request names no category', async () => {
    const member = await signedIn();
    for (const nodeId of ['AURORA-RNG-015', 'REEFHUNTER-FISH-003', 'TABLEKINGS-PVP-002']) {
      await markOk(member, { nodeId });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const unnamed = await favouriteList(member);
    expect(unnamed.value.map((game) => game.nodeId)).toEqual(['AURORA-RNG-015']);
    expect(unnamed.totalPages).toBe(1);
  });

  it('answers the page at the top level: the games as `value`, `totalPages` beside it', async () => {
    const member = await signedIn();
    await markOk(member, { nodeId: 'AURORA-RNG-016' });
    const response = await t.app.inject({ url: FAV_LIST, headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['success', 'totalPages', 'value']);
    expect(body).toMatchObject({ success: true, totalPages: 1 });
    expect((body.value as { nodeId: string }[]).map((game) => game.nodeId)).toEqual([
      'AURORA-RNG-016',
    ]);
  });

  it('refuses an unknown or switched-off game, but lets an old mark go', async () => {
    const member = await signedIn();
    expectError(await mark(member, { nodeId: 'NO-SUCH-GAME' }), 404, 'GAME_NOT_FOUND');
    await markOk(member, { nodeId: 'NEBULA-RNG-008' });
    await setGameEnabled('NEBULA-RNG-008', false);
    try {
      expect(await favouriteIds(member)).toEqual([]);
      expect((await favouriteList(member)).value).toEqual([]);
      expect((await markOk(member, { nodeId: 'NEBULA-RNG-008' })).favourite).toBe(false);
      expectError(await mark(member, { nodeId: 'NEBULA-RNG-008' }), 404, 'GAME_NOT_FOUND');
    } finally {
      await setGameEnabled('NEBULA-RNG-008', true);
    }
  });

  it('refuses a payload without a game or with unknown fields', async () => {
    const member = await signedIn();
    expectError(await mark(member, {}), 400, 'VALIDATION_FAILED');
    expectError(
      await mark(member, { nodeId: 'NEBULA-RNG-004', colour: 'red' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await mark(member, { nodeId: 'NEBULA-RNG-004', favourite: 'yes' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({ url: `${FAV_LIST}?pageSize=500`, headers: member.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  async function launched(memberId: number, nodeId: string, minutesAgo: number) {
    const { id } = await t.db
      .selectFrom('games')
      .select('id')
      .where('node_id', '=', nodeId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('member_recent_games')
      .values({
        member_id: memberId,
        game_id: id,
        launched_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      })
      .execute();
  }

  const recent = async (member: Member, query = '') =>
    expectPaged(
      await t.app.inject({ url: `${RECENT}?language=EN${query}`, headers: member.headers }),
      recentGamesValueSchema,
    );

  it("lists the member's launches newest first, with filters, pages and stars", async () => {
    const member = await signedIn();
    const other = await signedIn();
    await launched(member.id, 'LOTUSLIVE-LIVE-002', 30);
    await launched(member.id, 'AURORA-RNG-012', 5);
    await launched(member.id, 'AURORA-RNG-013', 50);
    await launched(member.id, 'PEARLDIVER-FISH-001', 1);
    await launched(other.id, 'AURORA-RNG-014', 2);
    await markOk(member, { nodeId: 'AURORA-RNG-012' });

    const all = await recent(member);
    expect(all.value.map((game) => game.nodeId)).toEqual([
      'PEARLDIVER-FISH-001',
      'AURORA-RNG-012',
      'LOTUSLIVE-LIVE-002',
      'AURORA-RNG-013',
    ]);
    expect(all.totalPages).toBe(1);
    expect(all.value.filter((game) => game.favourite).map((game) => game.nodeId)).toEqual([
      'AURORA-RNG-012',
    ]);
    expect((await recent(member, '&gameType=RNG')).value.map((game) => game.nodeId)).toEqual([
      'AURORA-RNG-012',
      'AURORA-RNG-013',
    ]);
    expect((await recent(member, '&vassalage=LOTUSLIVE')).value).toHaveLength(1);
    const page = await recent(member, '&pageSize=3&pageNo=2');
    expect(page).toMatchObject({ totalPages: 2 });
    expect(page.value.map((game) => game.nodeId)).toEqual(['AURORA-RNG-013']);
    expect((await recent(member, '&pageNo=3&pageSize=3')).value).toEqual([]);
  });

  it('answers an empty list to a member who launched nothing', async () => {
    expect(await recent(await signedIn())).toEqual({ value: [], totalPages: 0 });
  });

  it('answers the page at the top level: the games as `value`, `totalPages` beside it', async () => {
    const member = await signedIn();
    await launched(member.id, 'AURORA-RNG-017', 1);
    const response = await t.app.inject({ url: RECENT, headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['success', 'totalPages', 'value']);
    expect(body).toMatchObject({ success: true, totalPages: 1 });
    expect((body.value as { nodeId: string }[]).map((game) => game.nodeId)).toEqual([
      'AURORA-RNG-017',
    ]);
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('lists the menus with each vendor wallet mode and card count', async () => {
    const member = await signedIn();
    const menus = expectValue(
      await t.app.inject({
        url: '/wps/relay/GCSGAME_gameVendor?merchantCode=PORTALMY',
        headers: member.headers,
      }),
      gameVendorValueSchema,
    );
    const vendors = menus.flatMap((menu) => menu.vendors);
    expect(vendors.find((v) => v.vassalage === 'LOTUSLIVE')).toMatchObject({
      walletMode: 'transfer',
      cards: 10,
    });
    expect(vendors.find((v) => v.vassalage === 'AURORA' && v.gameType === 'RNG')).toMatchObject({
      walletMode: 'seamless',
      cards: 30,
      icon: '/assets-cdn/vendors/aurora.svg',
    });
  });

  it('serves vendor icons through the image CDNs', async () => {
    const member = await signedIn();
    await t.app.services.settings.set('cdns', {
      imageCDNs: ['https://img.cdn.example'],
      launchGameCDNs: [],
    });
    t.app.services.cdnOrigins.invalidate();
    try {
      const menus = expectValue(
        await t.app.inject({ url: '/wps/relay/GCSGAME_gameVendor', headers: member.headers }),
        gameVendorValueSchema,
      );
      expect(menus[0]!.vendors[0]!.icon).toMatch(
        /^https:\/\/img\.cdn\.example\/assets-cdn\/vendors\//,
      );
    } finally {
      await t.app.services.settings.set('cdns', null);
      t.app.services.cdnOrigins.invalidate();
    }
  });
});
