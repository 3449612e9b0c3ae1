import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import {
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
import { minor } from '../ledger/ledger.service.js';
import { renderNotice } from './notice-render.js';
import { NoticesRepository, type NoticeRow } from './notices.repository.js';

/** The deposit and withdrawal notices of spec section 8. */
export const NoticeKind = {
  depositArrived: 'deposit_arrived',
  depositRejected: 'deposit_rejected',
  depositFailed: 'deposit_failed',
  withdrawalApproved: 'withdrawal_approved',
  withdrawalRejected: 'withdrawal_rejected',
  withdrawalFailed: 'withdrawal_failed',
} as const satisfies Record<string, NoticeKindName>;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

export interface NoticeInput {
  memberId: number;
  kind: NoticeKind;
  /** Minor units. */
  amount: bigint;
  currency: string;
  /** The deposit or withdrawal order number. */
  reference: string;
  occurredAt?: Date;
}

/**
 * Stores notices for the member and reads them back for the message centre. Written in the same
 * transaction as the state change it reports, once per order and kind (a repeated change does
 * not notify twice). Only facts are stored; the text is rendered in the reader's language.
 */
export class NoticesService {
  constructor(
    private readonly db: DB,
    private readonly repository: NoticesRepository = new NoticesRepository(db),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async notify(input: NoticeInput, executor: Executor = this.db): Promise<void> {
    await executor
      .insertInto('member_notices')
      .values({
        member_id: input.memberId,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        occurred_at: nowIso(input.occurredAt),
      })
      .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'reference']).doNothing())
      .execute();
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
