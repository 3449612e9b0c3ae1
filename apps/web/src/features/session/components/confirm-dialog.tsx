import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Marks the confirm button as destructive (a deletion). */
  danger?: boolean;
  /** Without it the dialog only informs and offers the confirm button. */
  onCancel?: () => void;
  onConfirm: () => void;
}

/** A small question or warning with confirm (and cancel) buttons; Enter confirms. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      onClose={onCancel ?? onConfirm}
      title={title}
      width={400}
      height={180}
      footer={
        <div className={styles.actions}>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button isDefault variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
