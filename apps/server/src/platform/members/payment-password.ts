import type { DB } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { SecretAttempts } from './secret-attempts.js';

/**
 * The six-digit payment password that guards money leaving the member (withdrawals, transfers to
 * the upline). Wrong answers count towards the same limit as the member's other secrets.
 */
export class PaymentPasswordCheck {
  constructor(
    private readonly db: DB,
    private readonly hasher: PasswordHasher,
    private readonly attempts: SecretAttempts,
  ) {}

  /** Throws PAYMENT_PASSWORD_NOT_SET, TOO_MANY_REQUESTS or PAYMENT_PASSWORD_WRONG. */
  async verify(memberId: number, password: string): Promise<void> {
    const member = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member?.payment_password_hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    await this.attempts.assertAllowed(memberId);
    if (!(await this.hasher.verify(member.payment_password_hash, password))) {
      await this.attempts.recordFailure(memberId);
      throw new AppError('PAYMENT_PASSWORD_WRONG');
    }
    await this.attempts.clear(memberId);
  }
}
