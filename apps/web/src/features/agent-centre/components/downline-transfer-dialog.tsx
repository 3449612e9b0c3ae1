import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@portal/shared/schemas/agency';
import { Modal } from '../../../components/modals/modal';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useDownlineTransferInfo } from '../api/get-downline-transfer-info';
import { DownlineTransferForm } from './downline-transfer-form';

interface DownlineTransferDialogProps {
  member: DownlineMember;
  onClose: () => void;
}

/** Money from the agent's main wallet to a direct downline's, in a dialog over the list. */
export function DownlineTransferDialog({ member, onClose }: DownlineTransferDialogProps) {
  const { t } = useTranslation('agency');
  const info = useDownlineTransferInfo();

  let body;
  if (info.isPending) body = <Spinner />;
  else if (info.isError) {
    body = (
      <ErrorState
        title={t('transfer.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
        compact
      />
    );
  } else {
    body = <DownlineTransferForm info={info.data} member={member} onClose={onClose} />;
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('transfer.title', { account: member.account })}
      width={460}
    >
      {body}
    </Modal>
  );
}
