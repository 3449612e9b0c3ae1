import type { CustomerService } from '@portal/shared/schemas/system';
import { ContactIcon } from '../../../components/ui/brand-icons';
import { safeHref } from '../../../components/ui/safe-href';
import styles from './right-bar.module.css';

interface CsEntryProps {
  entry: CustomerService;
  busy: boolean;
  onOpen: (entry: CustomerService) => void;
}

/** Messaging apps are plain links; the other types open through the customer-service hook. */
export function CsEntry({ entry, busy, onOpen }: CsEntryProps) {
  const content = (
    <>
      <span className={styles.iconWrap} data-kind={entry.icon}>
        <ContactIcon kind={entry.icon} size={22} />
      </span>
      <span className={styles.label}>{entry.title}</span>
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
      onClick={() => onOpen(entry)}
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {content}
    </button>
  );
}
