import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './feedback.module.css';

interface FeedbackSentProps {
  id: number;
  /** A member's reply comes to their platform messages. */
  member: boolean;
  onAnother: () => void;
}

/** The thank-you state after the feedback was stored; focus moves to it for screen readers. */
export function FeedbackSent({ id, member, onAnother }: FeedbackSentProps) {
  const { t } = useTranslation('feedback');
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was taller: bring the thanks into view and give it the focus.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={panel} className={styles.sent} role="status">
      <span className={styles.sentIcon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {t('sent.title')}
      </h2>
      <p className={styles.sentText}>{t('sent.text', { reference: `FB${id}` })}</p>
      <p className={styles.sentText}>{member ? t('sent.member') : t('sent.visitor')}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('sent.another')}
      </Button>
    </div>
  );
}
