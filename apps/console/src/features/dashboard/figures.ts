import type { DashboardFigures } from '@portal/shared/schemas/operator-dashboard';

export type FigureKey = keyof DashboardFigures;

export interface FigureSpec {
  key: FigureKey;
  /** Money of the site currency; otherwise a count. */
  money: boolean;
  /** A count shown under the figure (number of deposits under deposits). */
  count?: { key: FigureKey; label: 'deposits' | 'bets' };
  /** A figure with a sign that matters (negative shows in the danger colour). */
  signed?: boolean;
  /** Explained under its name. */
  hint?: boolean;
}

/** The figure cards, in the order a desk reads them: cash, play, then members. */
export const FIGURE_CARDS: FigureSpec[] = [
  { key: 'deposits', money: true, count: { key: 'depositCount', label: 'deposits' } },
  { key: 'withdrawals', money: true },
  { key: 'netCash', money: true, signed: true, hint: true },
  { key: 'bets', money: true, count: { key: 'betCount', label: 'bets' } },
  { key: 'payouts', money: true },
  { key: 'ggr', money: true, signed: true, hint: true },
  { key: 'bonusCost', money: true, hint: true },
  { key: 'registrations', money: false },
  { key: 'firstDeposits', money: false },
  { key: 'activeMembers', money: false, hint: true },
];

/** Every figure has a 30-day chart, the counts included. */
export const CHART_FIGURES: FigureSpec[] = [
  ...FIGURE_CARDS.slice(0, 3),
  { key: 'depositCount', money: false },
  ...FIGURE_CARDS.slice(3, 6),
  { key: 'betCount', money: false },
  ...FIGURE_CARDS.slice(6),
];
