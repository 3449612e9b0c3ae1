import { useTranslation } from 'react-i18next';
import { formatAmount, formatChip } from '../../lib/money';
import styles from './chip-selector.module.css';

interface ChipSelectorProps {
  chips: readonly number[];
  chosen: number;
  disabled: boolean;
  onChoose: (chip: number) => void;
}

/** The chip each press on the board puts down. */
export function ChipSelector({ chips, chosen, disabled, onChoose }: ChipSelectorProps) {
  const { t } = useTranslation('house');
  return (
    <fieldset className={styles.chips} disabled={disabled}>
      <legend>{t('roulette.chip')}</legend>
      {chips.map((value) => (
        <button
          key={value}
          type="button"
          className={[styles.chipButton, value === chosen ? styles.chipSelected : ''].join(' ')}
          aria-pressed={value === chosen}
          aria-label={t('roulette.chipValue', { amount: formatAmount(value) })}
          onClick={() => onChoose(value)}
        >
          {formatChip(value)}
        </button>
      ))}
    </fieldset>
  );
}
