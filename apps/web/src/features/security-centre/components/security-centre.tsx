import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@portal/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSecurityOverview } from '../api/get-security-overview';
import { formatDateTime } from '../../../lib/format-date-time';
import { BindEmailForm, BindMobileForm } from './bind-contact-forms';
import { NicknameForm } from './nickname-form';
import { PayeeNameForm } from './payee-name-form';
import { PaymentPasswordForm } from './payment-password-form';
import { SessionsSection } from './sessions-section';
import { SocialLinksSection } from './social-links-section';
import { TotpDisableForm, TotpEnableForm } from './totp-forms';
import styles from './security-centre.module.css';

type Editing = 'nickname' | 'mobile' | 'email' | 'paymentPassword' | 'payeeName' | 'totp';

/**
 * The member centre's securityCenter page ("my account"): the profile with an editable
 * nickname, the account's protections (password, mobile, email, payment password, real name,
 * Google Authenticator), the linked sign-in providers and the signed-in sessions.
 */
export function SecurityCentre() {
  const { t } = useTranslation('member');
  const overview = useSecurityOverview();

  if (overview.isPending) return <Spinner />;
  if (overview.isError) {
    return (
      <ErrorState
        title={t('security.loadFailed')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }
  return <SecurityPage overview={overview.data} />;
}

function SecurityPage({ overview }: { overview: SecurityOverview }) {
  const { t, i18n } = useTranslation('member');
  const profileId = useId();
  const settingsId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<{ row: Editing; message: string } | null>(null);

  const open = (row: Editing) => {
    setDone(null);
    setEditing((current) => (current === row ? null : row));
  };
  const finish = (row: Editing) => (message: string) => {
    setEditing(null);
    setDone({ row, message });
  };
  const cancel = () => setEditing(null);
  const notice = (row: Editing) =>
    done?.row === row ? (
      <p role="status" className={styles.notice}>
        {done.message}
      </p>
    ) : null;

  // The password form lives in the account modals: after a change the member logs in again.
  const changePassword = () => {
    useCentrePanel.getState().closeCentre();
    useAuthModal.getState().open('changePassword', { account: overview.account });
  };

  const lastLogin = overview.lastLoginTime
    ? overview.lastLoginIp
      ? t('security.lastLoginValue', {
          time: formatDateTime(overview.lastLoginTime, i18n.language),
          ip: overview.lastLoginIp,
        })
      : formatDateTime(overview.lastLoginTime, i18n.language)
    : t('security.never');

  return (
    <div className={styles.page}>
      <section aria-labelledby={profileId}>
        <h3 id={profileId} className={styles.heading}>
          {t('security.profile')}
        </h3>
        <div className={styles.card}>
          <dl className={styles.profile}>
            <div>
              <dt>{t('security.account')}</dt>
              <dd>{overview.account}</dd>
            </div>
            <div>
              <dt>{t('security.nickname')}</dt>
              <dd>
                <span data-testid="nickname">{overview.nickname}</span>
                {editing !== 'nickname' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => open('nickname')}
                    aria-label={t('security.editNickname')}
                  >
                    {t('security.edit')}
                  </Button>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('security.rank')}</dt>
              <dd>{overview.rank.labelName}</dd>
            </div>
            <div>
              <dt>{t('security.lastLogin')}</dt>
              <dd>{lastLogin}</dd>
            </div>
          </dl>
          {editing === 'nickname' && (
            <div className={styles.rowBody}>
              <NicknameForm
                current={overview.nickname}
                onDone={finish('nickname')}
                onCancel={cancel}
              />
            </div>
          )}
          {notice('nickname')}
        </div>
      </section>

      <section aria-labelledby={settingsId}>
        <h3 id={settingsId} className={styles.heading}>
          {t('security.settings')}
        </h3>
        <ul className={styles.rows}>
          <SecurityRow
            title={t('security.loginPassword')}
            status={
              overview.passwordChangedAt
                ? t('security.passwordChangedAt', {
                    time: formatDateTime(overview.passwordChangedAt, i18n.language),
                  })
                : t('security.passwordNeverChanged')
            }
            action={t('security.change')}
            onAction={changePassword}
          />
          <SecurityRow
            title={t('security.mobile')}
            status={overview.mobile ?? t('security.notBound')}
            action={overview.mobile ? t('security.change') : t('security.bind')}
            expanded={editing === 'mobile'}
            onAction={() => open('mobile')}
          >
            {editing === 'mobile' && <BindMobileForm onDone={finish('mobile')} onCancel={cancel} />}
            {notice('mobile')}
          </SecurityRow>
          <SecurityRow
            title={t('security.email')}
            status={overview.email ?? t('security.notBound')}
            action={overview.email ? t('security.change') : t('security.bind')}
            expanded={editing === 'email'}
            onAction={() => open('email')}
          >
            {editing === 'email' && <BindEmailForm onDone={finish('email')} onCancel={cancel} />}
            {notice('email')}
          </SecurityRow>
          <SecurityRow
            title={t('security.paymentPassword')}
            status={overview.hasPaymentPassword ? t('security.isSet') : t('security.notSet')}
            on={overview.hasPaymentPassword}
            action={overview.hasPaymentPassword ? t('security.change') : t('security.set')}
            expanded={editing === 'paymentPassword'}
            onAction={() => open('paymentPassword')}
          >
            {editing === 'paymentPassword' && (
              <PaymentPasswordForm onDone={finish('paymentPassword')} onCancel={cancel} />
            )}
            {notice('paymentPassword')}
          </SecurityRow>
          <SecurityRow
            title={t('security.payeeName')}
            status={overview.payeeName ?? t('security.notSet')}
            // Set once by the member; a later change goes through customer service.
            action={overview.payeeName ? undefined : t('security.set')}
            expanded={editing === 'payeeName'}
            onAction={() => open('payeeName')}
          >
            {editing === 'payeeName' && !overview.payeeName && (
              <PayeeNameForm onDone={finish('payeeName')} onCancel={cancel} />
            )}
            {notice('payeeName')}
          </SecurityRow>
          <SecurityRow
            title={t('security.totp')}
            status={overview.totpEnabled ? t('security.totpOn') : t('security.totpOff')}
            on={overview.totpEnabled}
            action={overview.totpEnabled ? t('security.disable') : t('security.enable')}
            expanded={editing === 'totp'}
            onAction={() => open('totp')}
          >
            {editing === 'totp' &&
              (overview.totpEnabled ? (
                <TotpDisableForm onDone={finish('totp')} onCancel={cancel} />
              ) : (
                <TotpEnableForm onDone={finish('totp')} onCancel={cancel} />
              ))}
            {notice('totp')}
          </SecurityRow>
        </ul>
      </section>

      <SocialLinksSection />

      <SessionsSection />
    </div>
  );
}

interface SecurityRowProps {
  title: string;
  status: string;
  /** Shown in the success colour (a protection that is on). */
  on?: boolean;
  /** The button's text; without it the row only informs. */
  action?: string;
  /** The row's form is open. */
  expanded?: boolean;
  onAction: () => void;
  children?: ReactNode;
}

function SecurityRow({
  title,
  status,
  on,
  action,
  expanded,
  onAction,
  children,
}: SecurityRowProps) {
  const bodyId = useId();
  const hasBody = Boolean(children) && (Array.isArray(children) ? children.some(Boolean) : true);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>{title}</span>
          <span className={[styles.rowStatus, on && styles.on].filter(Boolean).join(' ')}>
            {status}
          </span>
        </div>
        {action && (
          <Button
            variant={expanded ? 'ghost' : 'secondary'}
            size="sm"
            onClick={onAction}
            aria-expanded={expanded === undefined ? undefined : expanded}
            aria-controls={expanded ? bodyId : undefined}
            aria-label={`${action}: ${title}`}
          >
            {action}
          </Button>
        )}
      </div>
      {hasBody && (
        <div id={bodyId} className={styles.rowBody}>
          {children}
        </div>
      )}
    </li>
  );
}
