import { create } from 'zustand';
import type { PlayBreak } from './api/safer-play';

interface BreakTakenState {
  /** The break just taken, shown once the member is logged out; null when nothing to show. */
  taken: PlayBreak | null;
  show: (taken: PlayBreak) => void;
  dismiss: () => void;
}

/**
 * Taking a break ends the session, which closes the member centre: the end date is told by a
 * dialog that lives outside it.
 */
export const useBreakTaken = create<BreakTakenState>((set) => ({
  taken: null,
  show: (taken) => set({ taken }),
  dismiss: () => set({ taken: null }),
}));
