import {
  LIVE_CHAT_PAGE_MAX,
  type LiveChatMessage,
  type LiveChatMessagesQuery,
  type LiveChatMessagesValue,
  type LiveChatOpenValue,
} from '@portal/shared/schemas/live-chat';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { LiveChatHub } from './live-chat-hub.js';
import { parseChatImage } from './live-chat-image.js';
import type { LiveChatLimits } from './live-chat-limits.js';
import { toConversation, toMessage } from './live-chat-view.js';
import type {
  ConversationRow,
  LiveChatRepository,
  StoredChatImage,
} from './live-chat.repository.js';

/** Who is chatting: a signed-in member, or a visitor with the token their chat began with. */
export type ChatCaller =
  { kind: 'member'; memberId: number } | { kind: 'visitor'; token: string | null };

export interface LiveChatDeps {
  db: DB;
  repository: LiveChatRepository;
  hub: LiveChatHub;
  limits: LiveChatLimits;
  now?: () => Date;
}

/**
 * The member's and the visitor's side of the chat room (decision 060). A member has one open
 * conversation at a time, found by their session; a visitor's is found by the SHA-256 of the
 * random token handed out when it began. Opening after customer service closed the last one
 * begins a new conversation (a visitor keeps their name and gets a new token).
 */
export class LiveChatService {
  constructor(private readonly deps: LiveChatDeps) {}

  private now(): string {
    return nowIso(this.deps.now?.() ?? new Date());
  }

  async open(caller: ChatCaller, name: string | undefined, ip: string): Promise<LiveChatOpenValue> {
    const { repository } = this.deps;
    if (caller.kind === 'member') {
      const latest = await repository.findLatestOfMember(caller.memberId);
      if (latest?.status === 'open')
        return { conversation: toConversation(latest), visitorToken: null };
      try {
        const created = await repository.create({
          member_id: caller.memberId,
          updated_at: this.now(),
        });
        return { conversation: toConversation(created), visitorToken: null };
      } catch (error) {
        // Two opens at once: the other one made it.
        const other = await repository.findLatestOfMember(caller.memberId);
        if (isUniqueViolation(error) && other?.status === 'open') {
          return { conversation: toConversation(other), visitorToken: null };
        }
        throw error;
      }
    }
    const known = caller.token
      ? await repository.findByVisitorToken(hashToken(caller.token))
      : undefined;
    if (known?.status === 'open')
      return { conversation: toConversation(known), visitorToken: null };
    const visitorName = name ?? known?.visitor_name;
    if (!visitorName) throw new AppError('LIVE_CHAT_NAME_REQUIRED');
    await this.deps.limits.countOpen(ip);
    const token = newSecretToken();
    const created = await repository.create({
      visitor_name: visitorName,
      visitor_token_hash: hashToken(token),
      updated_at: this.now(),
    });
    return { conversation: toConversation(created), visitorToken: token };
  }

  /** The caller's current conversation (open or closed); LIVE_CHAT_NOT_FOUND when none. */
  async conversationOf(caller: ChatCaller): Promise<ConversationRow> {
    const { repository } = this.deps;
    const row =
      caller.kind === 'member'
        ? await repository.findLatestOfMember(caller.memberId)
        : caller.token
          ? await repository.findByVisitorToken(hashToken(caller.token))
          : undefined;
    if (!row) throw new AppError('LIVE_CHAT_NOT_FOUND');
    return row;
  }

  async messages(caller: ChatCaller, query: LiveChatMessagesQuery): Promise<LiveChatMessagesValue> {
    const conversation = await this.conversationOf(caller);
    return readPage(this.deps.repository, conversation.id, query);
  }

  async sendText(caller: ChatCaller, ip: string, text: string): Promise<LiveChatMessage> {
    return this.send(caller, ip, { text, image: null });
  }

  async sendImage(caller: ChatCaller, ip: string, dataUrl: string): Promise<LiveChatMessage> {
    return this.send(caller, ip, { text: null, image: dataUrl });
  }

  private async send(
    caller: ChatCaller,
    ip: string,
    content: { text: string | null; image: string | null },
  ): Promise<LiveChatMessage> {
    const { db, repository, hub, limits } = this.deps;
    const conversation = await this.conversationOf(caller);
    if (conversation.status !== 'open') throw new AppError('LIVE_CHAT_CLOSED');
    await limits.count(senderOf(caller, conversation), ip, content.image !== null);
    const image: StoredChatImage | null = content.image ? parseChatImage(content.image) : null;
    const at = this.now();
    const id = await inTransaction(db, (trx) =>
      repository.insertMessage(
        {
          conversation_id: conversation.id,
          author_kind: caller.kind,
          staff_id: null,
          kind: image ? 'image' : 'text',
          text: content.text,
        },
        image,
        at,
        trx,
      ),
    );
    const message = toMessage((await repository.findMessage(id))!);
    hub.publish({ type: 'message', conversationId: conversation.id, message });
    return message;
  }

  /** Marks read the staff's messages up to `upTo` and tells the desk. */
  async markRead(caller: ChatCaller, upTo: number): Promise<void> {
    const conversation = await this.conversationOf(caller);
    const at = this.now();
    const changed = await this.deps.repository.markRead(conversation.id, ['staff'], upTo, at);
    if (changed > 0) {
      this.deps.hub.publish({
        type: 'read',
        conversationId: conversation.id,
        by: 'customer',
        upTo,
        at,
      });
    }
  }

  async typing(caller: ChatCaller): Promise<void> {
    const conversation = await this.conversationOf(caller);
    if (conversation.status !== 'open') return;
    if (!(await this.deps.limits.allowTyping(senderOf(caller, conversation)))) return;
    this.deps.hub.publish({ type: 'typing', conversationId: conversation.id, by: 'customer' });
  }

  /** An image of the caller's own conversation, as a data URL. */
  async image(caller: ChatCaller, messageId: number) {
    const conversation = await this.conversationOf(caller);
    const image = await this.deps.repository.findImage(messageId);
    if (!image || image.conversation_id !== conversation.id) throw new AppError('NOT_FOUND');
    return { mimeType: image.mime_type, dataUrl: `data:${image.mime_type};base64,${image.data}` };
  }
}

/** Whose counters a message or a typing signal counts against. */
const senderOf = (caller: ChatCaller, conversation: ConversationRow) =>
  caller.kind === 'member' ? `member:${caller.memberId}` : `visitor:${conversation.id}`;

/** A page of history, or what came after an id (the polling fallback). */
export async function readPage(
  repository: LiveChatRepository,
  conversationId: number,
  query: LiveChatMessagesQuery,
): Promise<LiveChatMessagesValue> {
  const { rows, hasMore } = await repository.messages(conversationId, {
    before: query.before,
    after: query.after,
    limit: query.limit ?? LIVE_CHAT_PAGE_MAX,
  });
  return { list: rows.map(toMessage), hasMore };
}
