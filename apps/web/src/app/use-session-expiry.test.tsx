import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '../components/ui/test-utils';
import { useAuthModal } from '../features/session/hooks/use-auth-modal';
import { useSession } from '../features/session/hooks/use-session';
import { ApiError } from '../lib/api-client';
import { useSessionExpiry } from './use-session-expiry';

function setUp() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useSessionExpiry(), { wrapper });
  const fail = (error: Error) =>
    queryClient
      .fetchQuery({
        queryKey: ['member', String(Math.random())],
        queryFn: () => Promise.reject(error),
      })
      .catch(() => undefined);
  return { fail };
}

describe('session expiry', () => {
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
    useAuthModal.getState().close();
  });

  it('forgets the token and opens the login modal when a member call says not logged in', async () => {
    useSession.getState().setToken('expired');
    const { fail } = setUp();
    await fail(new ApiError('NOT_LOGGED_IN', 'Session expired', 401));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useAuthModal.getState().modal).toBe('login');
  });

  it('keeps the session on any other failure', async () => {
    useSession.getState().setToken('valid');
    const { fail } = setUp();
    await fail(new ApiError('SYSTEM_ERROR', 'Boom', 500));
    expect(useSession.getState().token).toBe('valid');
    expect(useAuthModal.getState().modal).toBeNull();
  });
});
