import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { NoticeBrowser } from './notice-browser';
import styles from './notice-modal.module.css';

export interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  /** The notice to show first (0-based, in marquee order); its page opens with it. */
  initialIndex?: number;
}

/** Spec section 2: 9 notices per page, titles on the left, the selected notice on the right. */
export function NoticeModal({ open, onClose, initialIndex = 0 }: NoticeModalProps) {
  const { t } = useTranslation('notice');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('modalTitle')}
      width={960}
      height={520}
      className={styles.modal}
    >
      <NoticeBrowser key={initialIndex} initialIndex={initialIndex} />
    </Modal>
  );
}
