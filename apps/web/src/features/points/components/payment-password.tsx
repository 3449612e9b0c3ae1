import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../../components/ui/text-field';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import styles from './points.module.css';

export const SIX_DIGITS = /^\d{6}$/;

/** The 6-digit payment password of a dialog that spends points. */
export function PaymentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <TextField
      label={t('dialog.paymentPassword')}
      type="password"
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}

/**
 * A refused or failed call in words; without a payment password set, the way to set one (the
 * member centre's security page, which opens over this page).
 */
export function DialogFailure({ error, onLeave }: { error: unknown; onLeave: () => void }) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const notSet = error instanceof ApiError && error.errorCode === 'PAYMENT_PASSWORD_NOT_SET';
  return (
    <div role="alert" className={styles.alert}>
      <p>{errorMessage(error)}</p>
      {notSet && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            onLeave();
            useCentrePanel.getState().openCentre('member', 'securityCenter');
          }}
        >
          {t('dialog.setPassword')}
        </Button>
      )}
    </div>
  );
}

/**
 * Whether a failed call may have gone through (no answer, or a server fault): its retry keeps
 * the reference, so the server answers with the first result instead of doing it twice. A
 * refusal moved nothing, and the next attempt is a new one.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.errorCode === 'NETWORK_ERROR' || error.status >= 500;
}
