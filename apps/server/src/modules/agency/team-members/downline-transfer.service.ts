import { fromMinor } from '@portal/shared/money';
import type {
  DownlineTransferInfo,
  DownlineTransferPayload,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { parseTransferAmount } from '../../../lib/amount.js';
import { AppError } from '../../../lib/app-error.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import { TransferKind } from '../../ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../payment-password/payment-password.js';
import type { SettingsService } from '../../settings/settings.service.js';
import type { AgencyScope } from '../agency-scope.js';
import type { TeamMember, TeamMembersRepository } from './team-members.repository.js';

export interface DownlineTransferDeps {
  scope: Pick<AgencyScope, 'assertDirect'>;
  repository: Pick<TeamMembersRepository, 'findMember'>;
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  settings: Pick<SettingsService, 'get'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
}

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/** The idempotency key of an agent's transfer: references are the agent's own, not global. */
export const downlineTransferKey = (agentId: number, reference: string) =>
  `downline:${agentId}:${reference}`;

/**
 * Transfers from an agent's main wallet to a direct downline's (decision 032). The limits are the
 * operator's `uplineTransfer` limits: one band for money moving either way along the tree.
 */
export class DownlineTransferService {
  constructor(private readonly deps: DownlineTransferDeps) {}

  private async agent(agentId: number): Promise<TeamMember> {
    const agent = await this.deps.repository.findMember(agentId);
    // The session was valid a moment ago; a member deleted since is signed out.
    if (!agent) throw new AppError('SESSION_EXPIRED');
    return agent;
  }

  async getInfo(agentId: number): Promise<DownlineTransferInfo> {
    const agent = await this.agent(agentId);
    const [limits, balance] = await Promise.all([
      this.deps.settings.get('uplineTransfer'),
      this.deps.ledger.balance({ memberId: agentId, wallet: 'main' }),
    ]);
    return {
      min: toNumber(BigInt(limits.minMinor)),
      max: toNumber(BigInt(limits.maxMinor)),
      balance: toNumber(balance),
      currency: agent.currency,
      hasPaymentPassword: agent.payment_password_hash !== null,
    };
  }

  /**
   * One ledger transfer, idempotent by the agent's reference (another amount under the same
   * reference is the ledger's IDEMPOTENCY_CONFLICT). Checks run as for a transfer to the upline:
   * the recipient, the amount, and the payment password last before the money, so that a refused
   * amount never costs the agent an attempt.
   */
  async transfer(
    agentId: number,
    payload: DownlineTransferPayload,
  ): Promise<DownlineTransferResult> {
    const agent = await this.agent(agentId);
    await this.deps.scope.assertDirect(agentId, payload.memberId);
    const downline = await this.deps.repository.findMember(payload.memberId);
    if (!downline) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    // A ledger transfer never converts, and a disabled account receives nothing.
    if (downline.status !== 'active' || downline.currency !== agent.currency) {
      throw new AppError('DOWNLINE_TRANSFER_NOT_ALLOWED');
    }
    const limits = await this.deps.settings.get('uplineTransfer');
    const amount = parseTransferAmount(payload.amount, limits);
    await this.deps.paymentPassword.verify(agentId, payload.paymentPassword);
    const result = await this.deps.ledger.transfer({
      idempotencyKey: downlineTransferKey(agentId, payload.reference),
      kind: TransferKind.uplineIn,
      from: { memberId: agentId, wallet: 'main' },
      to: { memberId: downline.id, wallet: 'main' },
      amount,
      reference: payload.reference,
      memo: `${agent.account} -> ${downline.account}`,
    });
    return {
      reference: result.reference,
      amount: toNumber(result.amount),
      balance: toNumber(result.from.balanceAfter),
      downline: downline.account,
      currency: result.currency,
      time: result.createdAt,
    };
  }
}
