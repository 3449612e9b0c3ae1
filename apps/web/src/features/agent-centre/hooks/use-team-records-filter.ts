import { create } from 'zustand';

interface TeamRecordsFilterState {
  /** The account team betting opens with, handed over by the downline list. */
  account: string | null;
  handOver: (account: string) => void;
  clear: () => void;
}

/**
 * "Team records" of a downline row: the account the team betting page opens filtered to. The
 * page reads it when it opens and clears it, so the next visit starts unfiltered.
 */
export const useTeamRecordsFilter = create<TeamRecordsFilterState>((set) => ({
  account: null,
  handOver: (account) => set({ account }),
  clear: () => set({ account: null }),
}));
