import { useQuery } from '@tanstack/react-query';
import type { OperatorHelpTopicsPage } from '@portal/shared/schemas/content-operator/help';
import { api } from '../../../api/client';

export const TOPICS = '/help/topics';
export const ARTICLES = '/help/articles';

/** Every help topic in page order (a site has a handful). */
export function useHelpTopics() {
  return useQuery({
    queryKey: ['operator', TOPICS, 'all'],
    queryFn: ({ signal }) =>
      api<OperatorHelpTopicsPage>(TOPICS, { query: { pageSize: 100 }, signal }),
  });
}
