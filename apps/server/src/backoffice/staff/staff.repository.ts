import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import { likePattern } from '../../db/like-pattern.js';
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

export interface StaffFilter {
  q?: string;
  role?: StaffRow['role'];
  status?: StaffRow['status'];
}

export interface StaffOrder {
  column: 'username_key' | 'role' | 'last_login_at' | 'created_at';
  direction: 'asc' | 'desc';
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

  /** One page of staff matching the filter, in the order asked (then by id), and the total. */
  async page(filter: StaffFilter, order: StaffOrder, limit: number, offset: number) {
    let query = this.db.selectFrom('staff');
    if (filter.role) query = query.where('role', '=', filter.role);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.q) {
      const pattern = likePattern(filter.q.toLowerCase());
      query = query.where(
        sql<SqlBool>`(username_key like ${pattern} escape '\\' or lower(display_name) like ${pattern} escape '\\')`,
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(order.column, order.direction)
        .orderBy('id', order.direction)
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
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

  /** Sets the second factor of a staff member who has none; false when one was set meanwhile. */
  async enrolFactor(staffId: number, secret: string, at: string, executor: Executor = this.db) {
    const result = await executor
      .updateTable('staff')
      .set({ totp_secret: secret, totp_enrolled_at: at, updated_at: at })
      .where('id', '=', staffId)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Forgets the second factor and every recovery code: the next sign-in enrols again. */
  async clearFactor(staffId: number, at: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('staff')
      .set({ totp_secret: null, totp_enrolled_at: null, updated_at: at })
      .where('id', '=', staffId)
      .execute();
    await executor.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  }

  /** Replaces every recovery code of a staff member with these hashes. */
  async replaceRecoveryCodes(
    staffId: number,
    hashes: readonly string[],
    at: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await executor
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, created_at: at })))
      .execute();
  }

  /** Spends a recovery code: true only for the one call that finds it unused. */
  async useRecoveryCode(
    staffId: number,
    hash: string,
    at: string,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('staff_recovery_codes')
      .set({ used_at: at })
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async hasUnusedRecoveryCode(staffId: number, hash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_recovery_codes')
      .select('id')
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recoveryCodesLeft(staffId: number): Promise<number> {
    const row = await this.db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('left'))
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.left);
  }
}
