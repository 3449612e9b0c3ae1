import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositChannel } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';

/** Everything the deposit page keys under; logout drops it with ['member']. */
export const depositKeys = {
  all: ['member', 'deposit'] as const,
  channels: (language: string) => ['member', 'deposit', 'channels', language] as const,
  histories: ['member', 'deposit', 'history'] as const,
  history: (page: number, status: string) =>
    ['member', 'deposit', 'history', page, status] as const,
  order: (orderNo: string) => ['member', 'deposit', 'order', orderNo] as const,
};

export const getDepositChannels = (signal?: AbortSignal) =>
  api<DepositChannel[]>('/wps/member/deposit/channels', { signal });

/** Channel names come in the request's language: one cache entry per language. */
export const depositChannelsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: depositKeys.channels(language),
    queryFn: ({ signal }) => getDepositChannels(signal),
  });

export const useDepositChannels = (language: string) =>
  useQuery(depositChannelsQueryOptions(language));
