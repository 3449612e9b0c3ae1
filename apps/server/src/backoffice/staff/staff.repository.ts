import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { StaffSessionsTable, StaffTable } from './staff.tables.js';
import type { Executor } from '../../db/transaction.js';

export type StaffRow = Selectable<StaffTable>;

export interface StaffSessionWithStaff {
  id: number;
  staff_id: number;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  username: string;
  role: StaffRow['role'];
  status: StaffRow['status'];
}

/** Staff accounts and their sessions. Usernames are unique without regard to case. */
export class StaffRepository {
  constructor(private readonly db: DB) {}

  findByUsername(username: string, executor: Executor = this.db): Promise<StaffRow | undefined> {
    return executor
      .selectFrom('staff')
      .selectAll()
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  findById(id: number, executor: Executor = this.db): Promise<StaffRow | undefined> {
    return executor.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(): Promise<StaffRow[]> {
    return this.db.selectFrom('staff').selectAll().orderBy('id').execute();
  }

  async insert(
    row: Omit<Insertable<StaffTable>, 'username_key'>,
    executor: Executor = this.db,
  ): Promise<number> {
    const inserted = await executor
      .insertInto('staff')
      .values({ ...row, username_key: row.username.toLowerCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(
    id: number,
    patch: Updateable<Omit<StaffTable, 'id' | 'username' | 'username_key'>>,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.updateTable('staff').set(patch).where('id', '=', id).execute();
  }

  findSessionByTokenHash(tokenHash: string): Promise<StaffSessionWithStaff | undefined> {
    return this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff as st', 'st.id', 's.staff_id')
      .select([
        's.id',
        's.staff_id',
        's.last_seen_at',
        's.expires_at',
        's.revoked_at',
        'st.username',
        'st.role',
        'st.status',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async insertSession(
    row: Omit<Insertable<StaffSessionsTable>, 'id'>,
    executor: Executor = this.db,
  ): Promise<number> {
    const inserted = await executor
      .insertInto('staff_sessions')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async touchSession(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: at })
      .where('id', '=', id)
      .execute();
  }

  async revokeSession(id: number, at: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('staff_sessions')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every open session of a staff member (disabled, new password) but `exceptId`. */
  async revokeAllSessions(
    staffId: number,
    at: string,
    executor: Executor = this.db,
    exceptId?: number,
  ): Promise<void> {
    let query = executor
      .updateTable('staff_sessions')
      .set({ revoked_at: at })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    await query.execute();
  }
}
