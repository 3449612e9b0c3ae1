import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerService } from '@portal/shared/schemas/system';
import { useWhitelabel, whitelabelQueryOptions } from '../../../api/get-whitelabel';
import { useSession } from '../../session/hooks/use-session';

const NO_ENTRIES: CustomerService[] = [];

/**
 * The customer-service entries of the whitelabel answer. They depend on who is signed in (a VIP
 * rank above 4 gets the VIP entry where others get live chat, spec section 6), so the answer is
 * asked for again whenever the member signs in or out.
 */
export function useCustomerServiceEntries() {
  const whitelabel = useWhitelabel();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const askedWith = useRef(token);

  useEffect(() => {
    if (askedWith.current === token) return;
    askedWith.current = token;
    void queryClient.invalidateQueries({ queryKey: whitelabelQueryOptions().queryKey });
  }, [token, queryClient]);

  return {
    entries: whitelabel.data?.customerService ?? NO_ENTRIES,
    isPending: whitelabel.isPending,
  };
}
