import { useState, type FormEvent, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { ErrorAlert } from './primitives';
import styles from './ui.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'normal' | 'wide';
  children: ReactNode;
}

/** A modal dialog (Radix: focus trapped, Escape closes, focus returns to the opener). */
export function Dialog({ open, onOpenChange, title, description, size, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.dialog}
          data-size={size}
          aria-describedby={description ? undefined : undefined}
        >
          <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.dialogDescription}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.dialogFooter}>{children}</div>;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  variant?: ButtonVariant;
  /** Asks for a reason (required, up to 255 characters) and passes it to onConfirm. */
  reason?: { label: ReactNode; placeholder?: string };
  /** Runs the action; a thrown error is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}

/**
 * Confirms an action that changes money or access: says what will happen, optionally asks for
 * the reason the member or the audit trail reads, shows the server's refusal in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  reason,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = (next: boolean) => {
    if (!next) {
      setText('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason && !text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(text.trim());
      change(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change} title={title} description={description}>
      <form onSubmit={submit}>
        {children}
        {reason ? (
          <label style={{ display: 'grid', gap: 6 }}>
            <span>{reason.label}</span>
            <textarea
              required
              maxLength={255}
              rows={3}
              value={text}
              placeholder={reason.placeholder}
              onChange={(event) => setText(event.target.value)}
              style={{
                padding: 8,
                borderRadius: 6,
                border: '1px solid var(--border-strong)',
                background: 'var(--surface)',
              }}
            />
          </label>
        ) : null}
        <div style={{ marginTop: 12 }}>
          <ErrorAlert error={error} />
        </div>
        <DialogFooter>
          <Button onClick={() => change(false)}>{t('action.cancel')}</Button>
          <Button
            type="submit"
            variant={variant}
            busy={busy}
            disabled={reason ? !text.trim() : false}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
