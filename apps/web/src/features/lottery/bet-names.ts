import type { BetKind, SideChoice } from '@portal/shared/lottery/bet-types';

/**
 * The Vietnamese terms players know the bets by (docs/decisions/033-lottery-bet-types.md). The
 * bundles name each bet in the member's language (`lottery:names`); outside Vietnamese the term
 * goes beside it as a subtitle (BetName), so a player who knows "Đề" still finds it.
 */
export const BET_NAMES: Readonly<Record<BetKind, string>> = {
  lo2: 'Lô 2 số',
  lo3: 'Lô 3 số',
  de: 'Đề',
  de_first2: 'Đề đầu',
  de_first_prize: 'Đề giải nhất',
  de_tens: 'Đầu',
  de_units: 'Đuôi',
  dau_duoi: 'Đầu đuôi',
  ba_cang: '3 Càng',
  xien2: 'Xiên 2',
  xien3: 'Xiên 3',
  xien4: 'Xiên 4',
  big_small: 'Tài/Xỉu',
  odd_even: 'Chẵn/Lẻ',
};

export const CHOICE_NAMES: Readonly<Record<SideChoice, string>> = {
  big: 'Tài',
  small: 'Xỉu',
  odd: 'Lẻ',
  even: 'Chẵn',
};

/**
 * The play types (`lottoView`, the URL's playType): groups of bet kinds. `name` is the Vietnamese
 * term; `lottery:playTypeNames` names them in the member's language.
 */
export const PLAY_TYPES = [
  { view: 'lo', name: 'Lô', kinds: ['lo2', 'lo3'] },
  {
    view: 'de',
    name: 'Đề',
    kinds: ['de', 'de_first2', 'de_first_prize', 'de_tens', 'de_units', 'dau_duoi'],
  },
  { view: 'ba_cang', name: '3 Càng', kinds: ['ba_cang'] },
  { view: 'xien', name: 'Xiên', kinds: ['xien2', 'xien3', 'xien4'] },
  { view: 'side', name: 'Tài/Xỉu · Chẵn/Lẻ', kinds: ['big_small', 'odd_even'] },
] as const satisfies readonly { view: string; name: string; kinds: readonly BetKind[] }[];

export type PlayType = (typeof PLAY_TYPES)[number];
export type PlayView = PlayType['view'];

/** The play type a URL's playType names: a view, or a bet kind inside one; Lô otherwise. */
export function playTypeOf(param: string | null): PlayType {
  return (
    PLAY_TYPES.find((type) => type.view === param) ??
    PLAY_TYPES.find((type) => (type.kinds as readonly string[]).includes(param ?? '')) ??
    PLAY_TYPES[0]
  );
}
