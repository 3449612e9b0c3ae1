import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantAgentResult } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** POST /wps/agent/team/members/type: a direct downline becomes an agent of the grantable type. */
export const grantAgent = (memberId: number) =>
  api<GrantAgentResult>('/wps/agent/team/members/type', {
    method: 'POST',
    body: { memberId },
  });

export function useGrantAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
