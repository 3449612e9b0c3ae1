import { loginChallengeValueSchema } from '@portal/shared/schemas/account';
import {
  socialLinkRequiredValueSchema,
  type SocialLinkRequiredValue,
} from '@portal/shared/schemas/social-sign-in';
import { ApiError } from '../../../lib/api-client';
import type { LoginChallengeValue, LoginValue } from '../types';

/** Where a social sign-in goes next: signed in, a new-IP check, or a link by password. */
export interface SocialOutcomeHandlers {
  onSuccess: (value: LoginValue) => void;
  onChallenge: (challenge: LoginChallengeValue) => void;
  onLink: (link: SocialLinkRequiredValue) => void;
}

/** Sends the two answers that continue the sign-in to their step; `handled` tells them apart. */
export function socialOutcome(handlers: SocialOutcomeHandlers) {
  const next = (error: unknown) => {
    if (!(error instanceof ApiError)) return null;
    if (error.errorCode === 'SOCIAL_LINK_REQUIRED') {
      const link = socialLinkRequiredValueSchema.safeParse(error.value);
      return link.success ? () => handlers.onLink(link.data) : null;
    }
    if (error.errorCode === 'LOGIN_VERIFICATION_REQUIRED') {
      const challenge = loginChallengeValueSchema.safeParse(error.value);
      return challenge.success ? () => handlers.onChallenge(challenge.data) : null;
    }
    return null;
  };
  return {
    onSuccess: handlers.onSuccess,
    onError: (error: unknown) => next(error)?.(),
    handled: (error: unknown) => next(error) !== null,
  };
}
