import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import { useTheme, type Theme } from '../hooks/use-theme';
import styles from './theme-switch.module.css';

const OPTIONS: readonly { theme: Theme; labelKey: 'theme.black' | 'theme.blue' }[] = [
  { theme: 'dark', labelKey: 'theme.black' },
  { theme: 'light', labelKey: 'theme.blue' },
];

/** The hidden Black/Blue switch: rendered only when the THEMESWITCH module is on. */
export function ThemeSwitch() {
  const enabled = useModuleEnabled('THEMESWITCH');
  if (!enabled) return null;
  return <ThemeToggle />;
}

export function ThemeToggle() {
  const { t } = useTranslation('header');
  const theme = useTheme((state) => state.theme);
  const setTheme = useTheme((state) => state.setTheme);
  return (
    <div className={styles.switch} role="group" aria-label={t('theme.label')}>
      {OPTIONS.map((option) => (
        <button
          key={option.theme}
          type="button"
          className={styles.option}
          data-theme-option={option.theme}
          aria-pressed={theme === option.theme}
          onClick={() => setTheme(option.theme)}
        >
          {t(option.labelKey)}
        </button>
      ))}
    </div>
  );
}
