import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../lib/use-copy';
import { Button } from '../../../components/ui/button';
import styles from './referral.module.css';

/** Copies `text`, says so for a moment, and says so to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('referral');
  const { copied, copy } = useCopy(text);

  return (
    <>
      <Button variant="ghost" size="sm" onClick={copy} aria-label={label}>
        {copied === null ? t('copy') : copied ? t('copied') : t('copyFailed')}
      </Button>
      <span className={styles.srOnly} role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}
