import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  POINT_PAGE_SIZE_DEFAULT,
  type PointMovementType,
} from '@portal/shared/schemas/points/constants';
import type { PointMovementsValue } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './points-keys';

/** '' is every type. */
export type MovementTypeFilter = PointMovementType | '';

/** Every points movement with the balance after it, newest first, from `from` (ISO) on. */
export const getPointMovements = (
  type: MovementTypeFilter,
  page: number,
  from: string,
  signal?: AbortSignal,
) =>
  api<PointMovementsValue>('/wps/relay/ODSFE2_MemTransDet', {
    query: { type: type || undefined, page, pageSize: POINT_PAGE_SIZE_DEFAULT, from },
    signal,
  });

export const pointMovementsQueryOptions = (type: MovementTypeFilter, page: number, from: string) =>
  queryOptions({
    queryKey: pointsKeys.movements(type, page),
    queryFn: ({ signal }) => getPointMovements(type, page, from, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePointMovements = (type: MovementTypeFilter, page: number, from: string) =>
  useQuery(pointMovementsQueryOptions(type, page, from));
