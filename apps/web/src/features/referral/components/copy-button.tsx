import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './referral.module.css';

/** Copies `text`, says so for a moment, and says so to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('referral');
  const [copied, setCopied] = useState<boolean | null>(null);

  // The answer goes after a moment, so the next copy is seen as new.
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
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
      <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={label}>
        {copied === null ? t('copy') : copied ? t('copied') : t('copyFailed')}
      </Button>
      <span className={styles.srOnly} role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
