import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionSummary, SignedTerms } from '@portal/shared/schemas/promotions';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { usePlayGate } from '../../session/real-money-gate';
import { useCheckIn } from '../api/check-in';
import { useMoney } from '../promotion-format';
import styles from './check-in.module.css';
import pageStyles from './promotion-pages.module.css';

type Tile = 'done' | 'today' | 'later';

/** The tile (1-based) a streak day falls on: again from 1 after the last, or the last. */
export function tileOf(terms: SignedTerms, streakDay: number): number {
  const days = terms.rewards.length;
  if (streakDay < 1) return 0;
  return terms.afterLast === 'cycle' ? ((streakDay - 1) % days) + 1 : Math.min(streakDay, days);
}

/** Ticked up to today's tile once checked in, else up to the tile before today's. */
function tiles(terms: SignedTerms, status: NonNullable<PromotionSummary['checkIn']>): Tile[] {
  const today = tileOf(terms, status.signedToday ? status.streak : status.streak + 1);
  return terms.rewards.map((_, index) => {
    const day = index + 1;
    if (day < today || (day === today && status.signedToday)) return 'done';
    return day === today ? 'today' : 'later';
  });
}

/**
 * A check-in promotion's panel (decision 058): the streak, one tile per day with its reward
 * (the days done ticked, today's marked) and today's "Check in" button. The check-in passes the
 * real-money gate; its answer turns the state to "Signed" at once.
 */
export function CheckInPanel({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const { guard } = usePlayGate();
  const checkIn = useCheckIn();
  const [paid, setPaid] = useState<number | null>(null);
  const { terms, checkIn: status } = promotion;
  if (terms.kind !== 'signed') return null;
  const current = status ?? { streak: 0, signedToday: false, nextReward: terms.rewards[0] ?? 0 };
  const label = (tile: Tile, day: number, amount: number) => {
    const values = { day, amount: money(amount) };
    if (tile === 'done') return t('checkIn.dayDone', values);
    return tile === 'today' ? t('checkIn.dayToday', values) : t('checkIn.dayLater', values);
  };

  const handleClick = () => {
    setPaid(null);
    checkIn.reset();
    void guard(() => checkIn.mutate(promotion.id, { onSuccess: (value) => setPaid(value.amount) }));
  };

  return (
    <div className={styles.panel} data-testid="check-in">
      {status && <p className={styles.streak}>{t('checkIn.streak', { days: current.streak })}</p>}
      <ol className={styles.days}>
        {tiles(terms, current).map((tile, index) => (
          <li
            key={index}
            className={styles.day}
            data-day={tile}
            aria-label={label(tile, index + 1, terms.rewards[index] ?? 0)}
          >
            <span aria-hidden="true">{t('checkIn.dayTitle', { day: index + 1 })}</span>
            <span className={styles.amount} aria-hidden="true">
              {money(terms.rewards[index] ?? 0)}
            </span>
            <span className={styles.tick} aria-hidden="true">
              {tile === 'done' ? '✓' : ' '}
            </span>
          </li>
        ))}
      </ol>
      {promotion.action === 'check_in' && (
        <div className={pageStyles.action}>
          <p className={styles.hint}>{t('checkIn.next', { amount: money(current.nextReward) })}</p>
          <Button onClick={handleClick} busy={checkIn.isPending}>
            {t('action.check_in')}
          </Button>
        </div>
      )}
      {checkIn.error && (
        <p role="alert" className={pageStyles.alert}>
          {errorMessage(checkIn.error)}
        </p>
      )}
      {paid !== null && (
        <p role="status" className={pageStyles.done}>
          {t('done.signed', { amount: money(paid) })}
        </p>
      )}
      {current.signedToday && (
        <p className={styles.hint}>
          {t('checkIn.signedToday', { amount: money(current.nextReward) })}
        </p>
      )}
      <p className={styles.hint}>{t('checkIn.hint')}</p>
    </div>
  );
}
