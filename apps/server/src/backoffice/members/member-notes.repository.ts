import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';

/** Staff notes on members: appended, read newest first with the writer's username. */
export class MemberNotesRepository {
  constructor(private readonly db: DB) {}

  async insert(
    note: { memberId: number; staffId: number; body: string; at: string },
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('member_notes')
      .values({
        member_id: note.memberId,
        staff_id: note.staffId,
        body: note.body,
        created_at: note.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async page(memberId: number, limit: number, offset: number) {
    const notes = this.db.selectFrom('member_notes as n').where('n.member_id', '=', memberId);
    const [rows, count] = await Promise.all([
      notes
        .leftJoin('staff as s', 's.id', 'n.staff_id')
        .select(['n.id', 'n.body', 'n.created_at', 's.username'])
        .orderBy('n.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      notes.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }
}
