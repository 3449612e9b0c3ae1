import { sql, type Insertable, type Selectable } from 'kysely';
import type { LiveChatStatus } from '@portal/shared/schemas/live-chat';
import type { DB } from '../../db/database.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type {
  LiveChatCannedAnswersTable,
  LiveChatConversationsTable,
  LiveChatMessagesTable,
} from './live-chat.tables.js';

export type ConversationRow = Selectable<LiveChatConversationsTable>;
export type MessageRow = Selectable<LiveChatMessagesTable> & { staff_name: string | null };
export type CannedAnswerRow = Selectable<LiveChatCannedAnswersTable>;
export type DeskRow = ConversationRow & {
  member_account: string | null;
  assigned_username: string | null;
  unread: number | string;
};
type Author = LiveChatMessagesTable['author_kind'];

export interface StoredChatImage {
  mimeType: string;
  /** Base64 of the bytes. */
  data: string;
  sizeBytes: number;
}

/** Conversations, their messages and images, and the desk's canned answers. */
export class LiveChatRepository {
  constructor(private readonly db: DB) {}

  find(id: number, executor: Executor = this.db): Promise<ConversationRow | undefined> {
    return executor
      .selectFrom('live_chat_conversations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The member's newest conversation, open or closed. */
  findLatestOfMember(memberId: number): Promise<ConversationRow | undefined> {
    return this.db
      .selectFrom('live_chat_conversations')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findByVisitorToken(tokenHash: string): Promise<ConversationRow | undefined> {
    return this.db
      .selectFrom('live_chat_conversations')
      .selectAll()
      .where('visitor_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async create(row: Insertable<LiveChatConversationsTable>): Promise<ConversationRow> {
    return this.db
      .insertInto('live_chat_conversations')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Stores a message (and an image message's bytes) and moves the conversation's last message. */
  async insertMessage(
    row: Insertable<LiveChatMessagesTable>,
    image: StoredChatImage | null,
    at: string,
    trx: Trx,
  ): Promise<number> {
    const { id } = await trx
      .insertInto('live_chat_messages')
      .values({ ...row, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (image) {
      await trx
        .insertInto('live_chat_images')
        .values({
          message_id: id,
          mime_type: image.mimeType,
          data: image.data,
          size_bytes: image.sizeBytes,
        })
        .execute();
    }
    await trx
      .updateTable('live_chat_conversations')
      .set({ last_message_at: at, updated_at: at })
      .where('id', '=', row.conversation_id)
      .execute();
    return id;
  }

  private messagesWithNames(executor: Executor) {
    return executor
      .selectFrom('live_chat_messages as m')
      .leftJoin('staff as s', 's.id', 'm.staff_id')
      .selectAll('m')
      .select('s.display_name as staff_name');
  }

  findMessage(id: number, executor: Executor = this.db): Promise<MessageRow | undefined> {
    return this.messagesWithNames(executor).where('m.id', '=', id).executeTakeFirst();
  }

  /**
   * A page of a conversation: with `after`, the messages after that id, oldest first; otherwise
   * the newest `limit` before `before` (or the end). One more row than asked tells if more are left.
   */
  async messages(
    conversationId: number,
    options: { before?: number | undefined; after?: number | undefined; limit: number },
  ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
    let query = this.messagesWithNames(this.db).where('m.conversation_id', '=', conversationId);
    if (options.after !== undefined) {
      const rows = await query
        .where('m.id', '>', options.after)
        .orderBy('m.id', 'asc')
        .limit(options.limit + 1)
        .execute();
      return { rows: rows.slice(0, options.limit), hasMore: false };
    }
    if (options.before !== undefined) query = query.where('m.id', '<', options.before);
    const rows = await query
      .orderBy('m.id', 'desc')
      .limit(options.limit + 1)
      .execute();
    return { rows: rows.slice(0, options.limit).reverse(), hasMore: rows.length > options.limit };
  }

  /** Marks read the other side's messages up to `upTo`; how many were unread. */
  async markRead(
    conversationId: number,
    authors: readonly Author[],
    upTo: number,
    at: string,
  ): Promise<number> {
    const result = await this.db
      .updateTable('live_chat_messages')
      .set({ read_at: at })
      .where('conversation_id', '=', conversationId)
      .where('author_kind', 'in', authors)
      .where('id', '<=', upTo)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  findImage(messageId: number) {
    return this.db
      .selectFrom('live_chat_images as i')
      .innerJoin('live_chat_messages as m', 'm.id', 'i.message_id')
      .select(['m.conversation_id', 'i.mime_type', 'i.data'])
      .where('i.message_id', '=', messageId)
      .executeTakeFirst();
  }

  private deskQuery(executor: Executor) {
    return executor
      .selectFrom('live_chat_conversations as c')
      .leftJoin('members as mb', 'mb.id', 'c.member_id')
      .leftJoin('staff as s', 's.id', 'c.assigned_staff_id')
      .selectAll('c')
      .select([
        'mb.account as member_account',
        's.display_name as assigned_username',
        (eb) =>
          eb
            .selectFrom('live_chat_messages as m')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .where('m.author_kind', '<>', 'staff')
            .where('m.read_at', 'is', null)
            .as('unread'),
      ]);
  }

  /** The desk: conversations with names and the customer's unread messages, latest first. */
  async desk(status: LiveChatStatus | undefined): Promise<DeskRow[]> {
    let query = this.deskQuery(this.db);
    if (status) query = query.where('c.status', '=', status);
    const rows = await query
      .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
      .orderBy('c.id', 'desc')
      .limit(200)
      .execute();
    return rows as DeskRow[];
  }

  async deskRow(id: number): Promise<DeskRow | undefined> {
    const row = await this.deskQuery(this.db).where('c.id', '=', id).executeTakeFirst();
    return row as DeskRow | undefined;
  }

  async update(
    id: number,
    changes: { assigned_staff_id?: number; status?: 'closed'; closed_at?: string },
    at: string,
    trx: Trx,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('live_chat_conversations')
      .set({ ...changes, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Up to `limit` ids of visitors' conversations (never members') whose last message came before
   * `cutoff`, oldest id first. One without messages counts from its last change (`updated_at`,
   * always written by the app in the stored format, unlike SQLite's default `created_at`).
   */
  async staleVisitorConversationIds(
    cutoff: string,
    limit: number,
    executor: Executor = this.db,
  ): Promise<number[]> {
    const rows = await executor
      .selectFrom('live_chat_conversations')
      .select('id')
      .where('member_id', 'is', null)
      .where(sql<boolean>`coalesce(last_message_at, updated_at) < ${cutoff}`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deletes conversations with their messages and the images of those (no cascades). */
  async deleteConversations(ids: readonly number[], trx: Trx): Promise<number> {
    if (ids.length === 0) return 0;
    const messageIds = trx
      .selectFrom('live_chat_messages')
      .select('id')
      .where('conversation_id', 'in', ids);
    await trx.deleteFrom('live_chat_images').where('message_id', 'in', messageIds).execute();
    await trx.deleteFrom('live_chat_messages').where('conversation_id', 'in', ids).execute();
    const result = await trx
      .deleteFrom('live_chat_conversations')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  cannedAnswers(): Promise<CannedAnswerRow[]> {
    return this.db.selectFrom('live_chat_canned_answers').selectAll().orderBy('title').execute();
  }

  findCanned(id: number, executor: Executor = this.db): Promise<CannedAnswerRow | undefined> {
    return executor
      .selectFrom('live_chat_canned_answers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  insertCanned(row: Insertable<LiveChatCannedAnswersTable>, trx: Trx): Promise<CannedAnswerRow> {
    return trx
      .insertInto('live_chat_canned_answers')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateCanned(
    id: number,
    changes: { title: string; text: string; updated_by: number; updated_at: string },
    trx: Trx,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('live_chat_canned_answers')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteCanned(id: number, trx: Trx): Promise<boolean> {
    const result = await trx
      .deleteFrom('live_chat_canned_answers')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
