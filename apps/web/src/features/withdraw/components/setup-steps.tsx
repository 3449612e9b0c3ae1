import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import styles from './withdraw.module.css';

interface SetupStepsProps {
  info: WithdrawInfo;
  onOpenSecurity: () => void;
  onAddCard: () => void;
}

/**
 * What a first withdrawal needs, in order: the real name (it must match the bank account), the
 * payment password (both set in the security centre), and a bank card in that name.
 */
export function SetupSteps({ info, onOpenSecurity, onAddCard }: SetupStepsProps) {
  const { t } = useTranslation('withdraw');
  const headingId = useId();
  const hasName = info.payeeName !== null;
  const steps = [
    {
      key: 'payeeName',
      done: hasName,
      action: (
        <Button size="sm" variant="secondary" onClick={onOpenSecurity}>
          {t('setup.goSecurity')}
        </Button>
      ),
    },
    {
      key: 'paymentPassword',
      done: info.hasPaymentPassword,
      action: (
        <Button size="sm" variant="secondary" onClick={onOpenSecurity}>
          {t('setup.goSecurity')}
        </Button>
      ),
    },
    {
      key: 'bankCard',
      done: info.cards.length > 0,
      // A card needs the real name first: its holder must match it.
      action: hasName ? (
        <Button size="sm" variant="secondary" onClick={onAddCard}>
          {t('setup.addCard')}
        </Button>
      ) : null,
    },
  ] as const;

  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('setup.title')}
        </h3>
        <p className={styles.muted}>{t('setup.intro')}</p>
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step} data-done={step.done}>
            <span className={styles.stepText}>
              <span className={styles.stepTitle}>{t(`setup.${step.key}`)}</span>
              <span className={styles.muted}>{t(`setup.${step.key}Hint`)}</span>
            </span>
            {step.done ? <span className={styles.done}>{t('setup.done')}</span> : step.action}
          </li>
        ))}
      </ol>
    </section>
  );
}
