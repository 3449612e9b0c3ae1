import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHelpCenter } from '../../../api/get-help-center';
import styles from './site-footer.module.css';

const HelpModal = lazy(() =>
  import('../../help/components/help-modal').then((module) => ({ default: module.HelpModal })),
);

/** A plain click opens the modal; a click asking for a new tab or window keeps the link's own way. */
const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * Help topics open the help-centre modal at their topic; each is also a link to /help/<topicId>
 * for a new tab. A failure leaves a link to the help page and a retry.
 */
export function FooterHelpLinks() {
  const { t, i18n } = useTranslation('footer');
  const topics = useHelpCenter(i18n.language);
  const [openTopic, setOpenTopic] = useState<number | null>(null);
  return (
    <nav className={styles.column} aria-labelledby="footer-help">
      <h2 id="footer-help" className={styles.heading}>
        {t('help.title')}
      </h2>
      {topics.isPending ? (
        <div className={styles.linkSkeleton}>
          {[70, 55, 80, 60].map((width) => (
            <Skeleton key={width} width={`${width}%`} height={12} />
          ))}
        </div>
      ) : (
        <ul className={styles.links}>
          {(topics.data ?? []).map((topic) => (
            <li key={topic.id}>
              <Link
                className={styles.link}
                to={`${paths.help}/${topic.id}`}
                onClick={(event) => {
                  if (!opensInPlace(event)) return;
                  event.preventDefault();
                  setOpenTopic(topic.id);
                }}
              >
                {topic.title}
              </Link>
            </li>
          ))}
          {(topics.isError || topics.data?.length === 0) && (
            <li>
              <Link className={styles.link} to={paths.help}>
                {t('help.all')}
              </Link>
            </li>
          )}
          {topics.isError && (
            <li>
              <button type="button" className={styles.retry} onClick={() => void topics.refetch()}>
                {t('help.retry')}
              </button>
            </li>
          )}
        </ul>
      )}
      {openTopic !== null && (
        <Suspense fallback={null}>
          <HelpModal topicId={openTopic} onClose={() => setOpenTopic(null)} />
        </Suspense>
      )}
    </nav>
  );
}
