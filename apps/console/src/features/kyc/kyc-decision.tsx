import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KYC_REJECTION_REASONS,
  type KycCase,
  type KycRejectionReason,
} from '@portal/shared/schemas/kyc';
import { Field, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert, Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useKycDecision } from './kyc-calls';
import styles from './kyc.module.css';

/** Verify with the birthday read from the document, or reject the ticked documents. */
export function KycDecision({ value }: { value: KycCase }) {
  const { t } = useTranslation('kyc');
  const toast = useToast();
  const { verify, reject } = useKycDecision(value.id);
  const [birthday, setBirthday] = useState('');
  const [reason, setReason] = useState<KycRejectionReason>('unreadable');
  const [note, setNote] = useState('');
  const [ticked, setTicked] = useState<number[]>([]);
  const [pickError, setPickError] = useState(false);
  if (value.state !== 'pending') {
    return (
      <Card title={t('case.decision')}>
        <Notice>{t('case.decidedAlready')}</Notice>
      </Card>
    );
  }
  const busy = verify.isPending || reject.isPending;
  const toggle = (id: number) =>
    setTicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    <Card title={t('case.decision')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate({ birthday }, { onSuccess: () => toast(t('case.verified')) });
        }}
      >
        <Field label={t('case.birthday')} hint={t('case.minimumAge', { age: value.minimumAge })}>
          {(props) => (
            <TextInput
              {...props}
              type="date"
              required
              value={birthday}
              onChange={(event) => setBirthday(event.target.value)}
            />
          )}
        </Field>
        {verify.isError ? <ErrorAlert error={verify.error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={busy || !birthday}>
            {t('case.verify')}
          </Button>
        </div>
      </form>
      <hr />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (ticked.length === 0) {
            setPickError(true);
            return;
          }
          reject.mutate(
            {
              reason,
              documentIds: ticked,
              ...(note.trim() ? { note: note.trim() } : {}),
              ...(birthday && reason === 'under_age' ? { birthday } : {}),
            },
            { onSuccess: () => toast(t('case.rejected')) },
          );
        }}
      >
        <fieldset className={styles.checks}>
          <legend>{t('case.rejectDocuments')}</legend>
          {value.documents.map((document) => (
            <label key={document.id}>
              <input
                type="checkbox"
                checked={ticked.includes(document.id)}
                onChange={() => {
                  toggle(document.id);
                  setPickError(false);
                }}
              />{' '}
              {t(`kinds.${document.kind}`)}
            </label>
          ))}
          {pickError ? (
            <span role="alert" className={styles.muted}>
              {t('case.pickDocument')}
            </span>
          ) : null}
        </fieldset>
        <Field label={t('case.rejectReason')}>
          {(props) => (
            <SelectInput
              {...props}
              value={reason}
              onChange={(event) => setReason(event.target.value as KycRejectionReason)}
            >
              {KYC_REJECTION_REASONS.map((code) => (
                <option key={code} value={code}>
                  {t(`reasons.${code}`)}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field label={t('case.rejectNote')}>
          {(props) => (
            <TextArea
              {...props}
              maxLength={500}
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {reject.isError ? <ErrorAlert error={reject.error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('case.reject')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
