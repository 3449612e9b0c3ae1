import { isAgentCentreType, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type {
  MessageContents,
  OperatorMessagesPage,
  OperatorMessagesQuery,
  PreviewMessagePayload,
  PreviewMessageValue,
  SendMessagePayload,
} from '@portal/shared/schemas/operator-messages';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type {
  OperatorMessageRow,
  OperatorMessagesRepository,
  Recipients,
} from './operator-messages.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface OperatorMessagesDeps {
  db: DB;
  repository: OperatorMessagesRepository;
  members: Pick<MembersRepository, 'findByAccount'>;
  notices: Pick<NoticesService, 'notifyMembers'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * Messages from the operator to members' message centres. A message is fanned out when it is
 * sent: one notice per recipient, written with the message and its audit line in one
 * transaction, so the members it reached are fixed at that moment and each reads and deletes
 * their own copy (decision 026).
 */
export class OperatorMessagesService {
  constructor(private readonly deps: OperatorMessagesDeps) {}

  async send(
    sender: Operator,
    payload: SendMessagePayload,
  ): Promise<{ id: number; recipients: number }> {
    const recipients = await this.recipientsOf(payload);
    return this.deliver(sender, payload, recipients, (id, reached) => ({
      action: 'message.send',
      target: `message:${id}`,
      details: {
        audience: payload.audience,
        ...(payload.audience === 'member' ? { username: payload.username } : {}),
        ...(payload.audience === 'segment' ? { segment: payload.segment } : {}),
        languages: Object.keys(payload.contents),
        recipients: reached,
      },
    }));
  }

  /**
   * How many members a message would reach if sent now: the same selection as the send, counted
   * (what the console shows before the operator sends). Nothing is written or audited.
   */
  async preview(payload: PreviewMessagePayload): Promise<PreviewMessageValue> {
    const recipients = await this.recipientsOf(payload);
    return { recipients: await this.deps.repository.count(recipients) };
  }

  /**
   * A personal message from the member page: the same notice as a message to one member,
   * audited on the member (`member.message`, target `member:<id>`).
   */
  async sendToMember(
    sender: Operator,
    member: { id: number; account: string },
    contents: MessageContents,
  ): Promise<{ id: number; recipients: number }> {
    const payload: SendMessagePayload = { audience: 'member', username: member.account, contents };
    return this.deliver(sender, payload, { audience: 'member', memberId: member.id }, (id) => ({
      action: 'member.message',
      target: `member:${member.id}`,
      details: { messageId: id, languages: Object.keys(contents) },
    }));
  }

  private deliver(
    sender: Operator,
    payload: SendMessagePayload,
    recipients: Recipients,
    auditLine: (
      id: number,
      reached: number,
    ) => { action: string; target: string; details: Record<string, unknown> },
  ): Promise<{ id: number; recipients: number }> {
    const { db, repository, notices, audit } = this.deps;
    const sentAt = this.deps.now?.() ?? new Date();
    return inTransaction(db, async (trx) => {
      const id = await repository.insert(
        {
          audience: payload.audience,
          member_id: recipients.audience === 'member' ? recipients.memberId : null,
          segment: payload.audience === 'segment' ? JSON.stringify(payload.segment) : null,
          contents: JSON.stringify(payload.contents),
          sent_by: sender.staff.id,
          created_at: nowIso(sentAt),
        },
        trx,
      );
      const reached = await notices.notifyMembers(
        repository.members(recipients),
        { id, reference: `MSG${id}`, sentAt },
        trx,
      );
      await repository.setRecipients(id, reached, trx);
      await audit.record({ staff: sender.staff, ...auditLine(id, reached), ip: sender.ip }, trx);
      return { id, recipients: reached };
    });
  }

  async list(query: OperatorMessagesQuery): Promise<OperatorMessagesPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.page({
      audience: query.audience,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { list: rows.map(toOperatorMessage), page, pageSize, total };
  }

  /**
   * A personal message needs an existing account that is not a trial account; an agent team
   * needs an account of an agent type.
   */
  private async recipientsOf(payload: PreviewMessagePayload): Promise<Recipients> {
    if (payload.audience === 'all') return { audience: 'all' };
    if (payload.audience === 'segment') {
      const { segment } = payload;
      if (segment.agent === undefined) return { audience: 'segment', segment };
      const agent = await this.deps.members.findByAccount(segment.agent);
      if (!agent || !isAgentCentreType(agent.type)) {
        throw new AppError('MESSAGE_AGENT_NOT_FOUND');
      }
      return { audience: 'segment', segment, agentId: agent.id };
    }
    const member = await this.deps.members.findByAccount(payload.username);
    if (!member || member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('MEMBER_NOT_FOUND');
    return { audience: 'member', memberId: member.id };
  }
}

function toOperatorMessage(row: OperatorMessageRow) {
  return {
    id: row.id,
    audience: row.audience,
    username: row.member_account,
    segment: row.segment ? (JSON.parse(row.segment) as Record<string, unknown>) : null,
    contents: JSON.parse(row.contents) as Required<MessageContents>,
    recipients: row.recipients,
    read: Number(row.read),
    sentBy: row.sent_by_username,
    createdAt: toIsoString(row.created_at),
  };
}
