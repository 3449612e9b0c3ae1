import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, readAsDataUrl, type ImageFileRules } from '../../lib/image-file';
import { CloseIcon } from '../ui/icons';
import styles from './images-field.module.css';

export interface AttachedImage {
  /** Tells two attachments of the same file apart. */
  key: number;
  name: string;
  dataUrl: string;
}

export interface ImageLimits extends ImageFileRules {
  /** How many images the form takes. */
  max: number;
}

interface ImagesFieldProps {
  value: AttachedImage[];
  onChange: (images: AttachedImage[]) => void;
  limits: ImageLimits;
  /**
   * Where the field's texts are: the namespace and the key prefix under which it finds images,
   * imagesHint, addImage, imagePreview, removeImage, removeImageShort and errors.imageCount,
   * imageType, imageSize and imageRead.
   */
  texts: { namespace: string; keyPrefix?: string };
  /** A refusal of the form or of the server. */
  error?: string | undefined;
  disabled?: boolean;
  /** Smaller previews, for a dialog. */
  compact?: boolean;
}

const MEGABYTE = 1024 * 1024;
let nextKey = 1;

/**
 * Up to `limits.max` images of the accepted types and size, checked before they are read, each
 * with its preview and a remove button. The server checks their bytes again.
 */
export function ImagesField({
  value,
  onChange,
  limits,
  texts,
  error,
  disabled,
  compact,
}: ImagesFieldProps) {
  const { t } = useTranslation(texts.namespace, { keyPrefix: texts.keyPrefix });
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const full = value.length >= limits.max;
  const megabytes = limits.maxBytes / MEGABYTE;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once, so choosing the same file again after removing it works.
    event.target.value = '';
    if (files.length === 0) return;
    const room = limits.max - value.length;
    let message: string | null =
      files.length > room ? t('errors.imageCount', { max: limits.max }) : null;
    const added: AttachedImage[] = [];
    for (const file of files.slice(0, room)) {
      const reason = imageFileProblem(file, limits);
      if (reason) {
        message =
          reason === 'type'
            ? t('errors.imageType', { name: file.name })
            : t('errors.imageSize', { name: file.name, size: megabytes });
        continue;
      }
      try {
        added.push({ key: nextKey++, name: file.name, dataUrl: await readAsDataUrl(file) });
      } catch {
        message = t('errors.imageRead', { name: file.name });
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
    <div className={compact ? `${styles.field} ${styles.compact}` : styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('images')}
      </span>
      {value.length > 0 && (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {value.map((image, index) => (
            <li key={image.key} className={styles.previewItem}>
              {/* The preview is the data URL being sent: exactly what the operator will see. */}
              <img
                src={image.dataUrl}
                alt={t('imagePreview', { number: index + 1, name: image.name })}
                className={styles.preview}
              />
              <button
                type="button"
                className={styles.remove}
                onClick={() => handleRemove(image.key)}
                disabled={disabled}
                aria-label={t('removeImage', { number: index + 1, name: image.name })}
                title={t('removeImageShort')}
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
            accept={limits.types.join(',')}
            multiple
            disabled={disabled}
            onChange={(event) => void handleChange(event)}
            aria-describedby={`${id}-note`}
            aria-invalid={shown ? true : undefined}
          />
          <PlusIcon />
          {t('addImage', { count: value.length, max: limits.max })}
        </label>
      )}
      <p
        id={`${id}-note`}
        className={shown ? styles.error : styles.hint}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? t('imagesHint', { max: limits.max, size: megabytes })}
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
