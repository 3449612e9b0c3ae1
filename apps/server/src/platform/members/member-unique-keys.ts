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
