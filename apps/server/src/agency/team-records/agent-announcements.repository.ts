import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { AgentAnnouncementsTable } from './team-records.tables.js';
import type { Executor } from '../../db/transaction.js';

export interface AgentAnnouncementRow {
  id: number;
  contents: string;
  pinned: number;
  published_at: Date | string;
  expires_at: Date | string | null;
  created_by_username: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The operator's notices to agents; deleted ones are marked, never listed. */
export class AgentAnnouncementsRepository {
  constructor(private readonly db: DB) {}

  private present(executor: Executor = this.db) {
    return executor
      .selectFrom('agent_announcements as n')
      .leftJoin('staff as s', 's.id', 'n.created_by')
      .where('n.deleted_at', 'is', null);
  }

  private readonly columns = [
    'n.id',
    'n.contents',
    'n.pinned',
    'n.published_at',
    'n.expires_at',
    's.username as created_by_username',
    'n.created_at',
    'n.updated_at',
  ] as const;

  /** What agents see at `now`: published, not expired, pinned first then newest. */
  async live(now: string, limit: number): Promise<AgentAnnouncementRow[]> {
    return this.present()
      .select(this.columns)
      .where('n.published_at', '<=', now)
      .where((eb) => eb.or([eb('n.expires_at', 'is', null), eb('n.expires_at', '>', now)]))
      .orderBy('n.pinned', 'desc')
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every notice not deleted, newest first, for the operator. */
  async page(
    limit: number,
    offset: number,
  ): Promise<{ rows: AgentAnnouncementRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.present()
        .select(this.columns)
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.present()
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async find(id: number, executor?: Executor): Promise<AgentAnnouncementRow | undefined> {
    return this.present(executor).select(this.columns).where('n.id', '=', id).executeTakeFirst();
  }

  async insert(values: Insertable<AgentAnnouncementsTable>, executor: Executor): Promise<number> {
    const row = await executor
      .insertInto('agent_announcements')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Changes a notice not deleted; false when there is none with that id. */
  async update(
    id: number,
    values: Updateable<AgentAnnouncementsTable>,
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('agent_announcements')
      .set(values)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
