import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { SpeakerIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useNotices } from '../api/get-notices';
import styles from './notice-marquee.module.css';

// The modal (and its HTML sanitiser) loads only when someone opens a notice.
const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/** Scrolling speed in px per second, and a floor so a short list does not race past. */
const SPEED_PX_PER_S = 60;
const MIN_DURATION_S = 12;

/**
 * The header's scrolling notice titles; a click opens the notice modal at that notice, and "more"
 * leads to the announcements page.
 */
export function NoticeMarquee() {
  return (
    <Suspense fallback={<div className={styles.marquee} aria-hidden="true" />}>
      <Marquee />
    </Suspense>
  );
}

function Marquee() {
  const { t, i18n } = useTranslation('notice');
  const notices = useNotices(i18n.language);
  const [modal, setModal] = useState<{ open: boolean; index: number } | null>(null);

  let body;
  if (notices.isPending) {
    body = <span className={styles.placeholder} aria-hidden="true" />;
  } else if (notices.isError) {
    body = (
      <span className={styles.status}>
        {t('marqueeError')}
        <button type="button" className={styles.retry} onClick={() => void notices.refetch()}>
          {t('retry')}
        </button>
      </span>
    );
  } else if (notices.data.length === 0) {
    body = <span className={styles.status}>{t('empty')}</span>;
  } else {
    body = <Ticker notices={notices.data} onOpen={(index) => setModal({ open: true, index })} />;
  }

  return (
    <section className={styles.marquee} aria-label={t('marqueeLabel')}>
      <SpeakerIcon className={styles.icon} size={18} />
      {body}
      <Link className={styles.more} to={paths.noticePage}>
        {t('more')}
      </Link>
      {modal && (
        <Suspense fallback={null}>
          <NoticeModal
            open={modal.open}
            initialIndex={modal.index}
            onClose={() => setModal({ ...modal, open: false })}
          />
        </Suspense>
      )}
    </section>
  );
}

function Ticker({ notices, onOpen }: { notices: Announcement[]; onOpen: (index: number) => void }) {
  const groupRef = useRef<HTMLUListElement>(null);
  // Until the titles are measured (and without ResizeObserver), their width from their length.
  const estimate = notices.reduce((sum, n) => sum + n.title.length, 0) * 8;
  const [measured, setMeasured] = useState(0);
  const duration = Math.max(MIN_DURATION_S, (measured || estimate) / SPEED_PX_PER_S);

  // Measured as the browser lays the page out, not by reading the layout here: a read during
  // the first render forces a layout of the half-built page, which the rest of it then redoes.
  useEffect(() => {
    const group = groupRef.current;
    if (!group || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      setMeasured(entry?.borderBoxSize?.[0]?.inlineSize ?? 0);
    });
    observer.observe(group);
    return () => observer.disconnect();
  }, []);

  const items = (interactive: boolean) =>
    notices.map((notice, index) => (
      <li key={notice.id} className={styles.item}>
        <button
          type="button"
          className={styles.title}
          onClick={() => onOpen(index)}
          tabIndex={interactive ? undefined : -1}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <div className={styles.viewport}>
      <div
        className={styles.track}
        style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
      >
        <ul ref={groupRef} className={styles.group}>
          {items(true)}
        </ul>
        {/* The copy makes the loop seamless; it is invisible to assistive technology. */}
        <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true" inert>
          {items(false)}
        </ul>
      </div>
    </div>
  );
}
