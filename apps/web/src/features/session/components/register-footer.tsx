import { useTranslation } from 'react-i18next';
import { useMinimumAge } from '../../../api/get-whitelabel';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

interface RegisterFooterProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  agreementError?: string | undefined;
  error: unknown;
  pending: boolean;
  onReset: () => void;
  onLogin: () => void;
}

/** Agreement, server error, reset and submit buttons, and the way back to log in. */
export function RegisterFooter(props: RegisterFooterProps) {
  const { t } = useTranslation('auth');
  const minimumAge = useMinimumAge();
  const errorMessage = useAuthErrorMessage();
  return (
    <>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={props.agreed}
            onChange={(event) => props.onAgreedChange(event.target.checked)}
            aria-invalid={props.agreementError ? true : undefined}
            aria-required="true"
          />
          {t('register.agreement', { age: minimumAge })}
        </label>
        {props.agreementError && <p className={styles.error}>{props.agreementError}</p>}
      </div>
      {props.error !== null && props.error !== undefined && (
        <p role="alert" className={styles.alert}>
          {errorMessage(props.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={props.onReset}>
          {t('register.reset')}
        </Button>
        <Button type="submit" size="lg" busy={props.pending}>
          {t('register.submit')}
        </Button>
      </div>
      <p className={styles.row}>
        {t('register.haveAccount')}
        <button type="button" className={styles.link} onClick={props.onLogin}>
          {t('register.toLogin')}
        </button>
      </p>
    </>
  );
}
