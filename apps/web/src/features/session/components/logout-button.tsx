import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyComponent } from '../../../lib/lazy-component';
import { logout } from '../api/logout';
import { useCentrePanel } from '../hooks/use-centre-panel';
import { useSession } from '../hooks/use-session';
import styles from './account.module.css';

const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

/** Logs out after a confirmation: ends the server session, clears local state, goes home. */
export function LogoutButton() {
  const { t } = useTranslation('header');
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleConfirm = () => {
    setAsking(false);
    // The local session ends even when the server cannot be reached.
    void logout().catch(() => undefined);
    useSession.getState().clear();
    useCentrePanel.getState().closeCentre();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    queryClient.removeQueries({ queryKey: ['messages'] });
    void navigate(paths.home);
  };

  return (
    <>
      <button
        type="button"
        className={styles.icon}
        onClick={() => setAsking(true)}
        aria-label={t('account.logout')}
        title={t('account.logout')}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('account.logout')}
            message={t('account.logoutConfirm')}
            confirmLabel={t('account.logout')}
            onCancel={() => setAsking(false)}
            onConfirm={handleConfirm}
          />
        </Suspense>
      )}
    </>
  );
}
