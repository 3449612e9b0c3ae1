import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onLanguageApplied } from '../../../lib/i18n';

/**
 * Server content (notices, banners, menus, status texts) is written in the request's language,
 * so a language switch refetches every query. The listener runs after the API client has the
 * new `Language` header, so the refetches ask for the new language.
 */
export function useRefetchOnLanguageChange(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLanguageApplied(() => {
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
}
