import type { z } from 'zod';
import type {
  crashPlayPayloadSchema,
  crashPlayValueSchema,
} from '@portal/shared/schemas/house-games';
import { houseApi } from '../lib/house-api';
import { usePlay } from '../lib/use-play';

export type CrashPlayInput = Omit<z.input<typeof crashPlayPayloadSchema>, 'token'>;
export type CrashPlayValue = z.infer<typeof crashPlayValueSchema>;

export const playCrash = (token: string, input: CrashPlayInput) =>
  houseApi<CrashPlayValue>('crash/play', { body: { token, ...input } });

export const useCrashPlay = () => usePlay(playCrash, { deferOutcome: true });
