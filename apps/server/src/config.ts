import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * Environment variables of the server. ENVIRONMENT.md is written from `environmentVariables`
 * below; keep the two in step.
 *
 * | Name                | Default                          | Meaning                                              |
 * |---------------------|----------------------------------|------------------------------------------------------|
 * | PORT                | 3000                             | TCP port of the site and API                         |
 * | HOST                | 0.0.0.0                          | Interface to listen on                               |
 * | NODE_ENV            | development                      | development, production or test                      |
 * | LOG_LEVEL           | info                             | pino level: fatal error warn info debug trace silent |
 * | DATABASE_URL        | (unset)                          | postgres://... selects PostgreSQL; unset = SQLite    |
 * | DATABASE_POOL_SIZE  | 10                               | PostgreSQL connections per instance                  |
 * | SQLITE_PATH         | <repo>/data/portal.db            | SQLite file when DATABASE_URL is unset               |
 * | REDIS_URL           | (unset)                          | redis://... shares rate limits between instances     |
 * | TRUST_PROXY         | false                            | true, hop count, or comma list of proxy IPs/CIDRs    |
 * | WEB_DIST            | <repo>/apps/web/dist             | Built single-page site served at /                   |
 * | SEED_DEMO           | true                             | Load the demo data at start (idempotent)             |
 * | IMAGE_CDNS          | (empty)                          | Comma list of image CDN origins; empty = same origin |
 * | LAUNCH_GAME_CDNS    | (empty)                          | Comma list of game-launch CDN origins                |
 * | PUBLIC_ASSETS_BASE  | /assets-cdn                      | URL path where banner and vendor images are served   |
 * | RATE_LIMIT_MAX      | 600                              | API requests per client IP per window; 0 = off       |
 * | RATE_LIMIT_WINDOW_MS| 60000                            | Rate-limit window in milliseconds                    |
 * | BODY_LIMIT_BYTES    | 1048576                          | Largest accepted request body                        |
 */

// src/config.ts and dist/config.js are both three levels below the repository root.
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface EnvironmentVariable {
  name: string;
  default: string;
  meaning: string;
}

export const environmentVariables: readonly EnvironmentVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'TCP port of the site and API.' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on.' },
  { name: 'NODE_ENV', default: 'development', meaning: 'development, production or test.' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'pino log level (fatal ... trace, or silent).' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'postgres://user:pass@host:5432/db selects PostgreSQL; unset keeps SQLite.',
  },
  { name: 'DATABASE_POOL_SIZE', default: '10', meaning: 'PostgreSQL connections per instance.' },
  {
    name: 'SQLITE_PATH',
    default: '<repo>/data/portal.db',
    meaning: 'SQLite database file, used when DATABASE_URL is unset.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    meaning: 'redis://host:6379 shares the API rate limit between instances; unset = in memory.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'Behind a load balancer: true, a hop count, or a comma list of proxy IPs/CIDRs.',
  },
  { name: 'WEB_DIST', default: '<repo>/apps/web/dist', meaning: 'Built site served at /.' },
  { name: 'SEED_DEMO', default: 'true', meaning: 'Load the demo data at start (idempotent).' },
  {
    name: 'IMAGE_CDNS',
    default: '(empty)',
    meaning: 'Comma list of image CDN origins the site picks from; empty = this server.',
  },
  {
    name: 'LAUNCH_GAME_CDNS',
    default: '(empty)',
    meaning: 'Comma list of game-launch CDN origins; empty = this server.',
  },
  {
    name: 'PUBLIC_ASSETS_BASE',
    default: '/assets-cdn',
    meaning: 'URL path under which banner and vendor images are served and referenced.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    meaning: 'API requests allowed per client IP per window; 0 switches the limit off.',
  },
  { name: 'RATE_LIMIT_WINDOW_MS', default: '60000', meaning: 'Rate-limit window in ms.' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', meaning: 'Largest accepted request body.' },
];

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const originList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

const trustProxy = z.string().transform((value, ctx): boolean | number | string => {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  if (text.length > 0) return text;
  ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a list of IPs' });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SQLITE_PATH: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'portal.db')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  SEED_DEMO: booleanText.default(true),
  IMAGE_CDNS: originList.default([]),
  LAUNCH_GAME_CDNS: originList.default([]),
  PUBLIC_ASSETS_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9._~/-]*[^/]$/, 'must be a path such as /assets-cdn')
    .default('/assets-cdn'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

export type Config = z.output<typeof envSchema> & { ASSETS_DIR: string };

/** The names `loadConfig` reads; a unit test checks each one is in `environmentVariables`. */
export const readVariableNames = Object.keys(envSchema.shape);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset so `FOO=` in a .env file falls back to the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ASSETS_DIR: path.join(REPO_ROOT, 'apps', 'server', 'assets') };
}
