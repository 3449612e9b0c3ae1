import type { WithdrawalStatus } from '@portal/shared/schemas/withdrawal';
import type { Tone } from '../../../components/ui/primitives';

/** How a withdrawal's state reads at a glance, as the member's page colours it. */
export const withdrawalTone: Record<WithdrawalStatus, Tone> = {
  pending: 'warning',
  approved: 'info',
  not_received: 'danger',
  partial: 'danger',
  received: 'success',
  auto_received: 'success',
  refunded: 'success',
  force_received: 'neutral',
  rejected: 'neutral',
};

/** The member disputes the payout: finance refunds or closes the claim (decision 015). */
export const disputed = (status: WithdrawalStatus) =>
  status === 'not_received' || status === 'partial';
