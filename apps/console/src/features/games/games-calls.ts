import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OperatorGame,
  OperatorVendor,
  UpdateGamePayload,
  UpdateVendorPayload,
} from '@portal/shared/schemas/games-operator';
import { api } from '../../api/client';
import type { Page } from '../../api/lists';

export const GAMES = '/games';
export const VENDORS = '/games/vendors';

/** Every vendor code (a few dozen, each once), for the catalogue's vendor filter. */
export function useVendorCodes() {
  return useQuery({
    queryKey: ['operator', VENDORS, 'codes'],
    queryFn: async ({ signal }) => {
      const page = await api<Page<OperatorVendor>>(VENDORS, {
        query: { pageSize: 100, sort: 'code' },
        signal,
      });
      return [...new Set(page.list.map((row) => row.code))];
    },
    staleTime: 60_000,
  });
}

/** One change to a game; the catalogue reloads after it. */
export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateGamePayload }) =>
      api<OperatorGame>(`${GAMES}/${id}`, { method: 'PUT', body: change }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', GAMES] }),
  });
}

/** One change to a vendor's row in a category; the vendor list reloads after it. */
export function useUpdateVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: UpdateVendorPayload }) =>
      api<OperatorVendor[]>(`${VENDORS}/${code}`, { method: 'PUT', body: change }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', VENDORS] }),
  });
}
