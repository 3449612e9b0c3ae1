import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import type { LoginOutcome, MemberLoginsTable } from './session.tables.js';

export type LoginRow = Selectable<MemberLoginsTable>;

/** One login attempt of a known member. */
export interface LoginAttempt {
  memberId: number;
  loginType: string;
  outcome: LoginOutcome;
  ip: string;
  userAgent: string;
  at: string;
}

/**
 * A member's login history (every attempt with its outcome) and the IPs the member has proven,
 * which decide whether a password login from a new IP needs more proof.
 */
export class LoginHistoryRepository {
  constructor(private readonly db: DB) {}

  async recordAttempt(attempt: LoginAttempt, executor: Executor = this.db): Promise<void> {
    await executor
      .insertInto('member_logins')
      .values({
        member_id: attempt.memberId,
        login_type: attempt.loginType,
        outcome: attempt.outcome,
        ip: attempt.ip,
        user_agent: attempt.userAgent,
        created_at: attempt.at,
      })
      .execute();
  }

  /** A page of the member's login attempts, newest first, and how many there are. */
  async loginsPage(
    memberId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: LoginRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('member_logins')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('member_logins')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The member has proven `ip` (first seen, or seen again at `at`). */
  async recordKnownIp(
    memberId: number,
    ip: string,
    at: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .insertInto('member_known_ips')
      .values({ member_id: memberId, ip, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: at }))
      .execute();
  }

  /** Whether the member has proven this IP, and whether they have proven any IP at all. */
  async knownIpState(memberId: number, ip: string): Promise<{ known: boolean; any: boolean }> {
    const rows = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .orderBy((eb) => eb.case().when('ip', '=', ip).then(0).else(1).end())
      .limit(1)
      .execute();
    return { known: rows[0]?.ip === ip, any: rows.length > 0 };
  }
}
