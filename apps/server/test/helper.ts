import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seeds/demo-seed.js';
import { createLogger } from '../src/lib/logger.js';
import { injectTransport } from '../src/games/seamless/provider-http.js';
import { databaseUrl, SEED_SETTINGS, type TemplateKind } from './templates.js';

export interface TestDatabase {
  config: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>;
  kind: 'sqlite' | 'postgres';
  /**
   * Runs `work` while no other test file creates, migrates or drops a schema. Kysely's
   * introspection (used by its migrator) reads every schema's catalog, and fails if another file
   * drops its schema at that moment.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a temporary SQLite file, or, when TEST_DATABASE_URL
 * is set, a PostgreSQL database of its own on that server. `from` copies one of the run's
 * templates (migrated, or migrated and seeded); without it the database starts empty.
 */
export async function createTestDatabase(from?: TemplateKind): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Named after the run, whose end drops whatever a file could not.
    const name = `test_${templates.postgres?.run ?? 'orphan'}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    const template = from ? templates.postgres?.[from] : undefined;
    if (from && !template) throw new Error(`No PostgreSQL template "${from}" in this run`);
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    return {
      kind: 'postgres',
      config: { DATABASE_URL: databaseUrl(url, name), SQLITE_PATH: '' },
      // Every file has a database of its own: nothing it migrates can meet another file's.
      exclusive: (work) => work(),
      drop: async () => {
        // A pool closed a moment ago may still be saying goodbye; what is left when the run
        // ends is dropped with the templates (forcing it here would fail those last sockets).
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const dropped = await admin.query(`drop database if exists "${name}"`).then(
            () => true,
            () => false,
          );
          if (dropped) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'test.db');
  if (from) fs.copyFileSync(templates.sqlite[from], file);
  return {
    kind: 'sqlite',
    config: { DATABASE_URL: undefined, SQLITE_PATH: file },
    exclusive: (work) => work(),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: App;
  db: DB;
  config: Config;
  kind: 'sqlite' | 'postgres';
  /** JSON log lines written by the app (level warn and above unless LOG_LEVEL is given). */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, e.g. { TRUST_PROXY: 'true' }. */
  env?: Record<string, string>;
  seed?: boolean;
  /** Shared counters (rate limits) in this Redis instead of in the process. */
  redis?: Redis;
  /** Runs after the app is built and before it is ready: add test-only routes here. */
  beforeReady?: (app: App) => void | Promise<void>;
}

export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(os.tmpdir(), 'portal-no-web-dist'),
      RATE_LIMIT_MAX: '10000',
      ...env,
    }),
    ...database.config,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  // The run's template holds what migrating (and seeding) would write, unless this file changes
  // what the seed reads.
  const fromTemplate = !SEED_SETTINGS.some((key) => key in (options.env ?? {}));
  const database = await createTestDatabase(
    fromTemplate ? (seed ? 'seeded' : 'migrated') : undefined,
  );
  const config = testConfig(database, options.env);
  const db = createDatabase(config);
  try {
    if (!fromTemplate) {
      await database.exclusive(() => migrateToLatest(db));
      if (seed) await seedDemo(db, config);
    }
  } catch (error) {
    // Leave nothing behind when set-up fails half way.
    await db.destroy();
    await database.drop();
    throw error;
  }
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    db,
    logger: createLogger(config, sink),
    redis: options.redis ?? null,
  });
  // Provider and seamless-wallet calls reach this app through inject (it does not listen).
  app.services.providerHttp.transport = injectTransport(app);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    kind: database.kind,
    logs,
    close: async () => {
      await app.close();
      await db.destroy().catch(() => undefined);
      await database.drop();
    },
  };
}

/** Builds one app for the whole test file and closes it afterwards. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}
