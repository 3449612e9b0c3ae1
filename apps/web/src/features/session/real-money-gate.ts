import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { isAgentCentreType, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { memberInfoQueryOptions } from './api/get-member-info';
import { useAuthModal } from './hooks/use-auth-modal';
import { useSession } from './hooks/use-session';
import type { MemberInfo } from './types';

/**
 * What a gate does with an action: ask for a login, warn that a real account is needed, say that
 * an agents-only account does not play (NON_MEMBER), or run it.
 */
export type GateOutcome = 'login' | 'warning' | 'nonMember' | 'allowed';

/** What a gate knows of the signed-in account. */
type Account = Pick<MemberInfo, 'type' | 'nonMember'>;

export const isTrialType = (type: number | undefined): boolean => type === TRIAL_ACCOUNT_TYPE;

export const isAgentType = isAgentCentreType;

/**
 * Spec section 5: without a token the login popup opens; a trial account (type 4) gets the
 * in_need_true_account warning; everyone else may handle real money and open the member centre.
 */
export function realMoneyOutcome(hasToken: boolean, type: number | undefined): GateOutcome {
  if (!hasToken) return 'login';
  return isTrialType(type) ? 'warning' : 'allowed';
}

/**
 * Playing (games, lottery, promotions, points): as real money, and an agent type the operator
 * made agents only is told that a non-member cannot play (its wallet and records stay open).
 */
export function playOutcome(hasToken: boolean, account: Account | undefined): GateOutcome {
  const outcome = realMoneyOutcome(hasToken, account?.type);
  return outcome === 'allowed' && account?.nonMember ? 'nonMember' : outcome;
}

/** The agent centre only opens for account types 1, 2, 41 and 42; others get the same warning. */
export function agentCentreOutcome(hasToken: boolean, type: number | undefined): GateOutcome {
  if (!hasToken) return 'login';
  return isAgentType(type) ? 'allowed' : 'warning';
}

interface GateWarningState {
  /** The gate's warning is showing. */
  open: boolean;
  /** A real account is needed (trial), or the account is an agent's only (NON_MEMBER). */
  reason: 'trial' | 'nonMember';
  show: (reason?: 'trial' | 'nonMember') => void;
  dismiss: () => void;
}

/** The warning dialog a gate raises; the logged-in panel draws it while `open`. */
export const useGateWarning = create<GateWarningState>((set) => ({
  open: false,
  reason: 'trial',
  show: (reason = 'trial') => set({ open: true, reason }),
  dismiss: () => set({ open: false }),
}));

// The warning speaks to the member who caused it; it goes when that session does.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) useGateWarning.getState().dismiss();
});

type Decide = (hasToken: boolean, account: Account | undefined) => GateOutcome;

/**
 * `guard(action)` runs the action at once when the gate lets it through (so a popup it opens is
 * not blocked), and otherwise opens the login modal or the warning and leaves it undone. When the
 * member's type is not known yet it is fetched first. Resolves with whether the action ran.
 */
function useGate(decide: Decide): (action: () => void) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (action: () => void) => {
      const { token, member } = useSession.getState();
      let account: Account | undefined = member ?? undefined;
      if (token && account === undefined) {
        try {
          account = await queryClient.fetchQuery(memberInfoQueryOptions(token));
        } catch {
          // Without the account type nothing real-money may run; the failed call explains itself.
          return false;
        }
      }
      const outcome = decide(token !== null, account);
      if (outcome === 'login') useAuthModal.getState().open('login');
      else if (outcome === 'warning') useGateWarning.getState().show('trial');
      else if (outcome === 'nonMember') useGateWarning.getState().show('nonMember');
      else action();
      return outcome === 'allowed';
    },
    [queryClient, decide],
  );
}

const decideRealMoney: Decide = (hasToken, account) => realMoneyOutcome(hasToken, account?.type);
const decideAgentCentre: Decide = (hasToken, account) =>
  agentCentreOutcome(hasToken, account?.type);

/** Guards real-money actions and the member centre (spec section 5). */
export function useRealMoneyGate(): { guard: (action: () => void) => Promise<boolean> } {
  return { guard: useGate(decideRealMoney) };
}

/** Guards playing: games, lottery, promotions, points (spec section 5 and NON_MEMBER). */
export function usePlayGate(): { guard: (action: () => void) => Promise<boolean> } {
  return { guard: useGate(playOutcome) };
}

/** Guards the agent centre (spec sections 5 and 6). */
export function useAgentCentreGate(): { guard: (action: () => void) => Promise<boolean> } {
  return { guard: useGate(decideAgentCentre) };
}
