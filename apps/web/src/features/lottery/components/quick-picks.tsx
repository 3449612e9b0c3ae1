import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './lottery.module.css';

interface QuickPicksProps {
  digits: 1 | 2 | 3;
  /** Most numbers a selection may hold (xiên: 10). */
  max: number;
  onPick: (numbers: string[]) => void;
}

type Rule = 'even' | 'odd' | 'big' | 'small';

function randomNumbers(digits: number, count: number): string[] {
  const size = 10 ** digits;
  const chosen = new Set<number>();
  const words = new Uint32Array(1);
  while (chosen.size < Math.min(count, size)) {
    crypto.getRandomValues(words);
    chosen.add(words[0]! % size);
  }
  return [...chosen].sort((a, b) => a - b).map((n) => String(n).padStart(digits, '0'));
}

function ruleNumbers(digits: number, rule: Rule): string[] {
  const size = 10 ** digits;
  return Array.from({ length: size }, (_, n) => n)
    .filter((n) =>
      rule === 'even'
        ? n % 2 === 0
        : rule === 'odd'
          ? n % 2 === 1
          : n >= size / 2 === (rule === 'big'),
    )
    .map((n) => String(n).padStart(digits, '0'));
}

/** Random n, every even, odd, big or small number (where the bet allows that many), clear. */
export function QuickPicks({ digits, max, onPick }: QuickPicksProps) {
  const { t } = useTranslation('lottery');
  const [count, setCount] = useState('5');
  const size = 10 ** digits;
  const wanted = Math.min(Math.max(1, Math.floor(Number(count)) || 1), max);
  const rules: Rule[] = size / 2 <= max ? ['even', 'odd', 'big', 'small'] : [];

  return (
    <div className={styles.quick} role="group" aria-label={t('quick.label')}>
      <label className={styles.inline}>
        {t('quick.count')}
        <input
          className={styles.smallInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </label>
      <Button size="sm" variant="secondary" onClick={() => onPick(randomNumbers(digits, wanted))}>
        {t('quick.random', { n: wanted })}
      </Button>
      {rules.map((rule) => (
        <Button
          key={rule}
          size="sm"
          variant="secondary"
          onClick={() => onPick(ruleNumbers(digits, rule))}
        >
          {t(`quick.${rule}`)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={() => onPick([])}>
        {t('quick.clear')}
      </Button>
    </div>
  );
}
