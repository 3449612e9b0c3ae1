import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { incomeQuerySchema, IncomeValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type IncomeFilter = Partial<z.infer<typeof incomeQuerySchema>>;

/** GET /wps/agent/income: the agent's own income by kind over a period. */
export const getIncome = (query: IncomeFilter, signal?: AbortSignal) =>
  api<IncomeValue>('/wps/agent/income', { query: { ...query }, signal });

export const useIncome = (query: IncomeFilter | null) =>
  useQuery({
    queryKey: agencyKeys.income(query ?? {}),
    queryFn: ({ signal }) => getIncome(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
