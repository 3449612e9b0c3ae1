import { create } from 'zustand';

/** A downline whose team (the member and everyone below it) team betting is limited to. */
export interface TeamHead {
  id: number;
  account: string;
}

interface TeamRecordsFilterState {
  /** The team team betting opens with, handed over by the downline list. */
  team: TeamHead | null;
  handOver: (team: TeamHead) => void;
  clear: () => void;
}

/**
 * "Team records" of a downline row: the team the team betting page opens limited to. The page
 * reads it when it opens and clears it, so the next visit starts with the whole downline.
 */
export const useTeamRecordsFilter = create<TeamRecordsFilterState>((set) => ({
  team: null,
  handOver: (team) => set({ team }),
  clear: () => set({ team: null }),
}));
