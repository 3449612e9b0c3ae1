import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { formatPercent, useMoney, weightGroups } from '../promotion-format';
import styles from './promotion-pages.module.css';

/** Category names as the lobby writes them (the `pages` namespace is always loaded). */
function useCategoryNames() {
  const { t } = useTranslation('pages');
  return (categories: readonly GameCategory[]) =>
    categories.map((category) => t(`lobby.title.${category}`)).join(', ');
}

/**
 * The terms in words: what the bonus is, the turnover it asks, how long it has, and which game
 * categories count less or not at all (when the answer says so).
 */
export function PromotionTerms({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const names = useCategoryNames();
  const { terms } = promotion;
  const lines: string[] = [];

  if (terms.kind === 'deposit_match') {
    lines.push(
      t('terms.match', { percent: formatPercent(terms.percent), cap: money(terms.capAmount) }),
      t('terms.minDeposit', { min: money(terms.minDeposit) }),
      t('terms.turnoverDeposit', { multiple: terms.turnoverMultiple }),
    );
  } else if (terms.kind === 'cashback') {
    const rates = GAME_CATEGORIES.flatMap((category) => {
      const rate = terms.rates[category];
      return rate ? [`${names([category])} ${formatPercent(rate)}%`] : [];
    });
    lines.push(
      t(`terms.cashback.${terms.basis}`),
      t('terms.rates', { rates: rates.join(', ') }),
      t('terms.cashbackLimits', { min: money(terms.minPayout), cap: money(terms.capAmount) }),
      terms.turnoverMultiple > 0
        ? t('terms.turnoverCashback', { multiple: terms.turnoverMultiple })
        : t('terms.noTurnover'),
    );
  } else if (terms.kind === 'application') {
    lines.push(t('terms.maxAmount', { max: money(terms.maxAmount) }));
    if (terms.contactRequired) lines.push(t('terms.contactRequired'));
    lines.push(
      terms.turnoverMultiple > 0
        ? t('terms.turnoverBonus', { multiple: terms.turnoverMultiple })
        : t('terms.noTurnover'),
    );
  } else if (terms.kind === 'signed') {
    lines.push(
      t(`terms.checkIn.${terms.afterLast}`, { days: terms.rewards.length }),
      terms.turnoverMultiple > 0
        ? t('terms.turnoverBonus', { multiple: terms.turnoverMultiple })
        : t('terms.noTurnover'),
    );
  } else {
    lines.push(
      t('terms.raffle'),
      terms.turnoverMultiple > 0
        ? t('terms.turnoverPrize', { multiple: terms.turnoverMultiple })
        : t('terms.noTurnover'),
    );
  }

  if (terms.turnoverMultiple > 0) {
    lines.push(t('terms.expiry', { days: promotion.expiryDays }));
    if (promotion.weights) {
      const { partial, excluded } = weightGroups(promotion.weights);
      for (const { category, weight } of partial) {
        lines.push(t('terms.weightPartial', { categories: names([category]), weight }));
      }
      if (excluded.length > 0) {
        lines.push(t('terms.weightExcluded', { categories: names(excluded) }));
      }
      if (partial.length === 0 && excluded.length === 0) lines.push(t('terms.weightAll'));
    }
  }

  return (
    <ul className={styles.facts} data-testid="promotion-terms">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Who may take part, and why this member may not when that is the case. */
export function PromotionEligibility({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const { newMembersOnly, frequency, minVipRank } = promotion.eligibility;
  const lines: string[] = [];
  if (newMembersOnly) lines.push(t('eligibility.newMembersOnly'));
  if (minVipRank > 0) lines.push(t('eligibility.vipRank', { rank: minVipRank }));
  if (!newMembersOnly && minVipRank === 0) lines.push(t('eligibility.everyone'));
  lines.push(t(`eligibility.frequency.${frequency}`));
  return (
    <>
      <ul className={styles.facts} data-testid="promotion-eligibility">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {promotion.ineligibleReason && promotion.phase === 'ongoing' && (
        <p className={styles.note} data-testid="promotion-ineligible">
          {t(`ineligible.${promotion.ineligibleReason}`)}
        </p>
      )}
    </>
  );
}
