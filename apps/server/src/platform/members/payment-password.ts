import type { DB } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { SecretAttempts } from './secret-attempts.js';
import { PaymentPasswordRepository } from './payment-password.repository.js';

/**
 * The six-digit payment password that guards money leaving the member (withdrawals, transfers to
 * the upline). Wrong answers count towards the same limit as the member's other secrets.
 */
export class PaymentPasswordCheck {
  private readonly repository: PaymentPasswordRepository;

  constructor(
    db: DB,
    private readonly hasher: PasswordHasher,
    private readonly attempts: SecretAttempts,
  ) {
    this.repository = new PaymentPasswordRepository(db);
  }

  /** Throws PAYMENT_PASSWORD_NOT_SET, TOO_MANY_REQUESTS or PAYMENT_PASSWORD_WRONG. */
  async verify(memberId: number, password: string): Promise<void> {
    const hash = await this.repository.hashOf(memberId);
    if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    await this.attempts.assertAllowed(memberId);
    if (!(await this.hasher.verify(hash, password))) {
      await this.attempts.recordFailure(memberId);
      throw new AppError('PAYMENT_PASSWORD_WRONG');
    }
    await this.attempts.clear(memberId);
  }
}
