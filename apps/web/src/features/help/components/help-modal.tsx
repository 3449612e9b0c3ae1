import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { HelpCenter } from './help-center';

interface HelpModalProps {
  /** The topic to open with; its first item shows. */
  topicId: number;
  onClose: () => void;
}

/** Spec section 2: the help-centre modal, the help page's component with the topic chosen. */
export function HelpModal({ topicId, onClose }: HelpModalProps) {
  const { t } = useTranslation('help');
  const [shown, setShown] = useState<{ topicId: number; itemId: number | null }>({
    topicId,
    itemId: null,
  });
  return (
    <Modal open onClose={onClose} title={t('title')} width={960} height={520}>
      <HelpCenter
        choice={{
          ...shown,
          onSelect: (topic, item) => setShown({ topicId: topic, itemId: item ?? null }),
        }}
      />
    </Modal>
  );
}
