import { sql, type Insertable } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';
import type { MembersTable } from '../../platform/members/members.tables.js';
import type { Executor } from '../../db/transaction.js';
import type { MemberRow } from '../../platform/members/members.repository.js';

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

/** The unique key of members that an insert collided with. */
export type MemberUniqueKey = 'account' | 'mobile' | 'email';

/** Another insert took the account name, number or email between our check and our insert. */
export class MemberTakenError extends Error {
  override name = 'MemberTakenError';
  constructor(readonly key: MemberUniqueKey) {
    super(`members ${key} taken`);
  }
}

/**
 * Which unique key a failed insert broke: SQLite names the columns in its message
 * ("UNIQUE constraint failed: members.account_key"), PostgreSQL (23505) names the constraint.
 */
export function memberUniqueKey(error: unknown): MemberUniqueKey | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  let text: string;
  if (code === '23505') text = String(constraint ?? '');
  else if (code === 'SQLITE_CONSTRAINT_UNIQUE') text = String(message ?? '');
  else return null;
  if (text.includes('account_key')) return 'account';
  if (text.includes('mobile')) return 'mobile';
  if (text.includes('email')) return 'email';
  return null;
}

/** The columns of a new member row. */
export type NewMember = Insertable<MembersTable>;

export class RegistrationRepository {
  constructor(private readonly db: DB) {}

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
  async insertMember(values: NewMember, executor: Executor = this.db): Promise<MemberRow> {
    try {
      return await executor
        .insertInto('members')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      const key = memberUniqueKey(error);
      if (key) throw new MemberTakenError(key);
      throw error;
    }
  }
}
