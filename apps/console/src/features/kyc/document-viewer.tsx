import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycDocument } from '@portal/shared/schemas/kyc';
import { Button } from '../../components/ui/button';
import { Badge, ErrorAlert, Loading, type Tone } from '../../components/ui/primitives';
import { useDocumentFile } from './kyc-calls';
import styles from './kyc.module.css';

const documentTone: Record<KycDocument['state'], Tone> = {
  uploaded: 'neutral',
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

const ZOOMS = [1, 1.5, 2, 3] as const;

/** One document beside the others: its state, the image with zoom, or the PDF. */
export function DocumentViewer({ document }: { document: KycDocument }) {
  const { t } = useTranslation('kyc');
  const file = useDocumentFile(document.id);
  const [zoom, setZoom] = useState(0);
  const label = t(`kinds.${document.kind}`);
  const pdf = document.contentType === 'application/pdf';
  return (
    <figure className={styles.document}>
      <figcaption className={styles.documentHead}>
        <span>{label}</span>
        <Badge tone={documentTone[document.state]}>{t(`documentStates.${document.state}`)}</Badge>
        {pdf ? null : (
          <span className={styles.zoom}>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('case.zoomOut')}
              disabled={zoom === 0}
              onClick={() => setZoom((z) => Math.max(0, z - 1))}
            >
              −
            </Button>
            <span aria-live="polite">{t('case.zoom', { percent: ZOOMS[zoom]! * 100 })}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('case.zoomIn')}
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            >
              +
            </Button>
          </span>
        )}
      </figcaption>
      <div className={styles.frame}>
        {file.isPending ? (
          <Loading />
        ) : file.isError ? (
          <ErrorAlert error={file.error} />
        ) : pdf ? (
          <a href={file.data} target="_blank" rel="noreferrer">
            {t('case.openPdf')}
          </a>
        ) : (
          <img
            src={file.data}
            alt={label}
            style={{ width: `${ZOOMS[zoom]! * 100}%` }}
            className={styles.image}
          />
        )}
      </div>
      {document.rejectionReason ? (
        <p className={styles.rejection}>
          {t(`reasons.${document.rejectionReason}`)}
          {document.rejectionNote ? ` · ${document.rejectionNote}` : ''}
        </p>
      ) : null}
    </figure>
  );
}
