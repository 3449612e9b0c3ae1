import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@portal/shared/schemas/deposit';
import { TextField } from '../../../components/ui/text-field';
import { amountFieldText } from '../../../lib/amount-input';
import type { DepositMatch } from '../deposit-bonus';
import {
  amountToMinor,
  formatAmount,
  parseAmountText,
  quickAmounts,
  useMoney,
} from '../deposit-format';
import { BonusPreview } from './promotion-choice';
import styles from './deposit.module.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  channel: DepositChannel;
  matches: DepositMatch[];
  /** The deposit match chosen, whose bonus the amount gets. */
  promotionId: number | null;
}

/** The amount within the channel's limits, the quick amounts that fit them, and the bonus. */
export function AmountField({
  value,
  onChange,
  error,
  channel,
  matches,
  promotionId,
}: AmountFieldProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  return (
    <div className={styles.field}>
      <TextField
        label={t('form.amount')}
        value={value}
        onChange={onChange}
        error={error}
        hint={t('form.amountHint', {
          min: money(channel.minAmount),
          max: money(channel.maxAmount),
        })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
      />
      <div className={styles.quick} role="group" aria-label={t('form.quickAmounts')}>
        {quickAmounts(channel.minAmount, channel.maxAmount).map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.quickAmount}
            aria-pressed={parseAmountText(value) === amountToMinor(quick)}
            onClick={() => onChange(amountFieldText(amountToMinor(quick)))}
          >
            {formatAmount(quick)}
          </button>
        ))}
      </div>
      <BonusPreview matches={matches} selected={promotionId} amount={parseAmountText(value)} />
    </div>
  );
}
