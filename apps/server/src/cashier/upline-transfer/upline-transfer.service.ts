import { fromMinor } from '@portal/shared/money';
import type {
  UplineTransferInfo,
  UplineTransferPayload,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import { AppError } from '../../lib/app-error.js';
import { parseTransferAmount } from '../../lib/amount.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { UplineParties, UplineTransferRepository } from './upline-transfer.repository.js';

export interface UplineTransferDeps {
  repository: UplineTransferRepository;
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  settings: Pick<SettingsService, 'get'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
}

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/** The idempotency key of a member's transfer: references are the member's own, not global. */
export const uplineTransferKey = (memberId: number, reference: string) =>
  `upline:${memberId}:${reference}`;

type Upline = NonNullable<UplineParties['upline']>;

/**
 * Whom the member may send money to: only with `toUpline` on (spec section 3), an upline that
 * still exists and is active, and the same currency (a ledger transfer never converts).
 */
function recipient(parties: UplineParties): Upline | null {
  const { upline } = parties;
  if (!parties.toUpline || !upline || !upline.active) return null;
  if (upline.id === parties.memberId || upline.currency !== parties.currency) return null;
  return upline;
}

/** Transfers from a member's main wallet to their upline's (member-centre page transferUpline). */
export class UplineTransferService {
  constructor(private readonly deps: UplineTransferDeps) {}

  private async parties(memberId: number): Promise<UplineParties> {
    const parties = await this.deps.repository.findParties(memberId);
    // The session was valid a moment ago; a member deleted since is signed out.
    if (!parties) throw new AppError('SESSION_EXPIRED');
    return parties;
  }

  async getInfo(memberId: number): Promise<UplineTransferInfo> {
    const parties = await this.parties(memberId);
    const upline = recipient(parties);
    const [limits, balance] = await Promise.all([
      this.deps.settings.get('uplineTransfer'),
      this.deps.ledger.balance({ memberId, wallet: 'main' }),
    ]);
    return {
      allowed: upline !== null,
      upline: upline?.account ?? null,
      min: toNumber(BigInt(limits.minMinor)),
      max: toNumber(BigInt(limits.maxMinor)),
      balance: toNumber(balance),
      currency: parties.currency,
      hasPaymentPassword: parties.hasPaymentPassword,
    };
  }

  /**
   * Moves the amount in one ledger transfer. The reference is the client's idempotency key: the
   * same reference again returns the first transfer's answer and moves nothing; with another
   * amount it is IDEMPOTENCY_CONFLICT. Checks run cheapest first, the payment password last
   * before the money so that a refused amount never costs the member an attempt.
   */
  async transfer(memberId: number, payload: UplineTransferPayload): Promise<UplineTransferResult> {
    const parties = await this.parties(memberId);
    const upline = recipient(parties);
    if (!upline) throw new AppError('UPLINE_TRANSFER_NOT_ALLOWED');
    const limits = await this.deps.settings.get('uplineTransfer');
    const amount = parseTransferAmount(payload.amount, limits);
    await this.deps.paymentPassword.verify(memberId, payload.paymentPassword);
    const result = await this.deps.ledger.transfer({
      idempotencyKey: uplineTransferKey(memberId, payload.reference),
      kind: TransferKind.uplineOut,
      from: { memberId, wallet: 'main' },
      to: { memberId: upline.id, wallet: 'main' },
      amount,
      reference: payload.reference,
      memo: `${parties.account} -> ${upline.account}`,
    });
    return {
      reference: result.reference,
      amount: toNumber(result.amount),
      balance: toNumber(result.from.balanceAfter),
      upline: upline.account,
      currency: result.currency,
      time: result.createdAt,
    };
  }
}
