import type { Timestamps } from '../../db/columns.js';

/** The member's own profile fields (0049, decision 057); null: not given. */
export interface MemberProfilesTable extends Timestamps {
  member_id: number;
  id_number: string | null;
  nationality: string | null;
  qq_num: string | null;
  whatsapp: string | null;
  facebook: string | null;
  telegram: string | null;
  line: string | null;
  zalo: string | null;
  wechat: string | null;
  skype: string | null;
  residential_address: string | null;
  mailing_address: string | null;
  occupation: string | null;
  income_source: string | null;
  bank_account_number: string | null;
}

export interface MemberProfileTables {
  member_profiles: MemberProfilesTable;
}
