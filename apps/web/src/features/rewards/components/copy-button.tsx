import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../lib/use-copy';
import styles from './rewards.module.css';

/** Copies `text` and says so for a moment, to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('rewards');
  const { copied, copy } = useCopy(text);

  return (
    <>
      <button type="button" className={styles.copy} onClick={copy} aria-label={label}>
        {copied === null ? t('copy') : copied ? t('copied') : t('copyFailed')}
      </button>
      <span className={styles.srOnly} role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
