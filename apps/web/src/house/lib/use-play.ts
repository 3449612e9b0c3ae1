import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roundsQueryOptions } from '../api/get-rounds';
import { useHouse } from '../components/house-context';
import { balanceOf } from './house-api';

interface PlayOptions {
  /** Failures the caller handles itself (no banner), e.g. a settle tried too early. */
  quiet?: (error: unknown) => boolean;
  /** Whether the call can change the rounds list (opening a roulette round does not). */
  refreshRounds?: boolean;
  /**
   * Whether starting the call clears the banner: a player's play does, a call the page makes
   * on its own (opening or settling a live round) leaves the last message up.
   */
  clearsBanner?: boolean;
  /**
   * The caller reveals the answer (balance and rounds list, through `revealOutcome`) once its
   * animation has shown the outcome: a balance that jumps first would give the result away.
   */
  deferOutcome?: boolean;
}

/**
 * A call that plays with the player's money: the banner clears when it starts, the balance of
 * the answer (or of a failure that reports one) is shown, failures go to the banner, and the
 * rounds list is fetched again once it ends.
 */
export function usePlay<P, V>(
  call: (token: string, payload: P) => Promise<V>,
  { quiet, refreshRounds = true, clearsBanner = true, deferOutcome = false }: PlayOptions = {},
) {
  const house = useHouse();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => call(house.token, payload),
    onMutate: () => (clearsBanner ? house.clearError() : undefined),
    onSuccess: (value) => {
      if (deferOutcome) return;
      const balance = (value as { balance?: unknown }).balance;
      if (typeof balance === 'number') house.setBalance(balance);
      if (refreshRounds) void queryClient.invalidateQueries(roundsQueryOptions(house.token));
    },
    onError: (error) => {
      const balance = balanceOf(error);
      if (balance !== null) house.setBalance(balance);
      if (!quiet?.(error)) house.reportError(error);
      if (refreshRounds) void queryClient.invalidateQueries(roundsQueryOptions(house.token));
    },
  });
}
