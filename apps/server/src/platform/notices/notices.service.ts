import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import {
  NOTICE_DETAIL_MAX,
  NOTICES_PAGE_SIZE,
  type NoticeKindName,
  type NoticesQuery,
  type NoticesValue,
  type DeleteNoticesPayload,
  type ReadNoticesPayload,
} from '@portal/shared/schemas/notices';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import type { MessageContents } from '@portal/shared/schemas/operator-messages';
import { excerpt, renderNotice } from './notice-render.js';
import { NoticesRepository, type MemberSelection, type NoticeRow } from './notices.repository.js';

/**
 * The kinds of notice: deposits and withdrawals (spec section 8), bonuses and promotion
 * applications, operator messages and replies to feedback.
 */
export const NoticeKind = {
  depositArrived: 'deposit_arrived',
  depositRejected: 'deposit_rejected',
  depositFailed: 'deposit_failed',
  withdrawalApproved: 'withdrawal_approved',
  withdrawalRejected: 'withdrawal_rejected',
  withdrawalFailed: 'withdrawal_failed',
  bonusIssued: 'bonus_issued',
  bonusReleased: 'bonus_released',
  bonusExpired: 'bonus_expired',
  bonusCancelled: 'bonus_cancelled',
  promotionRejected: 'promotion_rejected',
  operatorMessage: 'operator_message',
  feedbackReply: 'feedback_reply',
  referralReward: 'referral_reward',
  contractOffer: 'contract_offer',
} as const satisfies Record<string, NoticeKindName>;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

export interface NoticeInput {
  memberId: number;
  /** Not operator_message: an operator message reaches members through notifyMembers. */
  kind: NoticeKind;
  /** Minor units; 0 for a notice without an amount. */
  amount?: bigint;
  /** Empty for a notice without an amount. */
  currency?: string;
  /** The order, bonus, application or feedback the notice is about. */
  reference: string;
  /** Free text such as a rejection reason; cut to NOTICE_DETAIL_MAX characters. */
  detail?: string | null;
  /** feedback_reply: the feedback answered (its reply and text are shown from there). */
  feedbackId?: number;
  occurredAt?: Date;
}

/**
 * Stores notices for the member and reads them back for the message centre. Written in the same
 * transaction as the state change it reports, once per member, kind and reference (a repeated
 * change does not notify twice). Only facts are stored; the text is rendered in the reader's
 * language (an operator message in the language of the reader it has, else EN, else any).
 */
export class NoticesService {
  constructor(
    private readonly db: DB,
    private readonly repository: NoticesRepository = new NoticesRepository(db),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async notify(input: NoticeInput, executor: Executor = this.db): Promise<void> {
    if (input.kind === NoticeKind.operatorMessage) {
      throw new Error('Operator messages are sent with notifyMembers');
    }
    await this.repository.insert(
      {
        member_id: input.memberId,
        kind: input.kind,
        amount: input.amount ?? 0n,
        currency: input.currency ?? '',
        reference: input.reference,
        occurred_at: nowIso(input.occurredAt),
        detail: storedDetail(input.detail),
        feedback_id: input.feedbackId ?? null,
      },
      executor,
    );
  }

  /**
   * An operator message's notice for every member `members` selects (one statement in the
   * caller's transaction); returns how many members it reached.
   */
  notifyMembers(
    members: MemberSelection,
    message: { id: number; reference: string; sentAt: Date },
    executor: Executor,
  ): Promise<number> {
    return this.repository.insertForEach(
      members,
      {
        kind: NoticeKind.operatorMessage,
        reference: message.reference,
        messageId: message.id,
        occurredAt: nowIso(message.sentAt),
      },
      executor,
    );
  }

  /** One page of the member's notices, newest first. */
  async list(memberId: number, query: NoticesQuery, language: Language): Promise<NoticesValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? NOTICES_PAGE_SIZE;
    const { rows, total } = await this.repository.page(memberId, {
      unreadOnly: query.unreadOnly ?? false,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const unread = await this.repository.unreadCount(memberId);
    return { list: rows.map((row) => toNotice(row, language)), page, pageSize, total, unread };
  }

  unreadCount(memberId: number): Promise<number> {
    return this.repository.unreadCount(memberId);
  }

  /** Marks notices read; ids of other members' notices are ignored, not reported. */
  async markRead(
    memberId: number,
    payload: ReadNoticesPayload,
  ): Promise<{ updated: number; unread: number }> {
    const ids = 'ids' in payload ? [...new Set(payload.ids)] : null;
    const updated = await this.repository.markRead(memberId, ids, this.now().toISOString());
    return { updated, unread: await this.repository.unreadCount(memberId) };
  }

  /** Deletes notices from the member's message centre; others' ids are ignored, not reported. */
  async remove(
    memberId: number,
    payload: DeleteNoticesPayload,
  ): Promise<{ deleted: number; unread: number }> {
    const ids = [...new Set(payload.ids)];
    const deleted = await this.repository.delete(memberId, ids, this.now().toISOString());
    return { deleted, unread: await this.repository.unreadCount(memberId) };
  }
}

/** A detail as stored: trimmed, empty as null, at most NOTICE_DETAIL_MAX characters. */
function storedDetail(detail: string | null | undefined): string | null {
  const text = detail?.trim() ?? '';
  if (!text) return null;
  return [...text].length <= NOTICE_DETAIL_MAX ? text : excerpt(text, NOTICE_DETAIL_MAX - 1);
}

function toNotice(row: NoticeRow, language: Language) {
  const kind = row.kind as NoticeKindName;
  const amount = minor(row.amount);
  const occurredAt = toIsoString(row.occurred_at);
  return {
    id: row.id,
    kind,
    ...renderNotice(
      {
        kind,
        amount,
        currency: row.currency,
        reference: row.reference,
        occurredAt: new Date(occurredAt),
        detail: row.detail,
        message: row.message_contents
          ? (JSON.parse(row.message_contents) as MessageContents)
          : null,
        feedback:
          row.feedback_reply !== null && row.feedback_content !== null
            ? { reply: row.feedback_reply, content: row.feedback_content }
            : null,
      },
      language,
    ),
    amount: Number(fromMinor(amount)),
    currency: row.currency,
    reference: row.reference,
    occurredAt,
    read: row.read_at !== null,
  };
}
