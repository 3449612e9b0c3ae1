import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSignOut } from '../hooks/use-sign-out';
import styles from '../../../components/layouts/header/account.module.css';

const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

interface LogoutButtonProps {
  /** An icon in the header row, or a labelled entry of the account menu. */
  variant?: 'icon' | 'item';
  className?: string;
}

/**
 * Logs out after a confirmation (spec section 2): ends the server session, clears the local
 * session even when the server cannot be reached, closes the centres and the login and agent
 * state, and goes home.
 */
export function LogoutButton({ variant = 'icon', className }: LogoutButtonProps) {
  const { t } = useTranslation(['header', 'member']);
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();

  const handleConfirm = () => {
    setAsking(false);
    signOut();
  };

  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className={[styles.icon, className].filter(Boolean).join(' ')}
          onClick={() => setAsking(true)}
          aria-label={t('account.logout')}
          title={t('account.logout')}
        >
          <LogoutIcon />
        </button>
      ) : (
        <button type="button" className={className} onClick={() => setAsking(true)}>
          <LogoutIcon />
          <span>{t('account.logout')}</span>
        </button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('account.logout')}
            message={t('account.logoutConfirm')}
            confirmLabel={t('member:panel.confirm')}
            onCancel={() => setAsking(false)}
            onConfirm={handleConfirm}
          />
        </Suspense>
      )}
    </>
  );
}

function LogoutIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
