import { queryOptions } from '@tanstack/react-query';
import type {
  RedirectProvider,
  SocialProvidersValue,
  SocialStartValue,
  TelegramAuth,
} from '@portal/shared/schemas/social-sign-in';
import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

/** What a sign-in carries to an account it may create. */
export interface SocialCarried {
  affiliateCode?: string;
  referralCode?: string;
  remember?: boolean;
}

/** GET /wps/session/social/providers: the buttons under the login form. */
export const socialProvidersQueryOptions = queryOptions({
  queryKey: ['session', 'social-providers'],
  queryFn: ({ signal }) => api<SocialProvidersValue>('/wps/session/social/providers', { signal }),
  staleTime: 5 * 60_000,
});

/** POST /wps/session/social/start: the provider's page to send the browser to. */
export const startSocialSignIn = (payload: SocialCarried & { provider: RedirectProvider }) =>
  api<SocialStartValue>('/wps/session/social/start', { method: 'POST', body: payload });

/** POST /wps/session/social/complete: the code and state the provider came back with. */
export const completeSocialSignIn = (payload: {
  provider: RedirectProvider;
  code: string;
  state: string;
  iss?: string;
}) => api<LoginValue>('/wps/session/social/complete', { method: 'POST', body: payload });

/** POST /wps/session/social/telegram: the login widget's signed answer. */
export const telegramSignIn = (payload: SocialCarried & { auth: TelegramAuth }) =>
  api<LoginValue>('/wps/session/social/telegram', { method: 'POST', body: payload });

/** POST /wps/session/social/link (encrypted): the member's password links the provider. */
export const linkSocialAccount = (payload: { ticket: string; password: string }) =>
  api<LoginValue>('/wps/session/social/link', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });

/** Sends the browser to the provider's page (the sign-in comes back to /social-login/...). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
