import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@portal/shared/money';
import type { BlockingBonus, WithdrawRequirements } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDateTime } from '../../../lib/format-date-time';
import { lazyComponent } from '../../../lib/lazy-component';
import { useErrorMessage } from '../../../lib/error-message';
import { useForfeitBonus } from '../../bonuses/api/forfeit-bonus';
import { useMoney } from '../withdraw-format';
import styles from './withdraw.module.css';

const ConfirmDialog = lazyComponent(() =>
  import('../../session/components/confirm-dialog').then((m) => m.ConfirmDialog),
);

/** Whole percent of `played` of `required`, floored, from exact minor units. */
function percent(played: number, required: number): number {
  const total = toMinor(required.toFixed(2));
  if (total <= 0n) return 100;
  return Number((toMinor(played.toFixed(2)) * 100n) / total);
}

/**
 * Everything that holds back a withdrawal, before the form: the deposits' own turnover and each
 * running bonus with what it still needs, a way to its details and a way to give it up (after a
 * confirmation that says what goes). The server refuses a withdrawal on this same answer.
 */
export function RequirementsPanel({
  requirements,
  onOpenBonuses,
}: {
  requirements: WithdrawRequirements;
  onOpenBonuses: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const money = useMoney();
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState<BlockingBonus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { deposit, bonuses } = requirements;
  const depositDue = deposit.remaining > 0;

  const confirm = () => {
    if (!asking) return;
    const bonus = asking;
    setAsking(null);
    setDone(null);
    setFailure(null);
    forfeit.mutate(bonus.id, {
      onSuccess: () => setDone(t('requirements.forfeited', { bonusNo: bonus.bonusNo })),
      onError: setFailure,
    });
  };

  if (!depositDue && bonuses.length === 0) {
    return done ? (
      <p role="status" className={styles.notice}>
        {done}
      </p>
    ) : null;
  }
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.card, styles.requirements].join(' ')}
      data-testid="withdraw-requirements"
    >
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('requirements.heading')}
        </h3>
        <p className={styles.muted}>{t('requirements.intro')}</p>
      </div>
      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      {done && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      <ul className={styles.requirementList}>
        {depositDue && (
          <li className={styles.requirement} data-testid="requirement-deposit">
            <div className={styles.requirementHead}>
              <span className={styles.requirementTitle}>{t('requirements.deposit')}</span>
              <span className={styles.requirementLeft}>
                {t('requirements.left', { amount: money(deposit.remaining) })}
              </span>
            </div>
            <ProgressBar
              value={percent(deposit.required - deposit.remaining, deposit.required)}
              label={t('requirements.deposit')}
              valueText={t('requirements.played', {
                played: money(deposit.required - deposit.remaining),
                required: money(deposit.required),
              })}
            />
            <span className={styles.muted}>
              {t('requirements.played', {
                played: money(deposit.required - deposit.remaining),
                required: money(deposit.required),
              })}
            </span>
          </li>
        )}
        {bonuses.map((bonus) => (
          <BonusRequirement
            key={bonus.id}
            bonus={bonus}
            busy={forfeit.isPending && forfeit.variables === bonus.id}
            onOpen={onOpenBonuses}
            onForfeit={() => {
              setDone(null);
              setAsking(bonus);
            }}
          />
        ))}
      </ul>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('requirements.confirmTitle')}
            message={t('requirements.confirmMessage', {
              title: asking.title,
              bonusNo: asking.bonusNo,
              amount: money(asking.amount),
              remaining: money(asking.turnoverRemaining),
            })}
            confirmLabel={t('requirements.confirmForfeit')}
            danger
            onCancel={() => setAsking(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </section>
  );
}

function BonusRequirement({
  bonus,
  busy,
  onOpen,
  onForfeit,
}: {
  bonus: BlockingBonus;
  busy: boolean;
  onOpen: () => void;
  onForfeit: () => void;
}) {
  const { t, i18n } = useTranslation('withdraw');
  const money = useMoney();
  const played = t('requirements.played', {
    played: money(bonus.turnoverPlayed),
    required: money(bonus.turnoverRequired),
  });
  return (
    <li className={styles.requirement} data-testid="requirement-bonus">
      <div className={styles.requirementHead}>
        <span className={styles.requirementTitle}>
          {t('requirements.bonus', { title: bonus.title })}
          <span className={styles.requirementNo}>{bonus.bonusNo}</span>
        </span>
        <span className={styles.requirementLeft} data-testid="requirement-bonus-left">
          {t('requirements.left', { amount: money(bonus.turnoverRemaining) })}
        </span>
      </div>
      <ProgressBar
        value={percent(bonus.turnoverPlayed, bonus.turnoverRequired)}
        label={t('requirements.progressLabel', { bonusNo: bonus.bonusNo })}
        valueText={played}
      />
      <span className={styles.muted}>
        {played} ·{' '}
        {t('requirements.expires', { time: formatDateTime(bonus.expiresAt, i18n.language) })}
      </span>
      <div className={styles.requirementActions}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onOpen}
          aria-label={t('requirements.openLabel', { bonusNo: bonus.bonusNo })}
        >
          {t('requirements.open')}
        </button>
        <Button
          variant="secondary"
          size="sm"
          className={styles.forfeit}
          onClick={onForfeit}
          busy={busy}
          aria-label={t('requirements.forfeitLabel', { bonusNo: bonus.bonusNo })}
        >
          {t('requirements.forfeit', { amount: money(bonus.amount) })}
        </Button>
      </div>
    </li>
  );
}
