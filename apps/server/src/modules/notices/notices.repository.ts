import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { MemberNoticesTable } from '../../db/tables/staff.js';

export type NoticeRow = Selectable<MemberNoticesTable>;

/** The member's notices; every query is scoped to one member. */
export class NoticesRepository {
  constructor(private readonly db: DB) {}

  async page(
    memberId: number,
    options: { unreadOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: NoticeRow[]; total: number }> {
    let filtered = this.db
      .selectFrom('member_notices')
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null);
    if (options.unreadOnly) filtered = filtered.where('read_at', 'is', null);
    const rows = await filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute();
    const count = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
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
