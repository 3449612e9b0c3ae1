import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
} from '@portal/shared/schemas/promotions';
import { CloseIcon } from '../../../components/ui/icons';
import { imageProblem, readAsDataUrl } from '../application-check';
import styles from './application.module.css';

export interface AttachedImage {
  /** Tells two attachments of the same file apart. */
  key: number;
  name: string;
  dataUrl: string;
}

interface ApplicationImagesFieldProps {
  value: AttachedImage[];
  onChange: (images: AttachedImage[]) => void;
  /** A refusal of the form or of the server. */
  error?: string | undefined;
  disabled?: boolean;
}

const MEGABYTES = APPLICATION_IMAGE_MAX_BYTES / (1024 * 1024);
let nextKey = 1;

/**
 * Up to three PNG or JPEG images of at most 5 MB each (spec sections 5 and 9), checked before
 * they are read, each with its preview and a remove button. The server checks their bytes again.
 */
export function ApplicationImagesField({
  value,
  onChange,
  error,
  disabled,
}: ApplicationImagesFieldProps) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const full = value.length >= APPLICATION_IMAGES_MAX;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once, so choosing the same file again after removing it works.
    event.target.value = '';
    if (files.length === 0) return;
    const room = APPLICATION_IMAGES_MAX - value.length;
    let message: string | null =
      files.length > room ? t('apply.errors.imageCount', { max: APPLICATION_IMAGES_MAX }) : null;
    const added: AttachedImage[] = [];
    for (const file of files.slice(0, room)) {
      const reason = imageProblem(file);
      if (reason) {
        message =
          reason === 'type'
            ? t('apply.errors.imageType', { name: file.name })
            : t('apply.errors.imageSize', { name: file.name, size: MEGABYTES });
        continue;
      }
      try {
        added.push({ key: nextKey++, name: file.name, dataUrl: await readAsDataUrl(file) });
      } catch {
        message = t('apply.errors.imageRead', { name: file.name });
      }
    }
    setProblem(message);
    if (added.length > 0) onChange([...value, ...added]);
  };

  const handleRemove = (key: number) => {
    setProblem(null);
    onChange(value.filter((image) => image.key !== key));
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('apply.images')}
      </span>
      {value.length > 0 && (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {value.map((image, index) => (
            <li key={image.key} className={styles.previewItem}>
              {/* The preview is the data URL being sent: exactly what the operator will see. */}
              <img
                src={image.dataUrl}
                alt={t('apply.imagePreview', { number: index + 1, name: image.name })}
                className={styles.preview}
              />
              <button
                type="button"
                className={styles.remove}
                onClick={() => handleRemove(image.key)}
                disabled={disabled}
                aria-label={t('apply.removeImage', { number: index + 1, name: image.name })}
                title={t('apply.removeImageShort')}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className={styles.attach} data-disabled={disabled || undefined}>
          <input
            type="file"
            className="visually-hidden"
            accept={APPLICATION_IMAGE_TYPES.join(',')}
            multiple
            disabled={disabled}
            onChange={(event) => void handleChange(event)}
            aria-describedby={`${id}-note`}
            aria-invalid={shown ? true : undefined}
          />
          <PlusIcon />
          {t('apply.addImage', { count: value.length, max: APPLICATION_IMAGES_MAX })}
        </label>
      )}
      <p
        id={`${id}-note`}
        className={shown ? styles.error : styles.hint}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? t('apply.imagesHint', { max: APPLICATION_IMAGES_MAX, size: MEGABYTES })}
      </p>
    </div>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
