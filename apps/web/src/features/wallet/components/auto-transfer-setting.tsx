import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveWalletSettings, useWalletSettings } from '../api/wallet-settings';
import styles from './wallet.module.css';

/**
 * "Move my balance automatically": with it on, opening a game that keeps its own wallet moves
 * the main balance there, and leaving the game (or opening another vendor's) brings it back.
 * Kept by the server per member, so it follows the member to every device.
 */
export function AutoTransferSetting() {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const id = useId();
  const settings = useWalletSettings();
  const save = useSaveWalletSettings();
  // The member's choice shows at once; a save that fails puts back what the server keeps.
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? settings.data?.autoTransfer ?? false;

  return (
    <section className={styles.setting} aria-labelledby={`${id}-label`}>
      <div className={styles.settingText}>
        <label id={`${id}-label`} htmlFor={id} className={styles.settingLabel}>
          {t('autoTransfer.label')}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('autoTransfer.hint')}
        </p>
        {save.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(save.error)}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on}
        disabled={settings.isPending || settings.isError || save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const autoTransfer = event.target.checked;
          setChoice(autoTransfer);
          save.mutate({ autoTransfer }, { onSettled: () => setChoice(null) });
        }}
      />
    </section>
  );
}
