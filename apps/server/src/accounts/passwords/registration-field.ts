import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import type { RegistrationRule } from '@portal/shared/schemas/system';
import { checkField } from '@portal/shared/validation/field-rules';
import { AppError } from '../../lib/app-error.js';
import type { RegistrationService } from '../registration/registration.service.js';

/**
 * Values a member sets after registration (a new password, the real payee name) follow the same
 * operator rule as at registration, so that every password in the system meets one policy.
 */
export class RegistrationFieldCheck {
  constructor(private readonly registration: Pick<RegistrationService, 'getRules'>) {}

  /**
   * Throws VALIDATION_FAILED with `{ path, reason }` when `value` breaks the rule of `field`.
   * The value is always required here: the member is setting it on purpose.
   */
  async assert(field: RegistrationRule['field'], value: string, path: string): Promise<void> {
    const rules = await this.registration.getRules(FALLBACK_LANGUAGE);
    const rule = rules.find((candidate) => candidate.field === field);
    if (!rule) return;
    const reason = checkField({ ...rule, required: true }, value);
    if (reason) throw new AppError('VALIDATION_FAILED', {}, [{ path, reason }]);
  }
}
