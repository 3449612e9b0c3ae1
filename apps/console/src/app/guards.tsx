import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@portal/shared/staff-roles';
import { useCan, useStaff } from '../auth/staff-context';
import { EmptyState, Loading } from '../components/ui/primitives';

/** Screens inside the shell need a signed-in staff member; others go to sign-in and come back. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { staff, checking } = useStaff();
  const location = useLocation();
  if (checking) return <Loading />;
  if (!staff) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`/sign-in${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`} replace />
    );
  }
  return <>{children}</>;
}

/** A screen opens only for a role holding its permission (the server refuses its calls anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!useCan()(permission)) {
    return (
      <EmptyState title={t('state.forbidden')}>
        <span>{t('state.forbiddenHint')}</span>
      </EmptyState>
    );
  }
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export function NotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t('state.notFound')} />;
}
