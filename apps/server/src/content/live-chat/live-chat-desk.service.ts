import type {
  CannedAnswer,
  CannedAnswerPayload,
  LiveChatMessage,
  LiveChatMessagesQuery,
  LiveChatMessagesValue,
  LiveChatStatus,
  OperatorChatConversation,
} from '@portal/shared/schemas/live-chat';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { LiveChatHub } from './live-chat-hub.js';
import { toDeskConversation, toMessage } from './live-chat-view.js';
import type { CannedAnswerRow, LiveChatRepository } from './live-chat.repository.js';
import { readPage } from './live-chat.service.js';

export interface LiveChatDeskDeps {
  db: DB;
  repository: LiveChatRepository;
  hub: LiveChatHub;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const toCanned = (row: CannedAnswerRow): CannedAnswer => ({
  id: row.id,
  title: row.title,
  text: row.text,
  updatedAt: toIsoString(row.updated_at),
});

/**
 * The customer-service desk of the chat room (role `cs`, permission `chat.serve`): the
 * conversations with their unread counts, taking one, replying, closing, and the canned answers.
 * Every change is audited in its transaction; the events reach the customer and the other desks.
 */
export class LiveChatDeskService {
  constructor(private readonly deps: LiveChatDeskDeps) {}

  private now(): string {
    return nowIso(this.deps.now?.() ?? new Date());
  }

  async list(status: LiveChatStatus | undefined): Promise<OperatorChatConversation[]> {
    return (await this.deps.repository.desk(status)).map(toDeskConversation);
  }

  async get(id: number): Promise<OperatorChatConversation> {
    const row = await this.deps.repository.deskRow(id);
    if (!row) throw new AppError('LIVE_CHAT_NOT_FOUND');
    return toDeskConversation(row);
  }

  async messages(id: number, query: LiveChatMessagesQuery): Promise<LiveChatMessagesValue> {
    await this.get(id);
    return readPage(this.deps.repository, id, query);
  }

  /** Takes the conversation (from whoever had it); LIVE_CHAT_CLOSED once closed. */
  async assign(operator: Operator, id: number): Promise<OperatorChatConversation> {
    const before = await this.get(id);
    await this.change(
      operator,
      id,
      'live_chat.assign',
      { assigned_staff_id: operator.staff.id },
      {
        previous: before.assignedStaffId,
      },
    );
    return this.announce(id);
  }

  async close(operator: Operator, id: number): Promise<OperatorChatConversation> {
    const at = this.now();
    await this.change(operator, id, 'live_chat.close', { status: 'closed', closed_at: at }, {});
    return this.announce(id);
  }

  /** Answers the customer; a conversation nobody had taken becomes the replier's. */
  async reply(operator: Operator, id: number, text: string): Promise<LiveChatMessage> {
    const { db, repository, hub } = this.deps;
    const at = this.now();
    let taken = false;
    const messageId = await inTransaction(db, async (trx) => {
      const row = await repository.find(id, trx);
      if (!row) throw new AppError('LIVE_CHAT_NOT_FOUND');
      if (row.status !== 'open') throw new AppError('LIVE_CHAT_CLOSED');
      if (row.assigned_staff_id === null) {
        taken = await repository.update(id, { assigned_staff_id: operator.staff.id }, at, trx);
      }
      const created = await repository.insertMessage(
        {
          conversation_id: id,
          author_kind: 'staff',
          staff_id: operator.staff.id,
          kind: 'text',
          text,
        },
        null,
        at,
        trx,
      );
      await this.audit(trx, operator, 'live_chat.reply', `live_chat:${id}`, {
        messageId: created,
        text,
      });
      return created;
    });
    const message = toMessage((await repository.findMessage(messageId))!);
    hub.publish({ type: 'message', conversationId: id, message });
    if (taken) await this.announce(id);
    return message;
  }

  async markRead(id: number, upTo: number): Promise<void> {
    await this.get(id);
    const at = this.now();
    const changed = await this.deps.repository.markRead(id, ['member', 'visitor'], upTo, at);
    if (changed > 0)
      this.deps.hub.publish({ type: 'read', conversationId: id, by: 'staff', upTo, at });
  }

  async typing(id: number): Promise<void> {
    const conversation = await this.get(id);
    if (conversation.status === 'open') {
      this.deps.hub.publish({ type: 'typing', conversationId: id, by: 'staff' });
    }
  }

  async image(messageId: number) {
    const image = await this.deps.repository.findImage(messageId);
    if (!image) throw new AppError('NOT_FOUND');
    return { mimeType: image.mime_type, dataUrl: `data:${image.mime_type};base64,${image.data}` };
  }

  // Canned answers

  async cannedAnswers(): Promise<CannedAnswer[]> {
    return (await this.deps.repository.cannedAnswers()).map(toCanned);
  }

  async createCanned(operator: Operator, payload: CannedAnswerPayload): Promise<CannedAnswer> {
    const at = this.now();
    const row = await inTransaction(this.deps.db, async (trx) => {
      const created = await this.deps.repository.insertCanned(
        { ...payload, updated_by: operator.staff.id, updated_at: at },
        trx,
      );
      await this.audit(trx, operator, 'live_chat.canned.create', `canned:${created.id}`, payload);
      return created;
    });
    return toCanned(row);
  }

  async updateCanned(
    operator: Operator,
    id: number,
    payload: CannedAnswerPayload,
  ): Promise<CannedAnswer> {
    const at = this.now();
    await inTransaction(this.deps.db, async (trx) => {
      const before = await this.deps.repository.findCanned(id, trx);
      const changes = { ...payload, updated_by: operator.staff.id, updated_at: at };
      if (!before || !(await this.deps.repository.updateCanned(id, changes, trx))) {
        throw new AppError('LIVE_CHAT_CANNED_NOT_FOUND');
      }
      await this.audit(trx, operator, 'live_chat.canned.update', `canned:${id}`, {
        before: { title: before.title, text: before.text },
        after: payload,
      });
    });
    return toCanned((await this.deps.repository.findCanned(id))!);
  }

  async deleteCanned(operator: Operator, id: number): Promise<void> {
    await inTransaction(this.deps.db, async (trx) => {
      const before = await this.deps.repository.findCanned(id, trx);
      if (!before || !(await this.deps.repository.deleteCanned(id, trx))) {
        throw new AppError('LIVE_CHAT_CANNED_NOT_FOUND');
      }
      await this.audit(trx, operator, 'live_chat.canned.delete', `canned:${id}`, {
        title: before.title,
        text: before.text,
      });
    });
  }

  private async change(
    operator: Operator,
    id: number,
    action: string,
    changes: { assigned_staff_id?: number; status?: 'closed'; closed_at?: string },
    details: Record<string, unknown>,
  ): Promise<void> {
    const at = this.now();
    await inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.find(id, trx);
      if (!row) throw new AppError('LIVE_CHAT_NOT_FOUND');
      if (!(await this.deps.repository.update(id, changes, at, trx))) {
        throw new AppError('LIVE_CHAT_CLOSED');
      }
      await this.audit(trx, operator, action, `live_chat:${id}`, {
        ...details,
        memberId: row.member_id,
      });
    });
  }

  /** Tells the customer and the desks the conversation's status and who has it. */
  private async announce(id: number): Promise<OperatorChatConversation> {
    const conversation = await this.get(id);
    this.deps.hub.publish({
      type: 'status',
      conversationId: id,
      status: conversation.status,
      assignedTo: conversation.assignedTo,
    });
    return conversation;
  }

  private audit(
    trx: Trx,
    operator: Operator,
    action: string,
    target: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.deps.audit.record(
      { staff: operator.staff, action, target, details, ip: operator.ip },
      trx,
    );
  }
}
