import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './join-panel.module.css';

const BENEFITS = ['commission', 'team', 'tools', 'support'] as const;

/** Why and how to become an agent; the button opens registration when it is offered. */
export function JoinPanel({ onRegister }: { onRegister?: (() => void) | undefined }) {
  const { t } = useTranslation('pages');
  return (
    <section className={styles.join} aria-labelledby="join-title">
      <div className={styles.hero}>
        <h1 id="join-title">{t('join.heading')}</h1>
        <p className={styles.lead}>{t('join.lead')}</p>
        {onRegister && (
          <Button size="lg" onClick={onRegister}>
            {t('join.cta')}
          </Button>
        )}
      </div>
      <ul className={styles.benefits} role="list">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <h2>{t(`join.benefits.${benefit}.title`)}</h2>
            <p>{t(`join.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <ol className={styles.steps}>
        {(['register', 'contact', 'earn'] as const).map((step) => (
          <li key={step}>{t(`join.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
