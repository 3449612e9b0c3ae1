import type { z } from 'zod';
import type { slotSpinPayloadSchema, SlotSpinValue } from '@portal/shared/schemas/house-games';
import { houseApi } from '../lib/house-api';
import { usePlay } from '../lib/use-play';

export type SlotSpinInput = Omit<z.input<typeof slotSpinPayloadSchema>, 'token'>;

export const spinSlot = (token: string, input: SlotSpinInput) =>
  houseApi<SlotSpinValue>('slot/spin', { body: { token, ...input } });

export const useSlotSpin = () => usePlay(spinSlot, { deferOutcome: true });
