import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './icons';
import { pageItems } from './page-items';
import styles from './pager.module.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Only previous / "page of total" / next, for narrow places such as a modal's list. */
  compact?: boolean;
  className?: string;
}

export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
  compact = false,
  className,
}: PagerProps) {
  const { t } = useTranslation('modal');
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('ui.pagination')}
      className={[styles.pager, className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('ui.previousPage')}
      >
        <ChevronIcon direction="left" />
      </button>
      {compact ? (
        <span className={styles.status} aria-live="polite">
          {t('ui.pageOf', { page, total: totalPages })}
        </span>
      ) : (
        <ul className={styles.pages}>
          {pageItems(page, totalPages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={styles.page}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('ui.goToPage', { page: item })}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('ui.nextPage')}
      >
        <ChevronIcon direction="right" />
      </button>
    </nav>
  );
}
