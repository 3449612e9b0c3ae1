import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConvertPointValue, PointBalance, PointConfig } from '@portal/shared/schemas/points';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useConvertPoints } from '../api/convert-points';
import {
  cashForPoints,
  convertProblem,
  convertiblePoints,
  formatPoints,
  parsePoints,
  smallestConversion,
  useMoney,
} from '../points-format';
import { newReference } from '../../../lib/new-reference';
import {
  DialogFailure,
  PaymentPasswordField,
  SIX_DIGITS,
  outcomeUnknown,
} from './payment-password';
import styles from './points.module.css';

interface ConvertDialogProps {
  balance: PointBalance;
  conversion: PointConfig['conversion'];
  onClose: () => void;
}

/**
 * Points to cash in the main wallet at the operator's rate: at least the minimum, in whole steps
 * (so no cash is rounded away), the cash previewed exactly in minor units before anything moves.
 */
export function ConvertDialog({ balance, conversion, onClose }: ConvertDialogProps) {
  const { t } = useTranslation('points');
  const convert = useConvertPoints();
  const [result, setResult] = useState<ConvertPointValue | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('convert.title')}
      width={460}
      height="auto"
      closable={!convert.isPending}
    >
      {result ? (
        <ConvertDone result={result} onClose={onClose} />
      ) : (
        <ConvertForm
          balance={balance.balance}
          conversion={conversion}
          busy={convert.isPending}
          error={convert.error}
          onClose={onClose}
          onSubmit={(payload, onRefused) =>
            convert.mutate(payload, {
              onSuccess: setResult,
              onError: (error) => {
                if (!outcomeUnknown(error)) onRefused();
              },
            })
          }
        />
      )}
    </Modal>
  );
}

function ConvertForm({
  balance,
  conversion,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  balance: number;
  conversion: PointConfig['conversion'];
  busy: boolean;
  error: Error | null;
  onClose: () => void;
  onSubmit: (
    payload: { points: number; paymentPassword: string; reference: string },
    onRefused: () => void,
  ) => void;
}) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  const points = (value: number) => formatPoints(value, i18n.language);
  const min = smallestConversion(conversion);
  const most = convertiblePoints(balance, conversion.step);
  const [reference, setReference] = useState(newReference);
  const [text, setText] = useState(() => String(most >= min ? min : conversion.step));
  const [pointsError, setPointsError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const typed = parsePoints(text);
  const problem = convertProblem(text, balance, conversion);
  const cash = problem === null && typed !== null ? cashForPoints(typed, conversion) : null;

  const problemText = (kind: NonNullable<typeof problem>) =>
    t(`convert.errors.${kind}`, {
      min: points(min),
      step: points(conversion.step),
      balance: points(balance),
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pointsProblem = problem === null ? undefined : problemText(problem);
    const badPassword = SIX_DIGITS.test(password) ? undefined : t('dialog.passwordInvalid');
    setPointsError(pointsProblem);
    setPasswordError(badPassword);
    if (pointsProblem || badPassword || typed === null) return;
    onSubmit({ points: typed, paymentPassword: password, reference }, () =>
      setReference(newReference()),
    );
  };

  return (
    <form className={styles.dialogForm} onSubmit={handleSubmit} noValidate>
      <dl className={styles.summary}>
        <div>
          <dt>{t('convert.rate')}</dt>
          <dd data-testid="convert-rate">
            {t('convert.rateValue', {
              points: points(conversion.points),
              amount: money(conversion.amount),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('convert.balance')}</dt>
          <dd>{points(balance)}</dd>
        </div>
      </dl>
      {most < min && (
        <p className={styles.note} role="status">
          {t('convert.notEnough', { min: points(min) })}
        </p>
      )}
      <TextField
        label={t('convert.points')}
        value={text}
        onChange={(value) => {
          setText(value);
          setPointsError(undefined);
        }}
        error={pointsError}
        hint={
          conversion.step > 1
            ? t('convert.hint', { min: points(min), step: points(conversion.step) })
            : t('convert.hintMin', { min: points(min) })
        }
        inputMode="numeric"
        autoComplete="off"
        disabled={busy}
        addon={
          most >= min ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setText(String(most));
                setPointsError(undefined);
              }}
              disabled={busy}
            >
              {t('convert.max')}
            </Button>
          ) : undefined
        }
      />
      <p className={styles.preview} aria-live="polite" data-testid="convert-preview">
        {cash !== null
          ? t('convert.preview', { amount: money(cash) })
          : problem && text.trim() !== ''
            ? problemText(problem)
            : t('convert.previewEmpty')}
      </p>
      <PaymentPasswordField
        value={password}
        error={passwordError}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
      />
      {error && <DialogFailure error={error} onLeave={onClose} />}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={most < min}>
          {t('convert.confirm')}
        </Button>
      </div>
    </form>
  );
}

function ConvertDone({ result, onClose }: { result: ConvertPointValue; onClose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  return (
    <div className={styles.dialogForm}>
      <div role="status" className={styles.success}>
        <p className={styles.successTitle}>
          {t('convert.done', {
            points: formatPoints(result.points, i18n.language),
            amount: money(result.amount),
          })}
        </p>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{t('convert.pointsLeft')}</dt>
          <dd data-testid="convert-points-left">
            {formatPoints(result.pointsBalance, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t('convert.mainBalance')}</dt>
          <dd data-testid="convert-main-balance">{money(result.mainBalance)}</dd>
        </div>
      </dl>
      <div className={styles.dialogActions}>
        <Button onClick={onClose} isDefault>
          {t('dialog.done')}
        </Button>
      </div>
    </div>
  );
}
