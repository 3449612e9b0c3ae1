import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { historyStart } from '../points-format';
import { MovementList } from './movement-list';
import { RedeemList } from './redeem-list';
import styles from './points.module.css';

const TABS = ['redeems', 'movements'] as const;
type Tab = (typeof TABS)[number];

/** The member's history of the last 90 days: exchange records and every points movement. */
export function PointsHistory() {
  const { t } = useTranslation('points');
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('redeems');
  // One start for the page's life, so paging does not shift the range.
  const [from] = useState(() => historyStart());

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="points-history-title">
      <div className={styles.sectionHead}>
        <h2 id="points-history-title" className={styles.sectionTitle}>
          {t('history.title')}
        </h2>
        <p className={styles.muted}>{t('history.range')}</p>
      </div>
      <div
        role="tablist"
        aria-label={t('history.title')}
        className={styles.tabs}
        onKeyDown={handleKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${baseId}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`history.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className={styles.panel}
      >
        {tab === 'redeems' ? <RedeemList from={from} /> : <MovementList from={from} />}
      </div>
    </section>
  );
}
