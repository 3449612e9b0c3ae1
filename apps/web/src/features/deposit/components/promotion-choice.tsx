import { useTranslation } from 'react-i18next';
import { depositMatchPreview, type DepositMatch } from '../deposit-bonus';
import { useMoney } from '../deposit-format';
import { formatPercent } from '../../promotions/promotion-format';
import styles from './deposit.module.css';

interface PromotionChoiceProps {
  matches: DepositMatch[];
  /** The chosen promotion's id, or null for no bonus. */
  selected: number | null;
  onSelect: (id: number | null) => void;
  name: string;
}

/** "No bonus" or one of the deposit matches the member may take with this deposit. */
export function PromotionChoice({ matches, selected, onSelect, name }: PromotionChoiceProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  return (
    <fieldset className={styles.field} data-testid="deposit-promotions">
      <legend className={styles.label}>{t('promotion.label')}</legend>
      <div className={styles.promotions}>
        <label className={styles.promotion}>
          <input
            type="radio"
            name={name}
            className={styles.channelRadio}
            checked={selected === null}
            onChange={() => onSelect(null)}
          />
          <span className={styles.channelText}>
            <span className={styles.channelName}>{t('promotion.none')}</span>
            <span className={styles.channelMeta}>{t('promotion.noneText')}</span>
          </span>
        </label>
        {matches.map((match) => (
          <label key={match.id} className={styles.promotion}>
            <input
              type="radio"
              name={name}
              className={styles.channelRadio}
              checked={selected === match.id}
              onChange={() => onSelect(match.id)}
            />
            <span className={styles.channelText}>
              <span className={styles.channelName}>
                {match.title}
                {match.state === 'joined' && (
                  <span className={styles.joined}>{t('promotion.joined')}</span>
                )}
              </span>
              <span className={styles.channelMeta}>
                {t('promotion.terms', {
                  percent: formatPercent(match.terms.percent),
                  cap: money(match.terms.capAmount),
                  min: money(match.terms.minDeposit),
                  multiple: match.terms.turnoverMultiple,
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface BonusPreviewProps {
  matches: DepositMatch[];
  selected: number | null;
  /** The typed amount in minor units, or null when it is not an amount yet. */
  amount: bigint | null;
}

/**
 * The bonus the typed amount gets with the chosen promotion, in exact minor units; with no bonus
 * chosen, a reminder that a deposit match joined earlier still waits for a deposit.
 */
export function BonusPreview({ matches, selected, amount }: BonusPreviewProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const match = matches.find((candidate) => candidate.id === selected);
  let text: string;
  if (!match) {
    const waiting = matches.find((candidate) => candidate.state === 'joined');
    if (!waiting) return null;
    text = t('promotion.joinedStill', {
      title: waiting.title,
      min: money(waiting.terms.minDeposit),
    });
  } else if (amount === null) {
    text = t('promotion.enterAmount');
  } else {
    const preview = depositMatchPreview(amount, match.terms);
    if (preview.kind === 'belowMinimum') {
      text = t('promotion.belowMinimum', { min: money(preview.min) });
    } else {
      text = t(preview.capped ? 'promotion.previewCapped' : 'promotion.preview', {
        bonus: money(preview.bonus),
        turnover: money(preview.turnover),
      });
    }
  }
  return (
    <p className={styles.bonusPreview} data-testid="deposit-bonus-preview" aria-live="polite">
      {text}
    </p>
  );
}
