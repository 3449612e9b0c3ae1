import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seeds/demo-seed.js';
import { createLogger } from '../src/lib/logger.js';
import { injectTransport } from '../src/games/seamless/provider-http.js';

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

/** Any fixed number: the advisory lock that test files take around schema changes. */
const SCHEMA_LOCK = 720_451;

/**
 * A database of its own for one test file: a temporary SQLite file, or, when TEST_DATABASE_URL
 * is set, a fresh PostgreSQL schema that the pool reaches through search_path.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    const withLock = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await admin.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
        client.release();
      }
    };
    await withLock((client) => client.query(`create schema "${schema}"`));
    const options = encodeURIComponent(`-c search_path=${schema}`);
    return {
      kind: 'postgres',
      config: {
        DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
        SQLITE_PATH: '',
      },
      exclusive: (work) => withLock(() => work()),
      drop: async () => {
        await withLock((client) => client.query(`drop schema if exists "${schema}" cascade`));
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  return {
    kind: 'sqlite',
    config: { DATABASE_URL: undefined, SQLITE_PATH: path.join(dir, 'test.db') },
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
  const database = await createTestDatabase();
  const config = testConfig(database, options.env);
  const db = createDatabase(config);
  try {
    await database.exclusive(() => migrateToLatest(db));
    if (options.seed ?? true) await seedDemo(db, config);
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
