import { nationalNumber } from '@portal/shared/validation/mobile';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { MembersTable } from './members.tables.js';

export type MemberRow = Selectable<MembersTable>;

/** The lower-cased login key of an account name or email. */
export const lookupKey = (text: string) => text.trim().toLowerCase();

/**
 * Reads of the members table shared by the account modules. Each module keeps its own writes
 * (registration, login bookkeeping, security centre) in its own repository.
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
}
