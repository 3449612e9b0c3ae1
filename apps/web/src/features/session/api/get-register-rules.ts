import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RegistrationRule } from '../types';

export const getRegisterRules = (signal?: AbortSignal) =>
  api<{ rules: RegistrationRule[] }>('/wps/system/setting/register', { signal }).then(
    (value) => value.rules,
  );

/**
 * The registration field rules, fetched once and kept for the visit (spec section 7: the
 * validators are cached); a language change refetches them for the hint texts.
 */
export const registerRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'registerRules'],
    queryFn: ({ signal }) => getRegisterRules(signal),
    staleTime: Infinity,
  });

export const useRegisterRules = () => useQuery(registerRulesQueryOptions());
