import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import type { LiveChatRepository } from './live-chat.repository.js';

const BATCH = 200;
const DAY = 24 * 3_600_000;

/**
 * Visitors' conversations are deleted, with their messages and images, once nobody has written
 * in them for the retention period: a visitor cannot come back to one (their token lives only in
 * the tab) and kept chats are personal data with no further use. Members' conversations stay
 * with the member's history. One transaction per batch keeps locks short; returns how many went.
 */
export async function deleteStaleVisitorChats(
  db: DB,
  repository: LiveChatRepository,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = nowIso(new Date(now.getTime() - retentionDays * DAY));
  let deleted = 0;
  for (;;) {
    const { found, removed } = await inTransaction(db, async (trx) => {
      const batch = await repository.staleVisitorConversationIds(cutoff, BATCH, trx);
      return { found: batch.length, removed: await repository.deleteConversations(batch, trx) };
    });
    deleted += removed;
    if (found < BATCH) return deleted;
  }
}
