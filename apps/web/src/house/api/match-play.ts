import type { z } from 'zod';
import type {
  matchPlayPayloadSchema,
  matchPlayValueSchema,
} from '@portal/shared/schemas/house-games';
import { houseApi } from '../lib/house-api';
import { usePlay } from '../lib/use-play';

export type MatchPlayInput = Omit<z.input<typeof matchPlayPayloadSchema>, 'token'>;
export type MatchPlayValue = z.infer<typeof matchPlayValueSchema>;

export const playMatch = (token: string, input: MatchPlayInput) =>
  houseApi<MatchPlayValue>('match/play', { body: { token, ...input } });

export const useMatchPlay = () => usePlay(playMatch);
