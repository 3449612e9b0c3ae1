import { create } from 'zustand';

export type Centre = 'member' | 'agent';

interface CentrePanelState {
  /** The overlay panel to show (spec section 2, root layout) and its page key. */
  open: { centre: Centre; page: string } | null;
  openCentre: (centre: Centre, page: string) => void;
  closeCentre: () => void;
}

/** Requests for the member-centre and agent-centre overlay panels. */
export const useCentrePanel = create<CentrePanelState>((set) => ({
  open: null,
  openCentre: (centre, page) => set({ open: { centre, page } }),
  closeCentre: () => set({ open: null }),
}));
