import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { HUMAN_CHECK_PROVIDERS } from '@portal/shared/constants/human-check';

/**
 * Environment variables of the server: `environmentVariables` (config/environment-variables.ts)
 * names and explains each one (the README's table is written from it), and `envSchema` below
 * checks them at start.
 */

// src/config.ts and dist/config.js are both three levels below the repository root.
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export { environmentVariables, type EnvironmentVariable } from './config/environment-variables.js';

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
  // Names this deployment's keys and channels in a Redis that others share.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,63}:$/, 'letters, digits, _ . - and a closing colon')
    .default('portal:'),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  CONSOLE_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'apps', 'console', 'dist')),
  SEED_DEMO: booleanText.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  TRIAL_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  VISITOR_CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Ed25519 private key (PKCS#8 PEM, or base64 of its DER) that signs audit checkpoints. */
  AUDIT_SIGNING_KEY: z.string().min(1).optional(),
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
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_DIALOG_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be a bot token such as 123456:ABC...')
    .optional(),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,32}$/, 'must be the bot username without @')
    .optional(),
  HUMAN_CHECK_PROVIDER: z.enum(HUMAN_CHECK_PROVIDERS).optional(),
  HUMAN_CHECK_SITE_KEY: z.string().min(1).max(256).optional(),
  HUMAN_CHECK_SECRET: z.string().min(1).max(512).optional(),
  HUMAN_CHECK_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  HUMAN_CHECK_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  GAME_PROVIDERS: gameProviderList.default([]),
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  INTERNAL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  KYC_STORAGE_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'kyc')),
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
