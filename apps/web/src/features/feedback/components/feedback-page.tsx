import { useTranslation } from 'react-i18next';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { FeedbackForm } from './feedback-form';
import styles from './feedback.module.css';

/** The /feedback page, open to everyone (spec sections 1 and 6: feedback is a public call). */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  return (
    <section className={styles.page} aria-labelledby="feedback-title">
      <header className={styles.pageHeader}>
        <h1 id="feedback-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.card}>
        <FeedbackForm />
      </div>
    </section>
  );
}

/** The same form as a page of the member centre. */
export function FeedbackCentrePage(_props: CentrePageProps) {
  const { t } = useTranslation('feedback');
  return (
    <section className={styles.centre} aria-labelledby="feedback-centre-title">
      <div>
        <h3 id="feedback-centre-title" className={styles.centreTitle}>
          {t('title')}
        </h3>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <FeedbackForm />
    </section>
  );
}
