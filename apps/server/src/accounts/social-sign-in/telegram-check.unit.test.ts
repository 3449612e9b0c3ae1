import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TelegramAuth } from '@portal/shared/schemas/social-sign-in';
import { AppError } from '../../lib/app-error.js';
import { checkTelegramAuth, dataCheckString } from './telegram-check.js';

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const NOW = new Date('2026-11-29T12:00:00Z');
const authDate = Math.floor(NOW.getTime() / 1000) - 300;

/** The vector, signed step by step as Telegram's page describes (written out on purpose). */
const fields = {
  id: 987654321,
  first_name: 'Siti',
  last_name: 'Aminah',
  username: 'siti_aminah',
  photo_url: 'https://t.me/i/userpic/320/siti.jpg',
  auth_date: authDate,
};
const checkString = [
  `auth_date=${authDate}`,
  'first_name=Siti',
  'id=987654321',
  'last_name=Aminah',
  'photo_url=https://t.me/i/userpic/320/siti.jpg',
  'username=siti_aminah',
].join('\n');
const secretKey = createHash('sha256').update(BOT_TOKEN).digest();
const vector: TelegramAuth = {
  ...fields,
  hash: createHmac('sha256', secretKey).update(checkString).digest('hex'),
};

const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('the Telegram login widget check', () => {
  it('builds the data-check-string from every field but hash, sorted by key', () => {
    expect(dataCheckString(vector)).toBe(checkString);
  });

  it('accepts an answer signed with the bot token within a day', () => {
    expect(codeOf(() => checkTelegramAuth(vector, BOT_TOKEN, NOW))).toBeNull();
  });

  it('leaves out fields the widget did not send', () => {
    const { last_name: _last, photo_url: _photo, username: _user, ...rest } = fields;
    const bare = `auth_date=${authDate}\nfirst_name=Siti\nid=987654321`;
    const hash = createHmac('sha256', secretKey).update(bare).digest('hex');
    expect(codeOf(() => checkTelegramAuth({ ...rest, hash }, BOT_TOKEN, NOW))).toBeNull();
  });

  it('refuses a changed field', () => {
    const tampered = { ...vector, id: 987654322 };
    expect(codeOf(() => checkTelegramAuth(tampered, BOT_TOKEN, NOW))).toBe('TELEGRAM_AUTH_INVALID');
  });

  it("refuses an answer signed with another bot's token", () => {
    const other = '123456789:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
    expect(codeOf(() => checkTelegramAuth(vector, other, NOW))).toBe('TELEGRAM_AUTH_INVALID');
  });

  it('refuses an answer signed with the token itself as the key', () => {
    const naive = createHmac('sha256', BOT_TOKEN).update(checkString).digest('hex');
    expect(codeOf(() => checkTelegramAuth({ ...vector, hash: naive }, BOT_TOKEN, NOW))).toBe(
      'TELEGRAM_AUTH_INVALID',
    );
  });

  it('refuses a genuine answer older than a day as stale', () => {
    const later = new Date(NOW.getTime() + 24 * 3600_000);
    expect(codeOf(() => checkTelegramAuth(vector, BOT_TOKEN, later))).toBe('TELEGRAM_AUTH_STALE');
  });

  it('refuses a genuine answer dated in the future as stale', () => {
    const earlier = new Date(NOW.getTime() - 3600_000);
    expect(codeOf(() => checkTelegramAuth(vector, BOT_TOKEN, earlier))).toBe('TELEGRAM_AUTH_STALE');
  });
});
