import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramAuth } from '@portal/shared/schemas/social-sign-in';
import { AppError } from '../../lib/app-error.js';

/** A widget answer older than this is refused: it could be a replayed one. */
export const TELEGRAM_AUTH_MAX_AGE_S = 24 * 3600;
/** A clock a little ahead of ours is tolerated; an answer from further ahead is not. */
const FUTURE_SKEW_S = 60;

/**
 * Telegram's data-check-string: every received field but `hash`, as `key=value`, sorted by
 * key, joined with line feeds (core.telegram.org/widgets/login#checking-authorization).
 */
export function dataCheckString(auth: Record<string, string | number | undefined>): string {
  return Object.keys(auth)
    .filter((key) => key !== 'hash' && auth[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(auth[key])}`)
    .join('\n');
}

/** HMAC-SHA-256 of the data-check-string, keyed with SHA-256 of the bot token, in hex. */
export function telegramHash(
  auth: Record<string, string | number | undefined>,
  botToken: string,
): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(auth)).digest('hex');
}

/**
 * Checks a login widget answer: TELEGRAM_AUTH_INVALID when the hash does not sign the fields
 * with this bot's token, TELEGRAM_AUTH_STALE when auth_date is older than a day (or from the
 * future).
 */
export function checkTelegramAuth(auth: TelegramAuth, botToken: string, now: Date): void {
  const expected = Buffer.from(telegramHash(auth, botToken), 'hex');
  const given = Buffer.from(auth.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('TELEGRAM_AUTH_INVALID');
  }
  const ageS = Math.floor(now.getTime() / 1000) - auth.auth_date;
  if (ageS > TELEGRAM_AUTH_MAX_AGE_S || ageS < -FUTURE_SKEW_S) {
    throw new AppError('TELEGRAM_AUTH_STALE');
  }
}
