import { nationalNumber } from '@portal/shared/validation/mobile';
import type { Insertable, Selectable, UpdateQueryBuilder, UpdateResult, Updateable } from 'kysely';
import type { Database, DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { MemberTakenError, memberUniqueKey } from './member-unique-keys.js';
import type { MembersTable } from './members.tables.js';

export type MemberRow = Selectable<MembersTable>;

/** The lower-cased login key of an account name or email. */
export const lookupKey = (text: string) => text.trim().toLowerCase();

type MemberUpdate = UpdateQueryBuilder<Database, 'members', 'members', UpdateResult>;

/** The login bookkeeping on the member's row: the first login, and the one before this one. */
export type LoginBookkeeping = Pick<
  Updateable<MembersTable>,
  'first_login_at' | 'last_login_at' | 'last_login_ip'
>;

/**
 * The members table: its reads, and every write to it. Writes made inside another module's
 * transaction take that transaction as `executor`.
 */
export class MembersRepository {
  constructor(private readonly db: DB) {}

  findById(id: number): Promise<MemberRow | undefined> {
    return this.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByAccount(account: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('account_key', '=', lookupKey(account))
      .executeTakeFirst();
  }

  findByMobile(dialingCode: string, mobileNum: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('dialing_code', '=', dialingCode)
      .where('mobile_num', '=', nationalNumber(mobileNum))
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('email_key', '=', lookupKey(email))
      .executeTakeFirst();
  }

  findByAffiliateCode(code: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('affiliate_code', '=', code.trim())
      .executeTakeFirst();
  }

  /** Inserts a new account; throws MemberTakenError when a unique key is already used. */
  async insert(values: Insertable<MembersTable>, executor: Executor = this.db): Promise<MemberRow> {
    try {
      return await executor
        .insertInto('members')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      const key = memberUniqueKey(error);
      if (key) throw new MemberTakenError(key);
      throw error;
    }
  }

  /** Writes the login bookkeeping (nothing when it is empty). */
  async recordLogin(
    memberId: number,
    bookkeeping: LoginBookkeeping,
    executor: Executor = this.db,
  ): Promise<void> {
    if (Object.keys(bookkeeping).length === 0) return;
    await executor.updateTable('members').set(bookkeeping).where('id', '=', memberId).execute();
  }

  /** The member changed or reset the login password. */
  async setPassword(
    memberId: number,
    passwordHash: string,
    now: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .updateTable('members')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  /** The same password hashed again with newer parameters: nothing else changes. */
  async rehashPassword(memberId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('id', '=', memberId)
      .execute();
  }

  async setIcon(memberId: number, icon: number): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ icon, updated_at: nowIso() })
      .where('id', '=', memberId)
      .execute();
  }

  /** Sets the type (and the invitation code when one is given and the member has none). */
  async setType(
    id: number,
    type: number,
    affiliateCode: string | null,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('members')
      .set((eb) => ({
        type,
        affiliate_code:
          affiliateCode === null
            ? eb.ref('affiliate_code')
            : eb.fn.coalesce('affiliate_code', eb.val(affiliateCode)),
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', id)
      .execute();
  }

  // The security centre's writes to the member's own row; each stamps updated_at.

  /** Updates the member's row, narrowed by `guard`; true when the row was updated. */
  private async update(
    memberId: number,
    values: Updateable<MembersTable>,
    now: string,
    guard: (query: MemberUpdate) => MemberUpdate = (query) => query,
  ): Promise<boolean> {
    const query = this.db
      .updateTable('members')
      .set({ ...values, updated_at: now })
      .where('id', '=', memberId);
    const result = await guard(query).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Moves the member under `uplineId` (null: at the top); the closure rows follow by trigger. */
  async setUpline(memberId: number, uplineId: number | null, executor: Executor = this.db) {
    await executor
      .updateTable('members')
      .set({ upline_id: uplineId, updated_at: nowIso() })
      .where('id', '=', memberId)
      .execute();
  }

  /** Deletes the member; the rows deleted (0 or 1). Foreign keys refuse a member still referred to. */
  async delete(memberId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('members')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Allows (1) or stops (0) transfers to the member's upline. */
  async setToUpline(memberId: number, toUpline: 0 | 1, now: string): Promise<void> {
    await this.update(memberId, { to_upline: toUpline }, now);
  }

  async setStatus(memberId: number, status: 'active' | 'disabled', now: string): Promise<void> {
    await this.update(memberId, { status }, now);
  }

  /**
   * Locks (disabled) or unlocks (active) the member inside an operator's transaction; false when
   * the member was already in that state (the WHERE decides between two racing operators).
   */
  async changeStatus(
    memberId: number,
    status: 'active' | 'disabled',
    now: string,
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('members')
      .set({ status, updated_at: now })
      .where('id', '=', memberId)
      .where('status', '<>', status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The member must choose a new password at the next password login: the login answers
   * mustChangePassword while password_changed_at is null, as after an agent's registration.
   */
  async requirePasswordChange(memberId: number, now: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('members')
      .set({ password_changed_at: null, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  /** The birthday a reviewer read from the member's identity document (yyyy-MM-dd). */
  async setBirthday(
    memberId: number,
    birthday: string,
    now: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('members')
      .set({ birthday, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  /** The real name and birthday the member entered on their profile (decision 057). */
  async setIdentity(
    memberId: number,
    values: Pick<Updateable<MembersTable>, 'payee_name' | 'birthday'>,
    now: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('members')
      .set({ ...values, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  async setNickname(memberId: number, nickname: string, now: string): Promise<void> {
    await this.update(memberId, { nickname }, now);
  }

  /**
   * Binds a number a code has just proven; false when another member holds it (the unique index
   * decides races).
   */
  async setMobile(
    memberId: number,
    mobile: { dialingCode: string; mobileNum: string },
    now: string,
  ): Promise<boolean> {
    try {
      await this.update(
        memberId,
        {
          dialing_code: mobile.dialingCode,
          mobile_num: nationalNumber(mobile.mobileNum),
          mobile_verified_at: now,
        },
        now,
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Binds an address a code has just proven; false when another member holds it. */
  async setEmail(
    memberId: number,
    email: { email: string; emailKey: string },
    now: string,
  ): Promise<boolean> {
    try {
      await this.update(
        memberId,
        { email: email.email, email_key: email.emailKey, email_verified_at: now },
        now,
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async setPaymentPassword(memberId: number, hash: string, now: string): Promise<void> {
    await this.update(memberId, { payment_password_hash: hash }, now);
  }

  /** Sets the payee name only while it is unset; false when it was already set. */
  setPayeeName(memberId: number, payeeName: string, now: string): Promise<boolean> {
    return this.update(memberId, { payee_name: payeeName }, now, (query) =>
      query.where('payee_name', 'is', null),
    );
  }

  /** Stores a new, not yet confirmed secret; false when two-factor login is already on. */
  setTotpSecret(memberId: number, secret: string, now: string): Promise<boolean> {
    return this.update(memberId, { totp_secret: secret }, now, (query) =>
      query.where('totp_enabled', '=', 0),
    );
  }

  /** Turns two-factor login on for the secret that was confirmed (not one replaced since). */
  enableTotp(memberId: number, secret: string, now: string): Promise<boolean> {
    return this.update(memberId, { totp_enabled: 1 }, now, (query) =>
      query.where('totp_secret', '=', secret),
    );
  }

  async disableTotp(memberId: number, now: string): Promise<void> {
    await this.update(memberId, { totp_enabled: 0, totp_secret: null }, now);
  }
}
