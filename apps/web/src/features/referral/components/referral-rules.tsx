import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralRulesSummary } from '@portal/shared/schemas/referral';
import { useMoney } from '../referral-format';
import styles from './referral.module.css';

/** What a friend must do and what the member gets for each one, in the operator's figures. */
export function ReferralRules({ rules }: { rules: ReferralRulesSummary }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const headingId = useId();
  const reward =
    rules.rewardWallet === 'bonus' && rules.turnoverMultiple > 0
      ? t('rules.rewardBonus', {
          amount: money(rules.rewardAmount),
          multiple: rules.turnoverMultiple,
        })
      : rules.rewardWallet === 'bonus'
        ? t('rules.rewardBonusFree', { amount: money(rules.rewardAmount) })
        : t('rules.rewardMain', { amount: money(rules.rewardAmount) });
  return (
    <section className={styles.rules} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t('rules.heading')}
      </h4>
      {!rules.enabled && (
        <p className={styles.paused} role="status">
          {t('rules.paused')}
        </p>
      )}
      <ol className={styles.steps} data-testid="referral-rules">
        <li>{t('rules.share')}</li>
        <li>{t('rules.deposit', { amount: money(rules.minFirstDeposit) })}</li>
        {rules.minTurnover > 0 && (
          <li>{t('rules.turnover', { amount: money(rules.minTurnover) })}</li>
        )}
        {rules.qualifyWithinDays > 0 && (
          <li>{t('rules.window', { days: rules.qualifyWithinDays })}</li>
        )}
        <li data-testid="referral-reward-rule">{reward}</li>
      </ol>
      <p className={styles.fineprint}>{t('rules.abuse')}</p>
    </section>
  );
}
