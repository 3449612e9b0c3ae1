import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@portal/shared/constants/languages';
import { popularGamesQueryOptions } from '../../games/api/get-popular-games';
import { memberInfoQueryOptions } from '../api/get-member-info';
import type { LoginValue } from '../types';
import { useAuthModal } from './use-auth-modal';
import { useCentrePanel } from './use-centre-panel';
import { useSession } from './use-session';

/**
 * What follows every successful login (spec section 4): save the token and load the popular
 * games (the home page's row for members); a weak default or
 * expired password opens the forced change-password modal, otherwise the member's info loads
 * and the modal closes. A login during a break to withdraw opens the withdrawal page.
 */
export function useFinishLogin(onSuccess: () => void) {
  const queryClient = useQueryClient();
  const open = useAuthModal((state) => state.open);
  const { i18n } = useTranslation();
  return (value: LoginValue, knownPassword?: string, options: { withdrawOnly?: boolean } = {}) => {
    useSession.getState().signIn(value, options);
    const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language);
    void queryClient.prefetchQuery(popularGamesQueryOptions(language));
    if (value.mustChangePassword) {
      open('changePassword', {
        forced: true,
        account: value.username,
        ...(knownPassword ? { knownPassword } : {}),
      });
      return;
    }
    void queryClient
      .fetchQuery(memberInfoQueryOptions(value.token))
      .then((member) => {
        if (useSession.getState().token === value.token) useSession.getState().setMember(member);
      })
      .catch(() => undefined);
    onSuccess();
    if (options.withdrawOnly) useCentrePanel.getState().openCentre('member', 'withdraw');
  };
}
