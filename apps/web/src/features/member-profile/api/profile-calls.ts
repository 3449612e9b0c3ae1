import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberIconValue } from '@portal/shared/schemas/account';
import type { MemberProfile, ProfilePayload } from '@portal/shared/schemas/member-profile';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';

/** The avatars a member can pick (the list does not change while the site runs). */
export const avatarListQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'avatars', token],
    queryFn: ({ signal }) => api<MemberIconValue[]>('/wps/relay/MCSFE_getPlayerAvatar', { signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });

export const useAvatarList = () => useQuery(avatarListQueryOptions(useSession((s) => s.token)));

export const setMemberIcon = (icon: number) =>
  api<MemberIconValue>('/wps/member/info/icon', { method: 'POST', body: { icon } });

export const saveProfile = (payload: ProfilePayload) =>
  api<MemberProfile>('/wps/member/info/profile', { method: 'POST', body: payload });

/** Picks an avatar: the header's avatar and the member info follow at once. */
export function useSetIcon() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: setMemberIcon,
    onSuccess: (value) => {
      queryClient.setQueryData(['member', 'icon', token], value);
      return queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    },
  });
}

/** Saves profile fields; the member info (which carries the profile) is read again. */
export function useSaveProfile(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      onSaved();
    },
  });
}
