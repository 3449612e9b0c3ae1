import { create } from 'zustand';
import type { Game } from '@portal/shared/schemas/games';
import type { LaunchTarget } from '../launch-target';

export type LaunchDialog =
  /** The game is under maintenance: popular games to play instead. */
  | { kind: 'maintenance'; gameName: string; popular: Game[] }
  | { kind: 'error'; message: string }
  /** The game plays from a vendor's own wallet: offer a transfer from main before it opens. */
  | { kind: 'transfer'; game: LaunchTarget; vendor: string };

interface LaunchDialogsState {
  dialog: LaunchDialog | null;
  showMaintenance: (gameName: string, popular: Game[]) => void;
  showError: (message: string) => void;
  offerTransfer: (game: LaunchTarget, vendor: string) => void;
  close: () => void;
}

/** The one dialog a launch may raise; the page's LaunchDialogs host draws it. */
export const useLaunchDialogs = create<LaunchDialogsState>((set) => ({
  dialog: null,
  showMaintenance: (gameName, popular) =>
    set({ dialog: { kind: 'maintenance', gameName, popular } }),
  showError: (message) => set({ dialog: { kind: 'error', message } }),
  offerTransfer: (game, vendor) => set({ dialog: { kind: 'transfer', game, vendor } }),
  close: () => set({ dialog: null }),
}));
