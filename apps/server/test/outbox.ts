import type { TestApp } from './helper.js';
import { normalizeDestination } from '../src/accounts/messaging/destination.js';

/** The newest outbox message to `destination` ('+<code><number>' or an email address). */
export async function latestMessage(t: Pick<TestApp, 'db'>, destination: string) {
  const row = await t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('destination', '=', normalizeDestination(destination))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`no message to ${destination} in the outbox`);
  return row;
}

/** The six-digit code of the newest message to `destination`. */
export async function latestCode(t: Pick<TestApp, 'db'>, destination: string): Promise<string> {
  const message = await latestMessage(t, destination);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`the latest message to ${destination} has no code: ${message.body}`);
  return code;
}
