import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcementsValueSchema } from '@portal/shared/schemas/announcements';
import { gameListValueSchema } from '@portal/shared/schemas/games';
import {
  gameMenusValueSchema,
  systemStatusValueSchema,
  whitelabelValueSchema,
  type WhitelabelNode,
} from '@portal/shared/schemas/system';
import { expectValue } from '../../../test/assertions.js';
import { createAnnouncement, randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { buildApp, type App } from '../../app.js';
import { createDatabase, type DB } from '../../db/database.js';
import { createLogger } from '../../lib/logger.js';

const t = useTestApp({ env: { LIST_CACHE_MS: '0' } });

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, remoteAddress: randomTestIp(), headers: { language: 'EN', ...headers } });
const status = async (app = t.app) =>
  expectValue(await get(app, '/wps/system/status'), systemStatusValueSchema);
const whitelabel = async (app = t.app) =>
  expectValue(await get(app, '/wps/system/whitelabel'), whitelabelValueSchema).info;
const menus = async (app = t.app) =>
  expectValue(await get(app, '/lgw/games/game_menus'), gameMenusValueSchema);
const announcements = async (app = t.app) =>
  expectValue(
    await get(app, '/wps/relay/MCSFE_getListAnnouncements?types=PL&pageSize=100'),
    announcementsValueSchema,
  );
const gameList = async (query: string, app = t.app) =>
  expectValue(await get(app, `/wps/relay/GCSGAME_gameList?${query}`), gameListValueSchema);

const moduleState = (tree: WhitelabelNode[], modId: string): string | undefined => {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    const child = moduleState(node.childrenNodes, modId);
    if (child) return child;
  }
  return undefined;
};

/** Plain SQL, as an operator's script or the admin command would write. */
const setMaintenance = (db: DB, enabled: boolean) =>
  sql`update settings set value = ${JSON.stringify({ enabled })} where key = 'maintenance'`.execute(
    db,
  );

describe('public answers kept in memory follow every writer', () => {
  it('status and whitelabel show maintenance switched by plain SQL in the next answer', async () => {
    expect((await status()).status).toBe(0);
    expect((await whitelabel()).maintenance).toBe(false);
    await setMaintenance(t.db, true);
    try {
      expect((await status()).status).toBe(1);
      expect((await whitelabel()).maintenance).toBe(true);
    } finally {
      await setMaintenance(t.db, false);
    }
    expect((await status()).status).toBe(0);
  });

  it('whitelabel and the menus show a module switched off by the admin command process', async () => {
    const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
    const env = {
      ...process.env,
      SQLITE_PATH: t.config.SQLITE_PATH,
      DATABASE_URL: t.config.DATABASE_URL ?? '',
      LOG_LEVEL: 'silent',
    };
    const admin = (...argv: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', ...argv],
        { cwd: serverRoot, env },
      );
    expect(moduleState((await whitelabel()).whitelabel, 'FISH')).toBe('1');
    expect((await menus()).map((menu) => menu.gameCategory)).toContain('FISH');
    await admin('module', 'FISH', 'off');
    try {
      expect(moduleState((await whitelabel()).whitelabel, 'FISH')).toBe('0');
      expect((await menus()).map((menu) => menu.gameCategory)).not.toContain('FISH');
    } finally {
      await t.app.services.whitelabel.setModuleEnabled('FISH', true);
    }
    expect((await menus()).map((menu) => menu.gameCategory)).toContain('FISH');
  }, 120_000);

  it('announcements show a new row at once and a timed one when its window opens', async () => {
    const before = (await announcements()).list.map((a) => a.id);
    const now = await createAnnouncement(t.db, { type: 'PL' });
    expect((await announcements()).list.map((a) => a.id)).toEqual(
      expect.arrayContaining([...before, now.id]),
    );
    const soon = await createAnnouncement(t.db, {
      type: 'PL',
      startTime: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await announcements()).list.map((a) => a.id)).not.toContain(soon.id);
    await vi.waitFor(
      async () => expect((await announcements()).list.map((a) => a.id)).toContain(soon.id),
      { timeout: 10_000, interval: 250 },
    );
  });

  it('the menus show a vendor put under maintenance by plain SQL in the next answer', async () => {
    const aurora = async () =>
      (await menus())
        .find((menu) => menu.gameCategory === 'RNG')!
        .vendors.find((vendor) => vendor.vassalage === 'AURORA')!;
    expect((await aurora()).maintenance).toBe(false);
    await sql`update vendors set maintenance = 1 where vassalage = 'AURORA'`.execute(t.db);
    try {
      expect((await aurora()).maintenance).toBe(true);
    } finally {
      await sql`update vendors set maintenance = 0 where vassalage = 'AURORA'`.execute(t.db);
    }
  });

  it('sends a compressed copy to clients that take one, and says that the answer varies', async () => {
    const url = '/lgw/games/game_menus';
    const plain = await get(t.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const brotli = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(t.app, url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await get(t.app, url, { 'accept-encoding': 'identity' });
    expect(none.body).toBe(plain.body);
  });

  it('compresses the other answers of 1 KB and more too (banners, whitelabel), and leaves small ones as they are', async () => {
    // Each request comes from its own address, which whitelabel repeats.
    const sameVisitor = (text: string) => text.replace(/"ip":"[^"]*"/, '"ip":""');
    for (const url of ['/wps/system/banners', '/wps/system/whitelabel?host=localhost']) {
      const plain = await get(t.app, url);
      expect(plain.body.length).toBeGreaterThanOrEqual(1024);
      const brotli = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(sameVisitor(brotliDecompressSync(brotli.rawPayload).toString())).toBe(
        sameVisitor(plain.body),
      );
      const gzip = await get(t.app, url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(sameVisitor(gunzipSync(gzip.rawPayload).toString())).toBe(sameVisitor(plain.body));
    }
    const small = await get(t.app, '/wps/system/status', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the per-visitor parts per request: IP, region block and site address', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['198.51.100.0/24'],
      allowedCidrs: [],
    });
    try {
      const visit = async (ip: string, host: string) => {
        const response = await t.app.inject({
          url: '/wps/system/whitelabel',
          remoteAddress: ip,
          headers: { host },
        });
        return expectValue(response, whitelabelValueSchema).info;
      };
      const blocked = await visit('198.51.100.9', 'one.example');
      const open = await visit('192.0.2.9', 'two.example:8080');
      expect(blocked).toMatchObject({ location: { ip: '198.51.100.9' }, regionRestriction: true });
      expect(open).toMatchObject({ location: { ip: '192.0.2.9' }, regionRestriction: false });
      const profile = '/wps/system/app/profile.mobileconfig';
      expect(blocked.resources[1]!.url).toBe(`http://one.example${profile}`);
      expect(open.resources[1]!.url).toBe(`http://two.example:8080${profile}`);
      expect((await status()).status).toBe(0);
    } finally {
      await t.app.services.settings.set('regionRestriction', {
        enabled: false,
        blockedCidrs: [],
        allowedCidrs: [],
      });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: App;
  let otherDb: DB;

  beforeAll(async () => {
    otherDb = createDatabase(t.config);
    other = await buildApp({
      config: t.config,
      db: otherDb,
      logger: createLogger({ ...t.config, LOG_LEVEL: 'silent' }),
    });
    await other.ready();
    await t.app.services.contentVersions.listen();
    await other.services.contentVersions.listen();
  });

  afterAll(async () => {
    await t.app.services.contentVersions.close();
    await other?.services.contentVersions.close();
    await other?.close();
    await otherDb?.destroy();
  });

  /** Makes a change and waits until both instances have heard of it (delivered on commit). */
  async function heard(change: () => Promise<unknown>) {
    const apps = [t.app, other];
    const before = await Promise.all(apps.map((app) => app.services.contentVersions.current()));
    await change();
    for (const [i, app] of apps.entries()) {
      await vi.waitFor(async () =>
        expect(await app.services.contentVersions.current()).toBeGreaterThan(before[i]!),
      );
    }
  }

  it('listen on notifications rather than reading the counter', () => {
    expect(t.app.services.contentVersions.listening).toBe(true);
    expect(other.services.contentVersions.listening).toBe(true);
  });

  it('a change through one instance shows in the next answer of the other', async () => {
    expect((await status(other)).status).toBe(0);
    await heard(() => t.app.services.settings.set('maintenance', { enabled: true }));
    try {
      expect((await status(other)).status).toBe(1);
    } finally {
      await heard(() => t.app.services.settings.set('maintenance', { enabled: false }));
    }
    expect((await status(other)).status).toBe(0);
  });

  it('plain SQL shows in the next whitelabel, menus and game list of both instances', async () => {
    expect(moduleState((await whitelabel(other)).whitelabel, 'THEMESWITCH')).toBe('1');
    const query = 'gameType=RNG&vassalage=AURORA&pageSize=1&language=EN';
    expect((await gameList(query, other)).games[0]!.maintenance).toBe(false);
    await heard(async () => {
      await sql`update whitelabel_modules set enabled = 0 where mod_id = 'THEMESWITCH'`.execute(
        t.db,
      );
      await sql`update games set maintenance = 1 where node_id = 'AURORA-RNG-001'`.execute(t.db);
    });
    try {
      for (const app of [other, t.app]) {
        expect(moduleState((await whitelabel(app)).whitelabel, 'THEMESWITCH')).toBe('0');
        expect((await gameList(query, app)).games[0]!.maintenance).toBe(true);
      }
    } finally {
      await heard(async () => {
        await sql`update whitelabel_modules set enabled = 1 where mod_id = 'THEMESWITCH'`.execute(
          t.db,
        );
        await sql`update games set maintenance = 0 where node_id = 'AURORA-RNG-001'`.execute(t.db);
      });
    }
    expect((await gameList(query, other)).games[0]!.maintenance).toBe(false);
  });
});
