import type { DB } from '../../db/database.js';

/** The sender and, when they have one, the upline above them, as a transfer needs them. */
export interface UplineParties {
  memberId: number;
  account: string;
  currency: string;
  toUpline: boolean;
  hasPaymentPassword: boolean;
  upline: { id: number; account: string; currency: string; active: boolean } | null;
}

/** Reads of the members table for transfers to the upline; the money itself is the ledger's. */
export class UplineTransferRepository {
  constructor(private readonly db: DB) {}

  /** The member and their upline in one query; undefined when the member is gone. */
  async findParties(memberId: number): Promise<UplineParties | undefined> {
    const row = await this.db
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .select([
        'm.id',
        'm.account',
        'm.currency',
        'm.to_upline',
        'm.payment_password_hash',
        'u.id as upline_id',
        'u.account as upline_account',
        'u.currency as upline_currency',
        'u.status as upline_status',
      ])
      .where('m.id', '=', memberId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      memberId: row.id,
      account: row.account,
      currency: row.currency,
      toUpline: row.to_upline === 1,
      hasPaymentPassword: row.payment_password_hash !== null,
      upline:
        row.upline_id === null || row.upline_account === null
          ? null
          : {
              id: row.upline_id,
              account: row.upline_account,
              currency: row.upline_currency ?? '',
              active: row.upline_status === 'active',
            },
    };
  }
}
