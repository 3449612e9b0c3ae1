import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, DB } from '../../db/database.js';
import type { MemberNoticesTable } from './notices.tables.js';
import type { Executor } from '../../db/transaction.js';

/** A notice with what it shows of an operator message or of the feedback a reply answers. */
export type NoticeRow = Selectable<MemberNoticesTable> & {
  message_contents: string | null;
  feedback_content: string | null;
  feedback_reply: string | null;
};

/** A query of the members a message goes to, filtered by the sender's own conditions. */
export type MemberSelection = SelectQueryBuilder<Database, 'members', object>;

export interface FanOut {
  kind: string;
  reference: string;
  messageId: number;
  occurredAt: string;
}

/** The member's notices; every query is scoped to one member. */
export class NoticesRepository {
  constructor(private readonly db: DB) {}

  async page(
    memberId: number,
    options: { unreadOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: NoticeRow[]; total: number }> {
    let filtered = this.db
      .selectFrom('member_notices as n')
      .where('n.member_id', '=', memberId)
      .where('n.deleted_at', 'is', null);
    if (options.unreadOnly) filtered = filtered.where('n.read_at', 'is', null);
    const rows = await filtered
      .leftJoin('operator_messages as om', 'om.id', 'n.message_id')
      .leftJoin('feedback as f', 'f.id', 'n.feedback_id')
      .selectAll('n')
      .select([
        'om.contents as message_contents',
        'f.content as feedback_content',
        'f.reply as feedback_reply',
      ])
      .orderBy('n.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute();
    const count = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
  }

  /** One notice; the same member, kind and reference a second time writes nothing. */
  async insert(notice: Insertable<MemberNoticesTable>, executor: Executor = this.db) {
    await executor
      .insertInto('member_notices')
      .values(notice)
      .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'reference']).doNothing())
      .execute();
  }

  /**
   * One notice for every member `members` selects, written by a single INSERT ... SELECT so a
   * broadcast to every member is one statement; returns how many were written.
   */
  async insertForEach(members: MemberSelection, fanOut: FanOut, executor: Executor) {
    const result = await executor
      .insertInto('member_notices')
      .columns([
        'member_id',
        'kind',
        'amount',
        'currency',
        'reference',
        'occurred_at',
        'message_id',
      ])
      .expression(
        members.select((eb) => [
          'members.id',
          eb.val(fanOut.kind).as('kind'),
          eb.val(0).as('amount'),
          'members.currency',
          eb.val(fanOut.reference).as('reference'),
          eb.val(fanOut.occurredAt).as('occurred_at'),
          eb.val(fanOut.messageId).as('message_id'),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  }

  async unreadCount(memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('member_notices')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Marks the member's own unread notices read: the listed ones, or all with `ids` null. */
  async markRead(memberId: number, ids: number[] | null, at: string): Promise<number> {
    let query = this.db
      .updateTable('member_notices')
      .set({ read_at: at })
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null);
    if (ids) query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Hides the member's own listed notices from them (read or not); the count of those hidden. */
  async delete(memberId: number, ids: number[], at: string): Promise<number> {
    const result = await this.db
      .updateTable('member_notices')
      .set({ deleted_at: at })
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
