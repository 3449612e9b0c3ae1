import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';

export function ModalCloseButton({ className }: { className?: string }) {
  const { t } = useTranslation('modal');
  return (
    <Dialog.Close className={className} aria-label={t('close')}>
      <CloseIcon size={20} />
    </Dialog.Close>
  );
}
