import type {
  StaffEnrolConfirmValue,
  StaffEnrolStartValue,
  StaffRecoveryCodesValue,
  StaffSessionValue,
} from '@portal/shared/schemas/operator';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.js';
import type { LoginGuard } from '../../accounts/session/login-guard.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { AuthenticatedStaff } from '../../platform/operators/staff.types.js';
import { isTotpCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import type { StaffChallenge, StaffChallenges } from './staff-challenges.js';
import { staffGuardKeys, type StaffSessionService } from './staff-session.service.js';
import type { StaffRepository, StaffRow } from './staff.repository.js';

/** The name authenticator apps show beside the staff member's username. */
export const STAFF_TOTP_ISSUER = 'Portal Console';

export interface StaffFactorDeps {
  db: DB;
  repository: StaffRepository;
  sessions: StaffSessionService;
  challenges: StaffChallenges;
  guard: LoginGuard;
  audit: AuditLog;
  now?: () => Date;
}

/** The challenge and the staff member behind it, still allowed to sign in. */
interface Pending {
  token: string;
  ip: string;
  challenge: StaffChallenge;
  staff: StaffRow;
  accountKey: string;
  ipKey: string;
}

/**
 * The second factor every staff member signs in with (decision 040): enrolling an authenticator
 * at the first sign-in, the code step of every later one, and the recovery codes for a lost
 * device. Wrong codes count in the login guard under the same keys as wrong passwords, and end
 * the challenge after five; a code's time step opens one session only.
 */
export class StaffFactorService {
  private readonly now: () => Date;

  constructor(private readonly deps: StaffFactorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** A new secret for a staff member without a factor, held with the challenge until confirmed. */
  async startEnrolment(token: string, ip: string): Promise<StaffEnrolStartValue> {
    const { token: held, challenge, staff } = await this.pending(token, ip);
    if (staff.totp_secret !== null) throw new AppError('STAFF_FACTOR_ENROLLED');
    const secret = newTotpSecret();
    await this.deps.challenges.holdSecret(held, challenge, secret);
    return { secret, otpauthUri: totpUri(secret, staff.username, STAFF_TOTP_ISSUER) };
  }

  /** The first code of the new secret: the factor is set, recovery codes made, the session opens. */
  async confirmEnrolment(token: string, code: string, ip: string): Promise<StaffEnrolConfirmValue> {
    const pending = await this.pending(token, ip);
    const { challenge, staff } = pending;
    if (staff.totp_secret !== null) throw new AppError('STAFF_FACTOR_ENROLLED');
    const secret = challenge.pendingSecret;
    if (!secret) throw new AppError('TOTP_NOT_SET_UP');
    await this.acceptTotp(pending, secret, code);
    await this.take(pending);
    const recoveryCodes = newRecoveryCodes();
    const at = this.now().toISOString();
    const session = await inTransaction(this.deps.db, async (trx) => {
      if (!(await this.deps.repository.enrolFactor(staff.id, secret, at, trx))) {
        throw new AppError('STAFF_FACTOR_ENROLLED');
      }
      await this.deps.repository.replaceRecoveryCodes(
        staff.id,
        recoveryCodes.map(recoveryCodeHash),
        at,
        trx,
      );
      await this.deps.audit.record(
        {
          staff,
          action: 'staff.factor_enrolled',
          target: `staff:${staff.id}`,
          details: { username: staff.username },
          ip,
        },
        trx,
      );
      return this.deps.sessions.openSession(staff, ip, { factor: 'enrolment' }, trx);
    });
    await this.deps.guard.recordSuccess(pending.accountKey);
    return { ...session, recoveryCodes };
  }

  /** The code step: the authenticator's current code, or one unused recovery code. */
  async verify(token: string, code: string, ip: string): Promise<StaffSessionValue> {
    const pending = await this.pending(token, ip);
    const { staff } = pending;
    if (staff.totp_secret === null) throw new AppError('STAFF_FACTOR_NOT_ENROLLED');
    let session: StaffSessionValue;
    if (isTotpCode(code)) {
      await this.acceptTotp(pending, staff.totp_secret, code.trim());
      await this.take(pending);
      session = await inTransaction(this.deps.db, (trx) =>
        this.deps.sessions.openSession(staff, ip, { factor: 'totp' }, trx),
      );
    } else {
      const hash = recoveryCodeHash(code);
      if (!(await this.deps.repository.hasUnusedRecoveryCode(staff.id, hash))) {
        return this.wrongCode(pending, 'recovery_code');
      }
      await this.take(pending);
      const at = this.now().toISOString();
      // Spent in the session's transaction: of two sign-ins racing with one code, one opens.
      session = await inTransaction(this.deps.db, async (trx) => {
        if (!(await this.deps.repository.useRecoveryCode(staff.id, hash, at, trx))) {
          throw new AppError('STAFF_WRONG_CODE', {}, undefined, { attemptsLeft: 0 });
        }
        return this.deps.sessions.openSession(
          staff,
          ip,
          { outcome: 'recovery_code_used', factor: 'recovery_code' },
          trx,
        );
      });
    }
    await this.deps.guard.recordSuccess(pending.accountKey);
    return session;
  }

  /** Ten new recovery codes for a signed-in staff member, against a current authenticator code. */
  async regenerateRecoveryCodes(
    operator: AuthenticatedStaff,
    code: string,
    ip: string,
  ): Promise<StaffRecoveryCodesValue> {
    const { repository, guard, challenges, audit } = this.deps;
    const staff = await repository.findById(operator.id);
    if (!staff) throw new AppError('STAFF_NOT_LOGGED_IN');
    if (staff.totp_secret === null) throw new AppError('STAFF_FACTOR_NOT_ENROLLED');
    const [accountKey, ipKey] = staffGuardKeys(staff.username_key, ip);
    await guard.assertNotLocked(accountKey, ipKey);
    const step = totpStep(staff.totp_secret, code, this.now().getTime());
    if (step === null) {
      await guard.recordFailure(accountKey, ipKey);
      throw new AppError('TOTP_INVALID');
    }
    if (!(await challenges.markStepUsed(staff.id, step))) throw new AppError('STAFF_CODE_USED');
    const recoveryCodes = newRecoveryCodes();
    await inTransaction(this.deps.db, async (trx) => {
      await repository.replaceRecoveryCodes(
        staff.id,
        recoveryCodes.map(recoveryCodeHash),
        this.now().toISOString(),
        trx,
      );
      await audit.record(
        {
          staff: operator,
          action: 'staff.recovery_codes_regenerated',
          target: `staff:${staff.id}`,
          details: { username: staff.username },
          ip,
        },
        trx,
      );
    });
    return { recoveryCodes };
  }

  /**
   * The live challenge and its staff member, still active and not locked out. A challenge whose
   * staff member was disabled meanwhile is over.
   */
  private async pending(token: string, ip: string): Promise<Pending> {
    const { challenges, repository, guard } = this.deps;
    const challenge = await challenges.read(token);
    if (!challenge) throw new AppError('VERIFICATION_EXPIRED');
    const staff = await repository.findById(challenge.staffId);
    if (!staff || staff.status !== 'active') {
      await challenges.end(token);
      throw new AppError('VERIFICATION_EXPIRED');
    }
    const [accountKey, ipKey] = staffGuardKeys(staff.username_key, ip);
    const pending = { token, ip, challenge, staff, accountKey, ipKey };
    try {
      await guard.assertNotLocked(accountKey, ipKey);
    } catch (error) {
      await this.auditLogin(pending, 'locked');
      throw error;
    }
    return pending;
  }

  /** A right code of an unused time step, or the answer for a wrong or replayed one. */
  private async acceptTotp(pending: Pending, secret: string, code: string): Promise<void> {
    const step = totpStep(secret, code, this.now().getTime());
    if (step === null) return this.wrongCode(pending, 'totp');
    if (!(await this.deps.challenges.markStepUsed(pending.staff.id, step))) {
      // A replay is refused but not counted: it proves the code was right a moment ago.
      await this.auditLogin(pending, 'code_reused');
      throw new AppError('STAFF_CODE_USED');
    }
  }

  private async wrongCode(pending: Pending, method: string): Promise<never> {
    await this.deps.guard.recordFailure(pending.accountKey, pending.ipKey);
    const attemptsLeft = await this.deps.challenges.wrongCode(pending.token);
    await this.auditLogin(pending, 'wrong_code', { method, attemptsLeft });
    throw new AppError('STAFF_WRONG_CODE', {}, undefined, { attemptsLeft });
  }

  /** Spends the challenge; a second call racing with the same one finds it gone. */
  private async take(pending: Pending): Promise<void> {
    if (!(await this.deps.challenges.take(pending.token))) {
      throw new AppError('VERIFICATION_EXPIRED');
    }
  }

  private auditLogin(
    { staff, ip }: Pending,
    outcome: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.deps.audit.record({
      staff,
      action: 'staff.login',
      target: `staff:${staff.id}`,
      details: { outcome, username: staff.username, ...details },
      ip,
    });
  }
}
