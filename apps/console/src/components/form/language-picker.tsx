import { useState, type ReactNode } from 'react';
import { LANGUAGE_CODES, type Language } from '@portal/shared/constants/languages';
import styles from './language-picker.module.css';

export interface LanguagePickerProps {
  /** The group's accessible name ("Languages"). */
  label: string;
  /** Whether a language has text (a dot marks it). */
  filled: (language: Language) => boolean;
  /** The fields of the language chosen. */
  children: (language: Language) => ReactNode;
  /** Tells the caller which language is shown (a preview can follow it). */
  onChange?: (language: Language) => void;
}

/**
 * Texts per portal language: a row of language buttons (a dot for those with text) and the
 * fields of the language chosen. EN is first: members whose language is missing read EN.
 */
export function LanguagePicker({ label, filled, children, onChange }: LanguagePickerProps) {
  const [active, setActive] = useState<Language>('EN');
  return (
    <div className={styles.picker}>
      <div className={styles.languages} role="group" aria-label={label}>
        {LANGUAGE_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={styles.language}
            aria-pressed={active === code}
            onClick={() => {
              setActive(code);
              onChange?.(code);
            }}
          >
            {code}
            {filled(code) ? ' •' : ''}
          </button>
        ))}
      </div>
      {children(active)}
    </div>
  );
}
