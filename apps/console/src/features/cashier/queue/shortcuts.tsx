import { useTranslation } from 'react-i18next';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Kbd } from '../../../components/ui/primitives';
import styles from '../cashier.module.css';

export interface Shortcut {
  keys: string[];
  label: string;
}

/** The keys every queue shares, then the queue's own actions. */
export function useShortcuts(actions: Array<{ key: string; label: string }>): Shortcut[] {
  const { t } = useTranslation('cashier');
  return [
    { keys: ['J', '↓'], label: t('keys.next') },
    { keys: ['K', '↑'], label: t('keys.previous') },
    { keys: ['Enter'], label: t('keys.open') },
    ...actions.map((action) => ({ keys: [action.key.toUpperCase()], label: action.label })),
    { keys: ['?'], label: t('keys.help') },
  ];
}

/** One line under the queue's title naming its keys, with `?` for the full list. */
export function ShortcutsHint({
  shortcuts,
  onShowAll,
}: {
  shortcuts: Shortcut[];
  onShowAll: () => void;
}) {
  const { t } = useTranslation('cashier');
  return (
    <p className={styles.keysHint}>
      <span>{t('keys.hint')}</span>
      {shortcuts
        .filter((shortcut) => shortcut.keys[0] !== '?')
        .map((shortcut) => (
          <span key={shortcut.keys.join()} className={styles.keyItem}>
            <Kbd>{shortcut.keys[0]}</Kbd> {shortcut.label}
          </span>
        ))}
      <button type="button" className={styles.linkButton} onClick={onShowAll}>
        <Kbd>?</Kbd> {t('keys.showAll')}
      </button>
    </p>
  );
}

export function ShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortcuts: Shortcut[];
}) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('keys.title')}>
      <dl className={styles.keysList}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys.join()} className={styles.keysRow}>
            <dt>
              {shortcut.keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <DialogFooter>
        <Button onClick={() => onOpenChange(false)}>{common('action.close')}</Button>
      </DialogFooter>
    </Dialog>
  );
}
