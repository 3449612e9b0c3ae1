import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { FullPageLoader } from '../components/layouts/full-page-loader';
import { useRefetchOnLanguageChange } from '../features/language/hooks/use-refetch-on-language-change';
import { trackPreloadErrors } from '../lib/chunk-loader';
import { queryClient } from '../lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { useSessionExpiry } from './use-session-expiry';

/** Keeps server data in step with the interface language and the session. */
function QuerySync() {
  useRefetchOnLanguageChange();
  useSessionExpiry();
  return null;
}

/** Query client and its sync with language and session, the error boundary and the loader. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => trackPreloadErrors(), []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <QuerySync />
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
