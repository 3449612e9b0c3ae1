import type { Selectable } from 'kysely';
import type { EditableProfileField } from '@portal/shared/schemas/member-profile';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import type { MemberProfilesTable } from './member-profile.tables.js';

export type MemberProfileRow = Selectable<MemberProfilesTable>;
type ProfileColumn = Exclude<keyof MemberProfilesTable, 'member_id' | 'created_at' | 'updated_at'>;
export type ProfileColumns = Partial<Record<ProfileColumn, string | null>>;

/** The column of each field kept in member_profiles (real name and birthday are on members). */
export const PROFILE_COLUMNS: Partial<Record<EditableProfileField, ProfileColumn>> = {
  idNumber: 'id_number',
  nationality: 'nationality',
  qqNum: 'qq_num',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  telegram: 'telegram',
  line: 'line',
  zalo: 'zalo',
  wechat: 'wechat',
  skype: 'skype',
  residentialAddress: 'residential_address',
  mailingAddress: 'mailing_address',
  occupation: 'occupation',
  incomeSource: 'income_source',
  bankAccountNumber: 'bank_account_number',
};

export class MemberProfileRepository {
  constructor(private readonly db: DB) {}

  find(memberId: number, executor: Executor = this.db): Promise<MemberProfileRow | undefined> {
    return executor
      .selectFrom('member_profiles')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Writes the given columns, creating the member's row on the first save. */
  async save(memberId: number, columns: ProfileColumns, now: string, executor: Executor) {
    if (Object.keys(columns).length === 0) return;
    await executor
      .insertInto('member_profiles')
      .values({ member_id: memberId, ...columns, created_at: now, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({ ...columns, updated_at: now }),
      )
      .execute();
  }
}
