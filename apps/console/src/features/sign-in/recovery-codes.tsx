import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import styles from './sign-in.module.css';

/**
 * Recovery codes shown once: copy them, download them as a text file, and say they are saved
 * before going on (the codes cannot be shown again).
 */
export function RecoveryCodes({
  codes,
  username,
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  username: string;
  continueLabel: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation('signIn');
  const toast = useToast();
  const [saved, setSaved] = useState(false);
  const text = `${t('recovery.fileHeader', { username })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    toast(t('recovery.copied'));
  };

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = `portal-console-recovery-codes-${username}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  return (
    <>
      <ul className={styles.codes} aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button size="sm" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button size="sm" onClick={download}>
          {t('recovery.download')}
        </Button>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {t('recovery.saved')}
      </label>
      <Button variant="primary" disabled={!saved} onClick={onContinue} className={styles.submit}>
        {continueLabel}
      </Button>
    </>
  );
}
