import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  parseLanguage,
  pickerLanguages,
  type Language,
} from '@portal/shared/constants/languages';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { GlobeIcon } from '../../../components/ui/icons';
import { changeLanguage } from '../../../lib/i18n';
import styles from './language-picker.module.css';

/**
 * The header's language menu: button plus a menu of the header languages, and the others the
 * operator turned on, in their own names.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('header');
  const current = parseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const supported = useWhitelabel().data?.site.supportedLanguages;
  const languages = useMemo(() => pickerLanguages(supported, current), [supported, current]);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const currentIndex = Math.max(0, languages.indexOf(current));
    itemRefs.current[currentIndex]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open, current, languages]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleSelect = (language: Language) => {
    close(true);
    if (language !== current) void changeLanguage(language);
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.label', { language: LANGUAGES[current].nativeName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
      >
        <GlobeIcon size={16} />
        <span lang={LANGUAGES[current].locale}>{LANGUAGES[current].nativeName}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('language.menu')}
          className={styles.menu}
          onKeyDown={handleMenuKeyDown}
        >
          {languages.map((language, index) => (
            <li key={language} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={language === current}
                tabIndex={-1}
                lang={LANGUAGES[language].locale}
                className={styles.item}
                onClick={() => handleSelect(language)}
              >
                <span className={styles.code} aria-hidden="true">
                  {language}
                </span>
                {LANGUAGES[language].nativeName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
