import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

interface NumberPickerProps {
  digits: 1 | 2 | 3;
  picked: readonly string[];
  onToggle: (number: string) => void;
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** 0–9, 00–99, or 000–999 a hundred at a time. */
export function NumberPicker({ digits, picked, onToggle }: NumberPickerProps) {
  const { t } = useTranslation('lottery');
  const [hundred, setHundred] = useState(0);
  const base = digits === 3 ? hundred * 100 : 0;
  const count = digits === 1 ? 10 : 100;
  const numbers = Array.from({ length: count }, (_, i) => pad(base + i, digits));

  return (
    <div className={styles.picker}>
      {digits === 3 && (
        <div className={styles.hundreds} role="group" aria-label={t('picker.hundreds')}>
          {Array.from({ length: 10 }, (_, h) => {
            const inPage = picked.filter((n) => n.startsWith(String(h))).length;
            return (
              <button
                key={h}
                type="button"
                className={styles.chip}
                aria-pressed={h === hundred}
                onClick={() => setHundred(h)}
              >
                {`${h}00–${h}99`}
                {inPage > 0 && <span className={styles.badge}>{inPage}</span>}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.grid} role="group" aria-label={t('picker.numbers')}>
        {numbers.map((number) => (
          <button
            key={number}
            type="button"
            className={styles.ball}
            aria-pressed={picked.includes(number)}
            onClick={() => onToggle(number)}
          >
            {number}
          </button>
        ))}
      </div>
    </div>
  );
}
