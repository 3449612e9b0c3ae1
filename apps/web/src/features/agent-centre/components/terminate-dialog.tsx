import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/shared/schemas/contracts';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { useContractChange } from '../api/contract-relay';
import styles from './agency.module.css';

interface TerminateDialogProps {
  kind: ContractKind;
  contractId: number;
  /** The other side, who must agree. */
  account: string;
  onClose: () => void;
  onDone: () => void;
}

/** "Request termination": what it means, then the call; a refusal stays in the dialog. */
export function TerminateDialog({
  kind,
  contractId,
  account,
  onClose,
  onDone,
}: TerminateDialogProps) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const change = useContractChange(kind);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('terminate.title')}
      width={420}
      height={180}
      footer={
        <div className={styles.formActions}>
          <Button
            variant="danger"
            isDefault
            busy={change.isPending}
            onClick={() =>
              change.mutate({ action: 'requestTermination', contractId }, { onSuccess: onDone })
            }
          >
            {t('terminate.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('editor.cancel')}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>{t('terminate.question', { account })}</p>
        {change.error && (
          <p role="alert" className={styles.alert}>
            {errorMessage(change.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
