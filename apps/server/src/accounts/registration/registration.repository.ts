import { sql, type Insertable } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';
import type { MembersTable } from '../../platform/members/members.tables.js';
import type { Executor } from '../../db/transaction.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';

export interface RegistrationRuleRow {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  message: string;
}

// Sign-up and downline registration catch the insert's error from here.
export {
  MemberTakenError,
  type MemberUniqueKey,
} from '../../platform/members/member-unique-keys.js';

/** The columns of a new member row. */
export type NewMember = Insertable<MembersTable>;

export class RegistrationRepository {
  constructor(
    private readonly db: DB,
    /** The owner of the members table writes the new account. */
    private readonly members: Pick<MembersRepository, 'insert'>,
  ) {}

  async listRules(language: Language): Promise<RegistrationRuleRow[]> {
    const rows = await this.db
      .selectFrom('registration_rules as r')
      .leftJoin('registration_rule_translations as tl', (join) =>
        join.onRef('tl.rule_id', '=', 'r.id').on('tl.lang', '=', language),
      )
      .leftJoin('registration_rule_translations as te', (join) =>
        join.onRef('te.rule_id', '=', 'r.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'r.field',
        'r.enabled',
        'r.required',
        'r.accepted_pattern',
        'r.pattern_id',
        'r.min_length',
        'r.max_length',
        sql<string>`coalesce(tl.message, te.message, '')`.as('message'),
      ])
      .orderBy('r.sort')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      field: row.field,
      enabled: row.enabled === 1,
      required: row.required === 1,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
      minLength: row.min_length,
      maxLength: row.max_length,
      message: row.message,
    }));
  }

  /** Inserts a new account; throws MemberTakenError when a unique key is already used. */
  insertMember(values: NewMember, executor: Executor = this.db): Promise<MemberRow> {
    return this.members.insert(values, executor);
  }
}
