import { useTranslation } from 'react-i18next';
import type { CustomerService } from '@portal/shared/schemas/system';
import { ContactIcon } from '../../../components/ui/brand-icons';
import { safeHref } from '../../../components/ui/safe-href';
import styles from './right-bar.module.css';

interface CsEntryProps {
  entry: CustomerService;
  busy: boolean;
  onOpen: (entry: CustomerService) => void;
}

/** The VIP service (spec section 6): VIP members get it where others get live chat. */
const VIP_SERVICE = 4;

/**
 * Messaging apps are plain links; the other types open through the customer-service hook. The
 * VIP service without a title of the operator's is labelled in the member's language.
 */
export function CsEntry({ entry, busy, onOpen }: CsEntryProps) {
  const { t } = useTranslation('rightbar');
  const vip = entry.csType === VIP_SERVICE;
  const title = entry.title.trim() || (vip ? t('vipService') : entry.title);
  const content = (
    <>
      <span className={styles.iconWrap} data-kind={entry.icon}>
        <ContactIcon kind={entry.icon} size={22} />
      </span>
      <span className={styles.label}>{title}</span>
    </>
  );
  if (entry.csType === 2) {
    const href = safeHref(entry.path);
    if (!href) return null;
    return (
      <a className={styles.entry} href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.entry}
      data-vip={vip || undefined}
      onClick={() => onOpen(entry)}
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {content}
    </button>
  );
}
