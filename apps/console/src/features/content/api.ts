import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/**
 * The content calls' shared shape: a list under `path`, one item at `path/:id`; a change
 * invalidates the list (every filter of it) and the item.
 */
export function useContentItem<T>(path: string, id: number | null) {
  return useQuery({
    queryKey: ['operator', path, 'item', id],
    queryFn: ({ signal }) => api<T>(`${path}/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useInvalidate() {
  const client = useQueryClient();
  return (path: string) => client.invalidateQueries({ queryKey: ['operator', path] });
}

/** Creates (no id) or replaces an item; answers the saved item. */
export function saveItem<T>(path: string, id: number | null, body: unknown): Promise<T> {
  return id === null
    ? api<T>(path, { method: 'POST', body })
    : api<T>(`${path}/${id}`, { method: 'PUT', body });
}

export function deleteItem(path: string, id: number): Promise<null> {
  return api<null>(`${path}/${id}`, { method: 'DELETE' });
}

/** The `:id` of an editor's route: a number, or null for a new item. */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
