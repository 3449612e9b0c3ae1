import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { parsePastedNumbers } from '../paste-numbers';
import styles from './lottery.module.css';

interface PasteBoxProps {
  digits: number;
  onAdd: (numbers: string[]) => void;
}

/** A pasted list of numbers (spaces, commas or new lines between them); bad entries are named. */
export function PasteBox({ digits, onAdd }: PasteBoxProps) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);

  const handleAdd = () => {
    const parsed = parsePastedNumbers(text, digits);
    setInvalid(parsed.invalid);
    if (parsed.numbers.length > 0) onAdd(parsed.numbers);
    if (parsed.invalid.length === 0) setText('');
  };

  return (
    <div className={styles.paste}>
      <label htmlFor={id}>{t('paste.label', { digits })}</label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        value={text}
        placeholder={t('paste.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button size="sm" variant="secondary" onClick={handleAdd} disabled={text.trim() === ''}>
        {t('paste.add')}
      </Button>
      {invalid.length > 0 && (
        <p role="alert" className={styles.error}>
          {t('paste.invalid', { list: invalid.join(', '), digits })}
        </p>
      )}
    </div>
  );
}
