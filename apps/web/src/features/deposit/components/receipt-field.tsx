import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { receiptFileProblem } from '../deposit-format';
import { readAsDataUrl } from '../../../lib/image-file';
import styles from './deposit.module.css';

export interface ReceiptValue {
  name: string;
  dataUrl: string;
}

interface ReceiptFieldProps {
  value: ReceiptValue | null;
  onChange: (value: ReceiptValue | null) => void;
  /** A refusal from the server (INVALID_IMAGE). */
  error?: string;
}

/**
 * The optional transfer receipt: a JPEG, PNG or WebP picture of at most 2 MB, checked before it
 * is read, with a preview. The server checks the bytes again.
 */
export function ReceiptField({ value, onChange, error }: ReceiptFieldProps) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  // A removed receipt also clears the file input, so choosing the same file again works.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = receiptFileProblem(file);
    if (reason) {
      setProblem(reason === 'type' ? t('form.errors.receiptType') : t('form.errors.receiptSize'));
      onChange(null);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setProblem(null);
      onChange({ name: file.name, dataUrl });
    } catch {
      setProblem(t('form.errors.receiptRead'));
      onChange(null);
    }
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('form.receipt')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.file}
        onChange={(event) => void handleChange(event)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      {/* The preview is the data URL being sent: exactly what the operator will see. */}
      {value && (
        <div className={styles.receiptPreview}>
          <img src={value.dataUrl} alt={t('form.receiptPreview')} className={styles.preview} />
          <span className={styles.fileName}>{value.name}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('form.removeReceipt')}
          </Button>
        </div>
      )}
      <p id={`${id}-note`} className={shown ? styles.error : styles.hint}>
        {shown ?? t('form.receiptHint')}
      </p>
    </div>
  );
}
