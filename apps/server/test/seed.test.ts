import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type DB } from '../src/db/database.js';
import { migrateDownAll, migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seeds/demo-seed.js';
import { SettingsRepository } from '../src/platform/settings/settings.repository.js';
import { SettingsService } from '../src/platform/settings/settings.service.js';
import { createTestDatabase, testConfig, type TestDatabase } from './helper.js';

const tables = [
  'settings',
  'whitelabel_modules',
  'banners',
  'banner_translations',
  'announcements',
  'announcement_translations',
  'help_topics',
  'help_topic_translations',
  'help_items',
  'help_item_translations',
  'customer_services',
  'customer_service_translations',
  'app_resources',
  'app_resource_translations',
  'registration_rules',
  'registration_rule_translations',
  'game_categories',
  'vendors',
  'domain_routes',
] as const;

async function counts(db: DB): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function withDatabase(run: (db: DB, database: TestDatabase) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const db = createDatabase(testConfig(database));
  try {
    await run(db, database);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

describe('demo seed', () => {
  it('fills every table and changes nothing when run again', async () => {
    await withDatabase(async (db, database) => {
      await database.exclusive(() => migrateToLatest(db));
      await seedDemo(db);
      const first = await counts(db);
      for (const table of tables) expect(first[table], table).toBeGreaterThan(0);
      await seedDemo(db);
      expect(await counts(db)).toEqual(first);
    });
  });

  it('translates seeded content into every interface language', async () => {
    await withDatabase(async (db, database) => {
      await database.exclusive(() => migrateToLatest(db));
      await seedDemo(db);
      const languages = await db
        .selectFrom('help_item_translations')
        .select('lang')
        .distinct()
        .execute();
      expect(languages.map((row) => row.lang).sort()).toEqual([...LANGUAGE_CODES].sort());
      const missing = await db
        .selectFrom('announcements as a')
        .select('a.code')
        .where((eb) =>
          eb(
            eb
              .selectFrom('announcement_translations as t')
              .select(sql<number>`count(*)`.as('n'))
              .whereRef('t.announcement_id', '=', 'a.id'),
            '<',
            8,
          ),
        )
        .execute();
      expect(missing.map((row) => row.code).sort()).toEqual([
        'b-expired-new-year',
        'b-future-anniversary',
      ]);
    });
  });

  it('keeps operator changes when it runs again at the next start', async () => {
    await withDatabase(async (db, database) => {
      await database.exclusive(() => migrateToLatest(db));
      await seedDemo(db);
      const settings = new SettingsService(new SettingsRepository(db));
      await settings.set('maintenance', { enabled: true, title: 'Upgrade' });
      await db
        .updateTable('whitelabel_modules')
        .set({ enabled: 0 })
        .where('mod_id', '=', 'JACKPOT')
        .execute();
      await seedDemo(db);
      expect(await settings.get('maintenance')).toEqual({ enabled: true, title: 'Upgrade' });
      const jackpot = await db
        .selectFrom('whitelabel_modules')
        .select('enabled')
        .where('mod_id', '=', 'JACKPOT')
        .executeTakeFirstOrThrow();
      expect(jackpot.enabled).toBe(0);
    });
  });

  it("fills banner and promotion images left empty by an older seed, keeping the operator's", async () => {
    await withDatabase(async (db, database) => {
      await database.exclusive(() => migrateToLatest(db));
      await seedDemo(db);
      const { id } = await db
        .selectFrom('banners')
        .select('id')
        .where('code', '=', 'home-welcome')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('banners')
        .set({ image_path: 'banners/home-welcome.svg' })
        .where('id', '=', id)
        .execute();
      const draw = await db
        .selectFrom('promotions')
        .select('id')
        .where('code', '=', 'promo-lucky-draw')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('promotion_contents')
        .set((eb) => ({
          image_url: eb.case().when('language', '=', 'MY').then('/operator.png').end(),
        }))
        .where('promotion_id', '=', draw.id)
        .execute();
      await db
        .updateTable('banner_translations')
        .set((eb) => ({
          image_path: eb.case().when('lang', '=', 'MY').then('banners/operator.svg').end(),
        }))
        .where('banner_id', '=', id)
        .execute();

      await seedDemo(db);
      const images = await db
        .selectFrom('banner_translations')
        .select(['lang', 'image_path'])
        .where('banner_id', '=', id)
        .execute();
      expect(Object.fromEntries(images.map((row) => [row.lang, row.image_path]))).toEqual(
        Object.fromEntries(
          LANGUAGE_CODES.map((lang) => [
            lang,
            lang === 'MY'
              ? 'banners/operator.svg'
              : `banners/home-welcome.${lang.toLowerCase()}.svg`,
          ]),
        ),
      );
      const banner = await db
        .selectFrom('banners')
        .select('image_path')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(banner.image_path).toBe('banners/home-welcome.en.svg');

      const drawImages = await db
        .selectFrom('promotion_contents')
        .select(['language', 'image_url'])
        .where('promotion_id', '=', draw.id)
        .execute();
      for (const row of drawImages) {
        expect(row.image_url).toBe(
          row.language === 'MY'
            ? '/operator.png'
            : `/assets-cdn/banners/promo-lucky-draw.${row.language.toLowerCase()}.svg`,
        );
      }
      // Every demo promotion shows drawn art, and the file is there to serve.
      const all = await db.selectFrom('promotion_contents').select('image_url').execute();
      for (const { image_url } of all) {
        expect(image_url).toMatch(/^\/assets-cdn\/banners\/.+\.svg$|^\/operator\.png$/);
        if (image_url?.startsWith('/assets-cdn/')) {
          expect(existsSync(new URL(`../assets/${image_url.slice(12)}`, import.meta.url))).toBe(
            true,
          );
        }
      }
    });
  });
});

describe('migrations', () => {
  it('run down to nothing and up again', async () => {
    await withDatabase((db, database) =>
      database.exclusive(async () => {
        // PostgreSQL lists every schema's tables: look at this file's schema only.
        const schema =
          database.kind === 'postgres'
            ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
            : undefined;
        const up = await migrateToLatest(db);
        expect(up.length).toBeGreaterThanOrEqual(4);
        expect(await migrateToLatest(db)).toEqual([]);
        const down = await migrateDownAll(db);
        expect(down).toHaveLength(up.length);
        const remaining = (await db.introspection.getTables())
          .filter((t) => t.schema === schema && !t.name.startsWith('kysely_'))
          .map((t) => t.name);
        expect(remaining).toEqual([]);
        expect(await migrateToLatest(db)).toEqual(up);
      }),
    );
  });

  it('enforce foreign keys and flag checks', async () => {
    await withDatabase(async (db, database) => {
      await database.exclusive(() => migrateToLatest(db));
      const now = new Date().toISOString();
      await expect(
        db
          .insertInto('banner_translations')
          .values({ banner_id: 424242, lang: 'EN', title: 'x' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('domain_routes')
          .values({
            domain: 'x.example',
            type: 'WEB',
            enabled: 2,
            sort: 0,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow();
    });
  });
});
