import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rewards.module.css';

/** Copies `text` and says so for a moment, to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('rewards');
  const [copied, setCopied] = useState<boolean | null>(null);

  // The answer goes after a moment, so the next copy is seen as new.
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the text stays there to select.
      setCopied(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.copy}
        onClick={() => void handleCopy()}
        aria-label={label}
      >
        {copied === null ? t('copy') : copied ? t('copied') : t('copyFailed')}
      </button>
      <span className={styles.srOnly} role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
