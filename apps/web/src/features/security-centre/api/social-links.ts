import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialLinksValue, SocialProvider } from '@portal/shared/schemas/social-sign-in';
import { api } from '../../../lib/api-client';
import { securityKeys } from './get-security-overview';

/** The offered sign-in providers, each linked to the member's account or not. */
export const getSocialLinks = (signal?: AbortSignal) =>
  api<SocialLinksValue>('/wps/member/social/links', { signal });

export const socialLinksQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.socialLinks,
    queryFn: ({ signal }) => getSocialLinks(signal),
  });

export const useSocialLinks = () => useQuery(socialLinksQueryOptions());

/** Unlinks a provider, proven by the login password (sent encrypted). */
export const unlinkSocial = ({
  provider,
  password,
}: {
  provider: SocialProvider;
  password: string;
}) =>
  api<null>(`/wps/member/social/links/${encodeURIComponent(provider)}`, {
    method: 'DELETE',
    body: { password },
    encrypted: true,
  });
