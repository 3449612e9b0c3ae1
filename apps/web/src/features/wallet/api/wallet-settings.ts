import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletSettings } from '@portal/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';

export const WALLET_SETTINGS_KEY = ['wallet', 'settings'] as const;

export const getWalletSettings = () => api<WalletSettings>('/wps/member/wallet/settings');

export const saveWalletSettings = (settings: WalletSettings) =>
  api<WalletSettings>('/wps/member/wallet/settings', { method: 'PUT', body: settings });

/** The member's wallet preferences; they change only when the member saves them. */
export const walletSettingsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_SETTINGS_KEY, token],
    queryFn: getWalletSettings,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export const useWalletSettings = () =>
  useQuery(walletSettingsQueryOptions(useSession((state) => state.token)));

/** Saves the preferences; the answer is what the server now keeps. */
export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  return useMutation({
    mutationFn: saveWalletSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(walletSettingsQueryOptions(token).queryKey, saved);
    },
  });
}
