import type { DB } from '../../db/database.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';

/** The emailed reset links; the member's login password is set through MembersRepository. */
export class PasswordsRepository {
  constructor(
    private readonly db: DB,
    /** A used reset link sets the password in the link's transaction. */
    private readonly members: Pick<MembersRepository, 'setPassword'>,
  ) {}

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
      await this.members.setPassword(memberId, passwordHash, now, trx);
      return true;
    });
  }
}
