import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { HeadsetIcon } from '../../../components/ui/icons';
import { useCustomerServiceEntries } from '../hooks/use-customer-service-entries';
import { useOpenCustomerService } from '../hooks/use-open-customer-service';
import styles from './customer-service-button.module.css';

/**
 * Opens the first live-chat or VIP entry (or, without one, the first entry of any type). Used where
 * the site is otherwise unavailable: the maintenance and region-blocked pages.
 */
export function CustomerServiceButton() {
  return (
    <Suspense fallback={<Button size="lg" busy aria-hidden="true" tabIndex={-1} />}>
      <ContactButton />
    </Suspense>
  );
}

function ContactButton() {
  const { t } = useTranslation('rightbar');
  const { entries, isPending } = useCustomerServiceEntries();
  const { open, error, pendingId } = useOpenCustomerService();
  const entry = entries.find((e) => e.csType === 1 || e.csType === 4) ?? entries[0];
  if (!isPending && !entry) return null;
  return (
    <div className={styles.wrap}>
      <Button size="lg" onClick={() => entry && open(entry)} busy={isPending || pendingId !== null}>
        <HeadsetIcon size={20} />
        {t('contactSupport')}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {t(`errors.${error}`)}
        </p>
      )}
    </div>
  );
}
