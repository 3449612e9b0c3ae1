import type {
  StaffLoginPayload,
  StaffLoginValue,
  StaffMeValue,
  StaffSessionValue,
} from '@portal/shared/schemas/operator';
import { permissionsOf } from '@portal/shared/staff-roles';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { LoginGuard } from '../../accounts/session/login-guard.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { StaffChallenges } from './staff-challenges.js';
import type { StaffRepository, StaffRow } from './staff.repository.js';
import type {
  AuthenticatedStaff,
  StaffAuthenticator,
} from '../../platform/operators/staff.types.js';

const MINUTE = 60_000;
/** An operator session unused for this long ends (shorter than members': the desk is shared). */
export const STAFF_IDLE_MS = 30 * MINUTE;
/** An operator session ends this long after login, however busy. */
export const STAFF_MAX_SESSION_MS = 12 * 60 * MINUTE;
/** last_seen_at is written at most this often, so busy sessions do not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

const timeOf = (value: Date | string) => new Date(toIsoString(value)).getTime();

/**
 * Failed staff logins (wrong passwords and wrong codes alike) are counted by the members' guard
 * under keys of their own, so members' failures never lock an operator desk and the other way
 * round.
 */
export const staffGuardKeys = (usernameKey: string, ip: string) =>
  [`staff:${usernameKey}`, `staff:${ip}`] as const;

export interface StaffSessionDeps {
  db: DB;
  repository: StaffRepository;
  passwords: PasswordHasher;
  guard: LoginGuard;
  audit: AuditLog;
  challenges: StaffChallenges;
  now?: () => Date;
}

/**
 * Operator sessions, apart from member sessions: their own table and tokens, so a member token
 * is never a staff token and the other way round. Signing in takes two steps: the password
 * (here) answers a challenge, and the second factor (StaffFactorService) opens the session. The
 * token is 256 random bits of which only the SHA-256 is stored; a session ends at logout, after
 * STAFF_IDLE_MS unused, STAFF_MAX_SESSION_MS after login, or as soon as the staff member is
 * disabled, gets a new password or loses their second factor. The role is read on every call,
 * so a role change applies at once.
 */
export class StaffSessionService implements StaffAuthenticator {
  private readonly now: () => Date;

  constructor(private readonly deps: StaffSessionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async authenticate(token: string): Promise<AuthenticatedStaff | null> {
    const session = await this.deps.repository.findSessionByTokenHash(hashToken(token));
    if (!session || session.revoked_at !== null || session.status !== 'active') return null;
    const now = this.now().getTime();
    if (timeOf(session.expires_at) <= now) return null;
    const idleFor = now - timeOf(session.last_seen_at);
    if (idleFor >= STAFF_IDLE_MS) return null;
    if (idleFor >= TOUCH_EVERY_MS) {
      await this.deps.repository.touchSession(session.id, new Date(now).toISOString());
    }
    return {
      id: session.staff_id,
      username: session.username,
      role: session.role,
      sessionId: session.id,
    };
  }

  /**
   * The password step. Checks the password with argon2id. An unknown username, a wrong password
   * and a disabled account all answer STAFF_WRONG_CREDENTIALS after the same work, so the answer
   * tells nothing about which usernames exist; failures count towards ACCOUNT_LOCKED per
   * username and per IP. A right password answers a challenge for the code step (or for
   * enrolling a factor); the username's failures are cleared only when the session opens, so
   * wrong codes after a right password still add up to a lock. Every attempt is in the audit log.
   */
  async login(payload: StaffLoginPayload, ip: string): Promise<StaffLoginValue> {
    const { repository, passwords, guard, audit, challenges } = this.deps;
    const usernameKey = payload.username.toLowerCase();
    const [accountKey, ipKey] = staffGuardKeys(usernameKey, ip);
    const staff = await repository.findByUsername(usernameKey);
    const failed = (outcome: string) =>
      audit.record({
        staff: staff ? { id: staff.id } : null,
        action: 'staff.login',
        target: staff ? `staff:${staff.id}` : '',
        details: { outcome, username: payload.username },
        ip,
      });

    try {
      await guard.assertNotLocked(accountKey, ipKey);
    } catch (error) {
      await failed('locked');
      throw error;
    }

    let valid = false;
    if (staff) valid = await passwords.verify(staff.password_hash, payload.password);
    else await passwords.burn(payload.password);
    if (!staff || !valid || staff.status !== 'active') {
      await guard.recordFailure(accountKey, ipKey);
      await failed(!staff ? 'unknown_username' : !valid ? 'wrong_password' : 'disabled');
      throw new AppError('STAFF_WRONG_CREDENTIALS');
    }
    // Hashes made with weaker parameters are upgraded while the password is at hand.
    if (passwords.needsRehash(staff.password_hash)) {
      await repository.update(staff.id, { password_hash: await passwords.hash(payload.password) });
    }
    const next = staff.totp_secret === null ? 'enrol' : 'totp';
    const challenge = await challenges.issue(staff.id, next);
    await audit.record({
      staff,
      action: 'staff.login',
      target: `staff:${staff.id}`,
      details: { outcome: 'password_ok', next, username: staff.username },
      ip,
    });
    return { next, challenge };
  }

  async logout(staff: AuthenticatedStaff, ip: string): Promise<void> {
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.revokeSession(staff.sessionId, this.now().toISOString(), trx);
      await this.deps.audit.record(
        { staff, action: 'staff.logout', target: `staff:${staff.id}`, ip },
        trx,
      );
    });
  }

  async me(staff: AuthenticatedStaff): Promise<StaffMeValue> {
    const row = await this.deps.repository.findById(staff.id);
    if (!row) throw new AppError('STAFF_NOT_LOGGED_IN');
    return {
      id: row.id,
      username: row.username,
      displayName: row.display_name,
      role: row.role,
      permissions: permissionsOf(row.role),
      factorEnrolledAt: row.totp_enrolled_at === null ? null : toIsoString(row.totp_enrolled_at),
      recoveryCodesLeft: await this.deps.repository.recoveryCodesLeft(row.id),
    };
  }

  /**
   * Opens a session for a staff member who passed both steps, in the caller's transaction (with
   * whatever the code step changed), and writes the login's audit line with `details`.
   */
  async openSession(
    staff: StaffRow,
    ip: string,
    details: Record<string, unknown>,
    trx: Executor,
  ): Promise<StaffSessionValue> {
    const { repository, audit } = this.deps;
    const now = this.now();
    const at = now.toISOString();
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + STAFF_MAX_SESSION_MS).toISOString();
    await repository.insertSession(
      {
        staff_id: staff.id,
        token_hash: hashToken(token),
        ip,
        created_at: at,
        last_seen_at: at,
        expires_at: expiresAt,
      },
      trx,
    );
    await repository.update(staff.id, { last_login_at: at, last_login_ip: ip }, trx);
    await audit.record(
      {
        staff,
        action: 'staff.login',
        target: `staff:${staff.id}`,
        details: { outcome: 'ok', username: staff.username, ...details },
        ip,
      },
      trx,
    );
    return {
      token,
      username: staff.username,
      displayName: staff.display_name,
      role: staff.role,
      expiresAt,
    };
  }
}
