import { createHash } from 'node:crypto';
import { fromMinor } from '@portal/shared/money';
import type {
  DownlineTransferInfo,
  DownlineTransferPayload,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { parseTransferAmount } from '../../lib/amount.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import type { TeamMember, TeamMembersRepository } from './team-members.repository.js';

export interface DownlineTransferDeps {
  scope: Pick<AgencyScope, 'assertDirect'>;
  repository: Pick<TeamMembersRepository, 'findMember' | 'referenceTaken'>;
  ledger: Pick<LedgerService, 'transfer' | 'balance' | 'findTransfer'>;
  settings: Pick<SettingsService, 'get'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
}

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/** The idempotency key of an agent's transfer: references are the agent's own, not global. */
export const downlineTransferKey = (agentId: number, reference: string) =>
  `downline:${agentId}:${reference}`;

/**
 * The reference a downline transfer shows, in the style of the cashier's order numbers: T, the
 * UTC date (yyyymmdd) and eight digits, e.g. T2026112804815562. The digits are drawn from the
 * transfer's idempotency key (and the attempt, should a reference already be taken), so two
 * presses of one transfer arrive at the same reference and the ledger sees one request.
 */
export function downlineTransferReference(key: string, at: Date, attempt = 0): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const digest = createHash('sha256').update(`${key}#${attempt}`).digest();
  const digits = digest.readBigUInt64BE(0) % 100_000_000n;
  return `T${day}${digits.toString().padStart(8, '0')}`;
}

/** Draws beyond this many taken references would mean something else is wrong. */
const REFERENCE_ATTEMPTS = 20;

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
   * reference is the ledger's IDEMPOTENCY_CONFLICT); the reference the agent and the downline
   * are shown is the transfer's own T… reference (downlineTransferReference). Checks run as for a transfer to the upline:
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
    const idempotencyKey = downlineTransferKey(agentId, payload.reference);
    const result = await this.deps.ledger.transfer({
      idempotencyKey,
      kind: TransferKind.uplineIn,
      from: { memberId: agentId, wallet: 'main' },
      to: { memberId: downline.id, wallet: 'main' },
      amount,
      reference: await this.shownReference(idempotencyKey),
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

  /**
   * The transfer's shown reference: a retry finds the one its first attempt stored (even on
   * another day); a new transfer takes the first free one of its key's sequence.
   */
  private async shownReference(idempotencyKey: string): Promise<string> {
    const existing = await this.deps.ledger.findTransfer(idempotencyKey);
    if (existing) return existing.reference;
    const now = new Date();
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
      const reference = downlineTransferReference(idempotencyKey, now, attempt);
      if (!(await this.deps.repository.referenceTaken(reference))) return reference;
    }
    throw new Error(`No free downline transfer reference for ${idempotencyKey}`);
  }
}
