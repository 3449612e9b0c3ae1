import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RegisterDownlinePayload,
  RegisterDownlineResult,
} from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** PUT /wps/agent/team/members (encrypted: it carries the initial password). */
export const registerDownline = (payload: RegisterDownlinePayload) =>
  api<RegisterDownlineResult>('/wps/agent/team/members', {
    method: 'PUT',
    body: payload,
    encrypted: true,
  });

/** Registers a member or sub-agent below the agent; the team's lists and reports refresh. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
