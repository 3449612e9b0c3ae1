import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiskCase, RiskRuleView } from '@portal/shared/schemas/risk-cases';
import { api, type CallOptions } from '../../api/client';

export const casePath = (id: number) => `/risk-cases/${id}`;

export function useRiskCase(id: number) {
  return useQuery({
    queryKey: ['operator', casePath(id)],
    queryFn: ({ signal }) => api<RiskCase>(casePath(id), { signal }),
  });
}

export function useRiskRules() {
  return useQuery({
    queryKey: ['operator', '/risk-rules'],
    queryFn: ({ signal }) => api<{ list: RiskRuleView[] }>('/risk-rules', { signal }),
  });
}

/** A call that changes cases or rules: every case and rule read is fetched again after it. */
export function useRiskAction<T, V = void>(call: (variables: V) => [string, CallOptions]) {
  const client = useQueryClient();
  return useMutation<T, unknown, V>({
    mutationFn: (variables) => {
      const [path, options] = call(variables);
      return api<T>(path, { method: 'POST', ...options });
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => {
          const path = query.queryKey[1];
          return (
            query.queryKey[0] === 'operator' &&
            typeof path === 'string' &&
            (path.startsWith('/risk-') || path.startsWith('/dashboard'))
          );
        },
      }),
  });
}
