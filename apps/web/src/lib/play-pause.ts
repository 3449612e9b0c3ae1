import { create } from 'zustand';

interface PlayPauseState {
  /** A reminder the member must answer is up: a game in the frame takes no bets meanwhile. */
  paused: boolean;
  setPaused: (paused: boolean) => void;
}

/** Whether play is paused for a reminder; the game frame passes it on to the game it holds. */
export const usePlayPause = create<PlayPauseState>((set) => ({
  paused: false,
  setPaused: (paused) => set({ paused }),
}));
