import type { DepositStatus } from '@portal/shared/schemas/deposit';
import type { Tone } from '../../../components/ui/primitives';

/** How a deposit's state reads at a glance: waiting, credited, or closed without money. */
export const depositTone: Record<DepositStatus, Tone> = {
  pending: 'warning',
  success: 'success',
  rejected: 'danger',
  failed: 'danger',
  expired: 'neutral',
};
