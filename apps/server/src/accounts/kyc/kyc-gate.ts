import { majorNumber } from '@portal/shared/money';
import type { KycRequiredValue } from '@portal/shared/schemas/kyc';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { KycRepository } from './kyc.repository.js';
import { kycStateOf } from './kyc-view.js';

/**
 * The withdrawal gate (decision 053): a withdrawal above the site's amount, or one that takes the
 * member's withdrawals in total past the lifetime amount, needs a verified member. The cashier
 * asks it at the end of the transaction that writes the order and holds the amount: the total
 * then includes the order, and the wallet row the hold locked makes two requests of one member
 * take turns, so two withdrawals at once cannot pass the lifetime amount together.
 */
export class KycGate {
  constructor(
    private readonly repository: Pick<KycRepository, 'latestCase' | 'withdrawalsTotal'>,
    private readonly settings: Pick<SettingsService, 'get'>,
  ) {}

  /**
   * Refuses with 403 KYC_REQUIRED `{ reason, threshold, state }` when the member must verify.
   * `amount` is the new order's, already written in `executor`'s transaction.
   */
  async assertAllowed(memberId: number, amount: bigint, executor: Executor): Promise<void> {
    const setting = await this.settings.get('kyc', executor);
    let refusal: Omit<KycRequiredValue, 'state'> | null = null;
    if (amount > BigInt(setting.withdrawalThresholdMinor)) {
      refusal = { reason: 'amount', threshold: majorNumber(setting.withdrawalThresholdMinor) };
    } else {
      const total = await this.repository.withdrawalsTotal(memberId, executor);
      if (total > BigInt(setting.lifetimeThresholdMinor)) {
        refusal = { reason: 'lifetime', threshold: majorNumber(setting.lifetimeThresholdMinor) };
      }
    }
    if (!refusal) return;
    const state = kycStateOf(await this.repository.latestCase(memberId, executor));
    if (state === 'verified') return;
    throw new AppError('KYC_REQUIRED', {}, undefined, { ...refusal, state });
  }
}
