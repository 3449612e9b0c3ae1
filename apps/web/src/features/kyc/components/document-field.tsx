import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  kycAcceptedTypes,
  type KycDocument,
  type KycDocumentKind,
} from '@portal/shared/schemas/kyc';
import { useErrorMessage } from '../../../lib/error-message';
import { imageFileProblem, readAsDataUrl } from '../../../lib/image-file';
import { uploadKycDocument, useKycMutation } from '../api/kyc-calls';
import styles from './kyc.module.css';

/**
 * One document: its state, the reason it was rejected, and a file input that uploads at once,
 * with a preview of the chosen picture (the member cannot read the stored file back).
 */
export function DocumentField({
  kind,
  document,
  open,
  maxBytes,
}: {
  kind: KycDocumentKind;
  document: KycDocument | null;
  open: boolean;
  maxBytes: number;
}) {
  const { t } = useTranslation('kyc');
  const errorMessage = useErrorMessage();
  const id = useId();
  const upload = useKycMutation(uploadKycDocument);
  const [preview, setPreview] = useState<{ url: string; pdf: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const types = kycAcceptedTypes(kind);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = imageFileProblem(file, { types, maxBytes });
    if (reason) {
      setProblem(reason === 'type' ? t('errors.type') : t('errors.size'));
      return;
    }
    setProblem(null);
    const url = await readAsDataUrl(file);
    upload.mutate(
      { kind, file: url },
      { onSuccess: () => setPreview({ url, pdf: file.type === 'application/pdf' }) },
    );
  };

  const shown = problem ?? (upload.isError ? errorMessage(upload.error) : null);
  return (
    <section
      className={styles.document}

      data-testid={`kyc-${kind}`}
    >
      <div className={styles.documentHead}>
        <label id={`${id}-label`} htmlFor={id}>
          {t(`kind.${kind}`)}
        </label>
        <span className={styles.badge}>{t(`documentState.${document?.state ?? 'missing'}`)}</span>
      </div>
      {document?.state === 'rejected' && document.rejectionReason && (
        <p className={styles.error}>
          {t(`reason.${document.rejectionReason}`)}
          {document.rejectionNote ? ` (${document.rejectionNote})` : ''}
        </p>
      )}
      {preview &&
        (preview.pdf ? (
          <p className={styles.muted}>{t('pdfChosen')}</p>
        ) : (
          <img
            src={preview.url}
            alt={t('preview', { kind: t(`kind.${kind}`) })}
            className={styles.preview}
          />
        ))}
      {open && (
        <input
          id={id}
          type="file"
          className={styles.file}
          accept={types.join(',')}
          disabled={upload.isPending}
          onChange={(event) => void handleChange(event)}
          aria-describedby={`${id}-note`}
          aria-invalid={shown ? true : undefined}
        />
      )}
      <p id={`${id}-note`} className={shown ? styles.error : styles.muted}>
        {shown ??
          t(kind === 'address' ? 'hintAddress' : 'hintImage', {
            mb: Math.floor(maxBytes / 1048576),
          })}
      </p>
    </section>
  );
}
