import { useTranslation } from 'react-i18next';
import {
  KYC_DOCUMENT_KINDS,
  type KycDocumentKind,
  type MemberKyc,
} from '@portal/shared/schemas/kyc';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../components/ui/use-money';
import { useErrorMessage } from '../../../lib/error-message';
import { useKyc } from '../api/get-kyc';
import { submitKyc, useKycMutation } from '../api/kyc-calls';
import { DocumentField } from './document-field';
import styles from './kyc.module.css';

/** May the member change documents and submit: not while a review runs, not once verified. */
const isOpen = (kyc: MemberKyc) => kyc.state === 'unverified' || kyc.state === 'rejected';

/** Every kind has a current document, and none of them was rejected. */
const isComplete = (kyc: MemberKyc) =>
  KYC_DOCUMENT_KINDS.every((kind) =>
    kyc.documents.some((document) => document.kind === kind && document.state !== 'rejected'),
  );

/**
 * "Verify my identity": the four documents, each uploaded with a preview, the state of the
 * check, the reason of a rejection, and the submission (again after a rejection).
 */
export function KycPage(_props: CentrePageProps) {
  const { t } = useTranslation('kyc');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const query = useKyc();
  const submit = useKycMutation(submitKyc);

  if (query.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className={styles.alert}>
        {errorMessage(query.error)}
      </p>
    );
  }
  const kyc = query.data;
  const open = isOpen(kyc);
  const documentOf = (kind: KycDocumentKind) =>
    kyc.documents.find((document) => document.kind === kind) ?? null;

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('title')}</h2>
      <p className={styles.muted}>
        {t('why', {
          amount: money(kyc.withdrawalThreshold),
          lifetime: money(kyc.lifetimeThreshold),
        })}
      </p>
      <p
        role="status"
        data-testid="kyc-state"
        className={
          kyc.state === 'verified'
            ? styles.notice
            : kyc.state === 'rejected'
              ? styles.alert
              : styles.state
        }
      >
        {t(`state.${kyc.state}`)}
        {kyc.state === 'rejected' && kyc.rejectionReason
          ? ` ${t(`reason.${kyc.rejectionReason}`)}`
          : ''}
        {kyc.state === 'rejected' && kyc.rejectionNote ? ` (${kyc.rejectionNote})` : ''}
      </p>
      <div className={styles.documents}>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentField
            key={kind}
            kind={kind}
            document={documentOf(kind)}
            open={open}
            maxBytes={kyc.maxFileBytes}
          />
        ))}
      </div>
      {submit.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(submit.error)}
        </p>
      )}
      {open && (
        <div className={styles.actions}>
          <Button
            busy={submit.isPending}
            disabled={!isComplete(kyc)}
            onClick={() => submit.mutate(undefined)}
          >
            {kyc.state === 'rejected' ? t('resubmit') : t('submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
