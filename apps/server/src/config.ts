import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Environment variables of the server: `environmentVariables` below names and explains each one
 * (the README's table is written from it), and `envSchema` checks them at start.
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
    name: 'JOBS_POLL_MS',
    default: '5000',
    meaning:
      'How often the job runner looks for due jobs (auto-receipt, vendor checks); 0 stops it.',
  },
  {
    name: 'TRIAL_RETENTION_HOURS',
    default: '24',
    meaning: 'Trial (free play) accounts older than this are deleted by an hourly job.',
  },
  {
    name: 'EVENTS_RETENTION_DAYS',
    default: '30',
    meaning:
      'Domain events every consumer has handled are deleted by a daily job once older than this.',
  },
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
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '60',
    meaning: 'A session unused for this long ends; the member logs in again.',
  },
  {
    name: 'SESSION_CACHE_MS',
    default: '5000',
    meaning:
      'A member session, or a game launch session used by provider callbacks, seen live is answered from memory this long; revocations reach every instance at once through Redis, other changes (a member disabled by the admin command) within this time. 0 reads the session every call.',
  },
  {
    name: 'SESSION_MAX_HOURS',
    default: '24',
    meaning: 'A session ends this long after login, however active it is.',
  },
  {
    name: 'REMEMBER_DEVICE_HOURS',
    default: '24',
    meaning: 'How long a remember-me device token keeps a member signed in on that device.',
  },
  {
    name: 'WEAK_DEFAULT_PASSWORD',
    default: 'a123456',
    meaning: 'The weak default password: logging in with it forces a password change.',
  },
  {
    name: 'PASSWORD_EXPIRY_DAYS',
    default: '0',
    meaning: 'Passwords older than this must be changed at login; 0 switches expiry off.',
  },
  {
    name: 'ARGON2_MEMORY_KIB',
    default: '19456',
    meaning: 'argon2id memory cost in KiB (OWASP minimum 19456); with ARGON2_ITERATIONS.',
  },
  { name: 'ARGON2_ITERATIONS', default: '2', meaning: 'argon2id time cost (OWASP minimum 2).' },
  {
    name: 'LOGIN_CAPTCHA_AFTER',
    default: '1',
    meaning: 'Failed logins (per account or IP) after which the captcha is required.',
  },
  {
    name: 'LOGIN_LOCK_AFTER',
    default: '5',
    meaning: 'Failed logins per account before it is locked; each further lock doubles.',
  },
  {
    name: 'LOGIN_IP_LOCK_AFTER',
    default: '20',
    meaning: 'Failed logins per client IP within 15 minutes before the IP is locked.',
  },
  {
    name: 'VERIFY_NEW_IP',
    default: 'true',
    meaning: 'Ask for proof (SMS, email, authenticator or real name) at login from a new IP.',
  },
  {
    name: 'SMS_CODE_MINUTES',
    default: '1',
    meaning: 'Lifetime of an SMS or email code, and the resend wait (expiredMinutes).',
  },
  {
    name: 'SMS_DAILY_QUOTA',
    default: '10',
    meaning: 'Codes one number or address may receive per day.',
  },
  {
    name: 'SMS_TRANSPORT',
    default: 'outbox',
    meaning: 'outbox (store and show on /dev/outbox) or http (SMS_HTTP_URL gateway).',
  },
  {
    name: 'SMS_HTTP_URL',
    default: '(unset)',
    meaning: 'SMS gateway URL; the server POSTs JSON {to, text} with SMS_HTTP_TOKEN as bearer.',
  },
  { name: 'SMS_HTTP_TOKEN', default: '(unset)', meaning: 'Bearer token for SMS_HTTP_URL.' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning: 'smtp(s)://user:pass@host:port sends email by SMTP; unset keeps the outbox.',
  },
  { name: 'MAIL_FROM', default: 'no-reply@portal.local', meaning: 'Sender of outgoing email.' },
  {
    name: 'OUTBOX_PAGE',
    default: 'true unless production',
    meaning: 'Serve the development outbox page /dev/outbox (never in production).',
  },
  {
    name: 'CONTRACT_CLOSE_AHEAD',
    default: 'false',
    meaning:
      'Test servers only: the operator settle call may close contract periods that have not ended yet (refused in production).',
  },
  {
    name: 'LOTTERY_RESULTS_FEED',
    default: 'house (operator in production)',
    meaning:
      'Where traditional lottery results come from: house (the house draws them, demo and tests) or operator (two staff enter and confirm them).',
  },
  {
    name: 'PUBLIC_BASE_URL',
    default: '(unset)',
    meaning: 'Origin used in emailed links; unset = the origin of the request.',
  },
  {
    name: 'FIREBASE_PROJECT_ID',
    default: '(unset)',
    meaning: 'Turns on firebase phone login, verifying ID tokens for this project.',
  },
  {
    name: 'CAPTCHA_FIXED_ANSWER',
    default: '(unset)',
    meaning: 'Testing only: every captcha has this answer. Refused when NODE_ENV=production.',
  },
  {
    name: 'GAME_PROVIDERS',
    default: '[]',
    meaning:
      'Outside game providers as JSON: [{"code","launchUrl","secret"}]; a vendor plays through the provider named in vendors.provider.',
  },
  {
    name: 'HOUSE_PROVIDER_SECRET',
    default: '(random per start)',
    meaning:
      'HMAC secret between the wallet and the built-in house provider (at least 32 characters); required in production and when several instances run.',
  },
  {
    name: 'INTERNAL_BASE_URL',
    default: 'http://127.0.0.1:<PORT>',
    meaning:
      'How the server reaches itself over HTTP: the house provider and the seamless wallet call each other here.',
  },
  {
    name: 'LIST_CACHE_MS',
    default: '2000',
    meaning:
      'A lobby game list page is reused this long, even after a catalogue change; 0 answers every list from the current catalogue.',
  },
];

const gameProviderList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.strictObject({
        code: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
        launchUrl: z.url({ protocol: /^https?$/ }),
        secret: z.string().min(32),
      }),
    ),
  );

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
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  TRIAL_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  IMAGE_CDNS: originList.default([]),
  LAUNCH_GAME_CDNS: originList.default([]),
  PUBLIC_ASSETS_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9._~/-]*[^/]$/, 'must be a path such as /assets-cdn')
    .default('/assets-cdn'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  REMEMBER_DEVICE_HOURS: z.coerce.number().int().min(1).default(24),
  WEAK_DEFAULT_PASSWORD: z.string().min(1).default('a123456'),
  PASSWORD_EXPIRY_DAYS: z.coerce.number().int().min(0).default(0),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(2).default(2),
  LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(0).default(1),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_LOCK_AFTER: z.coerce.number().int().min(1).default(20),
  VERIFY_NEW_IP: booleanText.default(true),
  SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(30).default(1),
  SMS_DAILY_QUOTA: z.coerce.number().int().min(1).default(10),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@portal.local'),
  OUTBOX_PAGE: booleanText.optional(),
  CONTRACT_CLOSE_AHEAD: booleanText.default(false),
  LOTTERY_RESULTS_FEED: z.enum(['house', 'operator']).optional(),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  GAME_PROVIDERS: gameProviderList.default([]),
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  INTERNAL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
});

export type Config = Omit<
  z.output<typeof envSchema>,
  'OUTBOX_PAGE' | 'HOUSE_PROVIDER_SECRET' | 'INTERNAL_BASE_URL' | 'LOTTERY_RESULTS_FEED'
> & {
  OUTBOX_PAGE: boolean;
  LOTTERY_RESULTS_FEED: 'house' | 'operator';
  HOUSE_PROVIDER_SECRET: string;
  INTERNAL_BASE_URL: string;
  ASSETS_DIR: string;
};

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
  const data = parsed.data;
  if (data.NODE_ENV === 'production' && data.CAPTCHA_FIXED_ANSWER) {
    throw new ConfigError('CAPTCHA_FIXED_ANSWER is for tests only and refused in production.');
  }
  if (data.NODE_ENV === 'production' && data.CONTRACT_CLOSE_AHEAD) {
    throw new ConfigError('CONTRACT_CLOSE_AHEAD is for tests only and refused in production.');
  }
  if (data.NODE_ENV === 'production' && !data.HOUSE_PROVIDER_SECRET) {
    throw new ConfigError('HOUSE_PROVIDER_SECRET is required in production.');
  }
  if (data.GAME_PROVIDERS.some((provider) => provider.code === 'house')) {
    throw new ConfigError('GAME_PROVIDERS: the code "house" is the built-in provider.');
  }
  if (data.SMS_TRANSPORT === 'http' && !data.SMS_HTTP_URL) {
    throw new ConfigError('SMS_TRANSPORT=http needs SMS_HTTP_URL.');
  }
  return {
    ...data,
    OUTBOX_PAGE: data.OUTBOX_PAGE ?? data.NODE_ENV !== 'production',
    LOTTERY_RESULTS_FEED:
      data.LOTTERY_RESULTS_FEED ?? (data.NODE_ENV === 'production' ? 'operator' : 'house'),
    ASSETS_DIR: path.join(REPO_ROOT, 'apps', 'server', 'assets'),
    HOUSE_PROVIDER_SECRET: data.HOUSE_PROVIDER_SECRET ?? randomBytes(32).toString('base64url'),
    INTERNAL_BASE_URL: (data.INTERNAL_BASE_URL ?? `http://127.0.0.1:${data.PORT}`).replace(
      /\/+$/,
      '',
    ),
  };
}
