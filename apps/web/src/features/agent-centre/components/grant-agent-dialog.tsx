import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@portal/shared/schemas/agency';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { accountTypeKey } from '../agency-format';
import { useGrantAgent } from '../api/grant-agent';
import styles from './agency.module.css';

interface GrantAgentDialogProps {
  member: DownlineMember;
  /** The agent type the member would get. */
  type: number;
  onClose: () => void;
  onGranted: (account: string) => void;
}

/** "Make agent": what it means, then the call; a refusal stays in the dialog, explained. */
export function GrantAgentDialog({ member, type, onClose, onGranted }: GrantAgentDialogProps) {
  const { t } = useTranslation('agency');
  const errorMessage = useErrorMessage();
  const grant = useGrantAgent();
  const typeName = t(accountTypeKey(type));
  return (
    <Modal
      open
      onClose={onClose}
      title={t('grant.title')}
      width={420}
      height={180}
      footer={
        <div className={styles.formActions}>
          <Button
            isDefault
            busy={grant.isPending}
            onClick={() =>
              grant.mutate(member.id, { onSuccess: (result) => onGranted(result.account) })
            }
          >
            {t('grant.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={grant.isPending}>
            {t('transfer.cancel')}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>{t('grant.question', { account: member.account, type: typeName })}</p>
        <p className={styles.subtle}>{t('grant.explain')}</p>
        {grant.error && (
          <p role="alert" className={styles.alert}>
            {errorMessage(grant.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
