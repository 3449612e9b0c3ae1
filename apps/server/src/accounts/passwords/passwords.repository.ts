import type { DB } from '../../db/database.js';

/** Writes of the password calls: the member's login password and the emailed reset links. */
export class PasswordsRepository {
  constructor(private readonly db: DB) {}

  async setPassword(memberId: number, passwordHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  /** Stores a new reset link; the member's earlier unused links stop working at once. */
  async createReset(
    memberId: number,
    tokenHash: string,
    { now, expiresAt }: { now: string; expiresAt: string },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_resets')
        .set({ expires_at: now })
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
      await trx
        .insertInto('password_resets')
        .values({
          member_id: memberId,
          token_hash: tokenHash,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
    });
  }

  /** The member of an unused, unexpired link, or undefined. */
  async findUsableReset(
    tokenHash: string,
    now: string,
  ): Promise<{ id: number; memberId: number } | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['id', 'member_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && { id: row.id, memberId: row.member_id };
  }

  /**
   * Uses the link and sets the password in one transaction. False when the link was used or
   * expired in the meantime (two tabs submitting the same link): nothing is changed then.
   */
  async useResetAndSetPassword(
    resetId: number,
    memberId: number,
    passwordHash: string,
    now: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', resetId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('members')
        .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
        .where('id', '=', memberId)
        .execute();
      return true;
    });
  }
}
