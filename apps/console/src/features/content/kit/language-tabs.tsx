import { useState, type ReactNode } from 'react';
import type { Language } from '@portal/shared/constants/languages';
import { CONTENT_LANGUAGES, languageName } from './languages';
import styles from './kit.module.css';

/**
 * The texts of an item, one tab per portal language; a dot marks the languages that have text,
 * and a tab whose fields hold an error says so. The panel of each language stays mounted, so
 * switching tabs keeps what was typed.
 */
export function LanguageTabs({
  label,
  filled,
  invalid = [],
  children,
}: {
  label: string;
  filled: (language: Language) => boolean;
  invalid?: readonly Language[];
  children: (language: Language) => ReactNode;
}) {
  const [active, setActive] = useState<Language>('EN');
  return (
    <div className={styles.languageTabs}>
      <div role="tablist" aria-label={label} className={styles.languageList}>
        {CONTENT_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`lang-tab-${code}`}
            aria-controls={`lang-panel-${code}`}
            aria-selected={active === code}
            className={styles.languageTab}
            data-invalid={invalid.includes(code) || undefined}
            onClick={() => setActive(code)}
            title={languageName(code)}
          >
            {code}
            {filled(code) ? <span className={styles.filledDot} aria-label="✓" /> : null}
          </button>
        ))}
      </div>
      {CONTENT_LANGUAGES.map((code) => (
        <div
          key={code}
          role="tabpanel"
          id={`lang-panel-${code}`}
          aria-labelledby={`lang-tab-${code}`}
          hidden={active !== code}
          className={styles.languagePanel}
        >
          {children(code)}
        </div>
      ))}
    </div>
  );
}
