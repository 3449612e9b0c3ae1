import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentImageValue,
} from '@portal/shared/schemas/content-operator/images';
import { api } from '../../../api/client';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/primitives';
import styles from './kit.module.css';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * An image of an item: its preview, and a file picker that uploads the chosen PNG, JPEG or WebP
 * (2 MB at most; the server checks the bytes again) and hands back the stored path.
 */
export function ImageUpload({
  label,
  url,
  onUploaded,
  onClear,
  disabled,
  error,
}: {
  label: string;
  /** The current image's address, or null for none. */
  url: string | null;
  onUploaded: (image: ContentImageValue) => void;
  /** Offered when the image is optional. */
  onClear?: () => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [local, setLocal] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setFailure(new Error(t('image.wrongType')));
      return;
    }
    if (file.size > CONTENT_IMAGE_MAX_BYTES) {
      setFailure(new Error(t('image.tooLarge')));
      return;
    }
    setBusy(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      setLocal(dataUrl);
      const image = await api<ContentImageValue>('/content/images', {
        method: 'POST',
        body: { dataUrl },
      });
      onUploaded(image);
    } catch (caught) {
      setLocal(null);
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const shown = local ?? url;
  return (
    <div className={styles.imageField}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.imageBox} data-empty={!shown || undefined}>
        {shown ? <img src={shown} alt={t('image.previewAlt', { label })} /> : t('image.none')}
      </div>
      <div className={styles.imageActions}>
        <label className={styles.fileButton} data-disabled={disabled || busy || undefined}>
          <input
            type="file"
            accept={CONTENT_IMAGE_TYPES.join(',')}
            onChange={choose}
            disabled={disabled || busy}
            aria-labelledby={`${id}-label`}
          />
          {busy ? t('image.uploading') : shown ? t('image.replace') : t('image.choose')}
        </label>
        {onClear && shown && !disabled ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setLocal(null);
              onClear();
            }}
          >
            {t('image.remove')}
          </Button>
        ) : null}
      </div>
      <span className={styles.hint}>{t('image.hint')}</span>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
      {failure instanceof Error && !(failure as { errorCode?: string }).errorCode ? (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      ) : (
        <ErrorAlert error={failure} />
      )}
    </div>
  );
}
