import { nationalNumber } from '@portal/shared/validation/mobile';
import type { UpdateQueryBuilder, UpdateResult, Updateable } from 'kysely';
import type { Database, DB } from '../../db/database.js';
import type { MembersTable } from '../../platform/members/members.tables.js';

type MemberUpdate = UpdateQueryBuilder<Database, 'members', 'members', UpdateResult>;

/** PostgreSQL's unique_violation, or SQLite's unique constraint failure. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The security centre's writes to the member's own row; each stamps updated_at. */
export class SecurityRepository {
  constructor(private readonly db: DB) {}

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

  /** Allows (1) or stops (0) transfers to the member's upline. */
  async setToUpline(memberId: number, toUpline: 0 | 1, now: string): Promise<void> {
    await this.update(memberId, { to_upline: toUpline }, now);
  }

  async setStatus(memberId: number, status: 'active' | 'disabled', now: string): Promise<void> {
    await this.update(memberId, { status }, now);
  }

  async setNickname(memberId: number, nickname: string, now: string): Promise<void> {
    await this.update(memberId, { nickname }, now);
  }

  /** False when another member holds the number (the unique index decides races). */
  async setMobile(
    memberId: number,
    mobile: { dialingCode: string; mobileNum: string },
    now: string,
  ): Promise<boolean> {
    try {
      await this.update(
        memberId,
        { dialing_code: mobile.dialingCode, mobile_num: nationalNumber(mobile.mobileNum) },
        now,
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** False when another member holds the address. */
  async setEmail(
    memberId: number,
    email: { email: string; emailKey: string },
    now: string,
  ): Promise<boolean> {
    try {
      await this.update(memberId, { email: email.email, email_key: email.emailKey }, now);
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
