import type { DB } from '../../db/database.js';

/** The member's payment password hash. */
export class PaymentPasswordRepository {
  constructor(private readonly db: DB) {}

  /** The hash (null when none is set); undefined for an unknown member. */
  async hashOf(memberId: number): Promise<string | null | undefined> {
    const member = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return member?.payment_password_hash;
  }
}
