import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Vendor } from '@portal/shared/schemas/system';
import { CloseIcon } from '../../../components/ui/icons';
import { VendorLinks } from './vendor-links';
import styles from './vendor-sheet.module.css';

interface VendorSheetProps {
  title: string;
  allHref: string;
  category: GameCategory;
  vendors: readonly Vendor[];
  onClose: () => void;
}

/** The phone's bottom sheet of a category's vendors; Escape or the backdrop closes it. */
export function VendorSheet({ title, allHref, category, vendors, onClose }: VendorSheetProps) {
  const { t } = useTranslation('nav');
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    sheetRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={sheetRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <CloseIcon size={18} />
          </button>
        </div>
        <Link to={allHref} className={styles.all} onClick={onClose}>
          {t('allOf', { category: title })}
        </Link>
        <VendorLinks category={category} vendors={vendors} onNavigate={onClose} />
      </div>
    </div>
  );
}
