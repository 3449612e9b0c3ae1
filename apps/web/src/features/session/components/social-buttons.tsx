import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SocialProvider } from '@portal/shared/schemas/social-sign-in';
import { FacebookIcon, GoogleIcon, TelegramIcon } from '../../../components/ui/brand-icons';
import {
  goToProvider,
  socialProvidersQueryOptions,
  startSocialSignIn,
  telegramSignIn,
  type SocialCarried,
} from '../api/social-sign-in';
import { affiliateCodeOf } from '../hooks/use-affiliate-from-url';
import { referralCodeOf } from '../hooks/use-referral-code-from-url';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { openTelegramLogin } from '../telegram-login';
import type { LoginValue } from '../types';
import { socialOutcome, type SocialOutcomeHandlers } from './social-outcome';
import styles from './form.module.css';

const ICONS = { google: GoogleIcon, facebook: FacebookIcon, telegram: TelegramIcon };
const NAMES = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

/** The invitation and referral codes of the address, carried to an account the sign-in makes. */
function useCarried(): SocialCarried {
  const { search } = useLocation();
  const affiliateCode = affiliateCodeOf(search);
  const referralCode = referralCodeOf(search);
  return {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

/**
 * The social sign-in buttons under the login form (spec section 2), for the providers the
 * server offers: Google and Facebook send the browser to the provider, Telegram opens its
 * login window and signs in with the answer.
 */
export function SocialButtons(props: SocialOutcomeHandlers) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const providers = useQuery(socialProvidersQueryOptions).data;
  const carried = useCarried();
  const outcome = socialOutcome(props);

  const call = useMutation({
    mutationFn: async (provider: SocialProvider): Promise<LoginValue | null> => {
      if (provider === 'telegram') {
        const auth = await openTelegramLogin(providers?.telegramBotId ?? '');
        return auth ? telegramSignIn({ ...carried, auth }) : null;
      }
      const { authorizationUrl } = await startSocialSignIn({ ...carried, provider });
      goToProvider(authorizationUrl);
      return null;
    },
    onSuccess: (value) => {
      if (value) outcome.onSuccess(value);
    },
    onError: outcome.onError,
  });

  if (!providers || providers.providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.socialTitle}>{t('social.or')}</p>
      <div className={styles.socialButtons}>
        {providers.providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <button
              key={provider}
              type="button"
              className={`${styles.socialButton} ${styles[provider]}`}
              aria-label={t('social.with', { provider: NAMES[provider] })}
              disabled={call.isPending}
              onClick={() => call.mutate(provider)}
            >
              <Icon size={20} aria-hidden="true" />
              <span>{NAMES[provider]}</span>
            </button>
          );
        })}
      </div>
      {call.isError && !outcome.handled(call.error) && (
        <p role="alert" className={styles.alert}>
          {errorMessage(call.error)}
        </p>
      )}
    </div>
  );
}
