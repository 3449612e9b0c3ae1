import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { Modal } from '../../../components/modals/modal';
import { PrizeResult } from './prize-result';

/** An opened ticket's prize and its proof, checked again in the browser. */
export function VerifyDialog({ ticket, onClose }: { ticket: RewardTicket; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('verifyTitle', { ticketNo: ticket.ticketNo })}
      width={520}
    >
      <PrizeResult ticket={ticket} />
    </Modal>
  );
}
