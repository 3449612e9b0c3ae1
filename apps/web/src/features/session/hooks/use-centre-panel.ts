import { create } from 'zustand';
import { useSession } from './use-session';

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

// A centre belongs to the session it was opened in: when the session ends (logout, expiry) or
// another one starts, it closes rather than reopening for the next member.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) useCentrePanel.getState().closeCentre();
});
