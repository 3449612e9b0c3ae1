import type { DB } from '../../db/database.js';

/** member_wallet_settings: one row per member who has saved a preference. */
export class WalletSettingsRepository {
  constructor(private readonly db: DB) {}

  /** The member's auto_transfer flag; undefined without a row. */
  async autoTransfer(memberId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('member_wallet_settings')
      .select('auto_transfer')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.auto_transfer;
  }

  /** One upsert, so two saves at once both succeed. */
  async setAutoTransfer(memberId: number, autoTransfer: number, now: string): Promise<void> {
    await this.db
      .insertInto('member_wallet_settings')
      .values({ member_id: memberId, auto_transfer: autoTransfer, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({ auto_transfer: autoTransfer, updated_at: now }),
      )
      .execute();
  }
}
