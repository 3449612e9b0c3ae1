import type {
  OperatorFeedback,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
} from '@portal/shared/schemas/feedback';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { FeedbackImageInfo, FeedbackRepository, FeedbackRow } from './feedback.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface FeedbackOperatorDeps {
  db: DB;
  repository: FeedbackRepository;
  notices: Pick<NoticesService, 'notify'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * The operator's side of feedback: the queue and the reply. A member's feedback is answered in
 * their message centre (a feedback_reply notice written with the reply); a visitor's through
 * the contact they left, so only the reply is stored.
 */
export class FeedbackOperatorService {
  constructor(private readonly deps: FeedbackOperatorDeps) {}

  async list(query: OperatorFeedbackQuery): Promise<OperatorFeedbackPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.page({
      status: query.status,
      type: query.type,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const images = await this.deps.repository.imagesOf(rows.map((row) => row.id));
    return {
      list: rows.map((row) => toOperatorFeedback(row, images)),
      page,
      pageSize,
      total,
    };
  }

  async get(id: number): Promise<OperatorFeedback> {
    const row = await this.deps.repository.find(id);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    return toOperatorFeedback(row, await this.deps.repository.imagesOf([id]));
  }

  async image(id: number, position: number) {
    const image = await this.deps.repository.findImage(id, position);
    if (!image) throw new AppError('NOT_FOUND');
    const mimeType = image.mime_type as OperatorFeedback['images'][number]['mimeType'];
    return { mimeType, dataUrl: `data:${mimeType};base64,${image.data}` };
  }

  /**
   * Stores the reply once (FEEDBACK_ALREADY_REPLIED after that, also for the loser of two
   * operators answering at once) and, for a member, writes their notice in the same transaction.
   */
  async reply(responder: Operator, id: number, text: string): Promise<OperatorFeedback> {
    const { db, repository, notices, audit } = this.deps;
    const at = this.deps.now?.() ?? new Date();
    await inTransaction(db, async (trx) => {
      const row = await repository.find(id, trx);
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      const replied = await repository.markReplied(
        id,
        { text, staffId: responder.staff.id, at: nowIso(at) },
        trx,
      );
      if (!replied) throw new AppError('FEEDBACK_ALREADY_REPLIED');
      if (row.member_id !== null) {
        await notices.notify(
          {
            memberId: row.member_id,
            kind: NoticeKind.feedbackReply,
            reference: `FB${id}`,
            feedbackId: id,
            occurredAt: at,
          },
          trx,
        );
      }
      await audit.record(
        {
          staff: responder.staff,
          action: 'feedback.reply',
          target: `feedback:${id}`,
          details: { reply: text, memberId: row.member_id, notified: row.member_id !== null },
          ip: responder.ip,
        },
        trx,
      );
    });
    return this.get(id);
  }
}

function toOperatorFeedback(row: FeedbackRow, images: readonly FeedbackImageInfo[]) {
  return {
    id: row.id,
    memberId: row.member_id,
    memberAccount: row.member_account,
    type: row.type,
    content: row.content,
    contact: row.contact,
    images: images
      .filter((image) => image.feedback_id === row.id)
      .map((image) => ({
        position: image.position,
        mimeType: image.mime_type as OperatorFeedback['images'][number]['mimeType'],
        sizeBytes: image.size_bytes,
        url: `/wps/operator/feedback/${row.id}/images/${image.position}`,
      })),
    ip: row.ip,
    language: row.language,
    status: row.status,
    reply: row.reply,
    repliedBy: row.replied_by_username,
    repliedAt: row.replied_at === null ? null : toIsoString(row.replied_at),
    createdAt: toIsoString(row.created_at),
  };
}
