/**
 * The bet types of the Vietnamese lottery (docs/decisions/033-lottery-bet-types.md). A selection
 * is what the member picked for one bet type; it makes one or more lines, each staked alike.
 */
export const NUMBER_BET_KINDS = [
  'lo2', // lô 2 số: last 2 digits of every prize, paid per occurrence
  'lo3', // lô 3 số: last 3 digits of every prize of 3 digits or more, per occurrence
  'de', // đề: last 2 digits of the special prize
  'de_first2', // đề đầu: first 2 digits of the special prize
  'de_first_prize', // đề giải nhất (nhất to): last 2 digits of the first prize
  'de_tens', // đầu: the tens digit of the đề
  'de_units', // đuôi: the units digit of the đề
  'dau_duoi', // đầu đuôi: the last tier's numbers (the head) and the đề (the tail), per occurrence
  'ba_cang', // 3 càng: last 3 digits of the special prize
] as const;
export type NumberBetKind = (typeof NUMBER_BET_KINDS)[number];

export const XIEN_KINDS = ['xien2', 'xien3', 'xien4'] as const;
export type XienKind = (typeof XIEN_KINDS)[number];

export const SIDE_KINDS = ['big_small', 'odd_even'] as const;
export type SideKind = (typeof SIDE_KINDS)[number];

export const BET_KINDS = [...NUMBER_BET_KINDS, ...XIEN_KINDS, ...SIDE_KINDS] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** How many digits each picked number of a kind has. */
export const PICK_DIGITS: Readonly<Record<NumberBetKind | XienKind, 1 | 2 | 3>> = {
  lo2: 2,
  lo3: 3,
  de: 2,
  de_first2: 2,
  de_first_prize: 2,
  de_tens: 1,
  de_units: 1,
  dau_duoi: 2,
  ba_cang: 3,
  xien2: 2,
  xien3: 2,
  xien4: 2,
};

/** How many numbers each xiên line holds. */
export const XIEN_SIZE: Readonly<Record<XienKind, number>> = { xien2: 2, xien3: 3, xien4: 4 };

/** A xiên selection of more numbers than its size plays every combination (xiên ghép). */
export const MAX_XIEN_NUMBERS = 10;

export const SIDE_CHOICES = { big_small: ['big', 'small'], odd_even: ['odd', 'even'] } as const;
export type SideChoice = (typeof SIDE_CHOICES)[SideKind][number];

export interface NumberSelection {
  kind: NumberBetKind;
  numbers: string[];
}
export interface XienSelection {
  kind: XienKind;
  numbers: string[];
}
export type SideSelection = {
  [K in SideKind]: { kind: K; choices: Array<(typeof SIDE_CHOICES)[K][number]> };
}[SideKind];
export type Selection = NumberSelection | XienSelection | SideSelection;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export function isNumberSelection(selection: Selection): selection is NumberSelection {
  return isOneOf(NUMBER_BET_KINDS, selection.kind);
}

export function isXienSelection(selection: Selection): selection is XienSelection {
  return isOneOf(XIEN_KINDS, selection.kind);
}

export type SelectionCheck = { ok: true; selection: Selection } | { ok: false; problems: string[] };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Problems of a list of picks: its length, repeats and each item's form. */
function listProblems(
  field: string,
  values: readonly string[],
  { min, max, item }: { min: number; max: number; item: (value: string) => string | null },
): string[] {
  const problems: string[] = [];
  if (values.length < min) problems.push(`${field}: At least ${min}`);
  if (values.length > max) problems.push(`${field}: At most ${max}`);
  values.forEach((value, i) => {
    const problem = item(value);
    if (problem) problems.push(`${field}.${i}: ${problem}`);
  });
  if (new Set(values).size !== values.length) problems.push(`${field}: Each must be different`);
  return problems;
}

/** A picked number of each length PICK_DIGITS names, built once: placement checks every ticket. */
const DIGIT_PATTERNS = new Map([1, 2, 3].map((digits) => [digits, new RegExp(`^\\d{${digits}}$`)]));

const digitsItem = (digits: number) => (value: string) =>
  DIGIT_PATTERNS.get(digits)!.test(value) ? null : `A number of ${digits} digits`;

/**
 * Parses a member's picks, refusing malformed, repeated or out-of-range numbers and choices. The
 * rules are those of `selectionSchema` (schemas/lottery), which describes the same shape to the
 * API's clients; a property test holds the two to one answer. This one needs no schema library,
 * so the lottery page checks picks without loading one.
 */
export function validateSelection(input: unknown): SelectionCheck {
  if (typeof input !== 'object' || input === null) return { ok: false, problems: ['An object'] };
  const { kind, numbers, choices } = input as Record<string, unknown>;
  if (!isOneOf(BET_KINDS, kind)) return { ok: false, problems: ['kind: Not a bet kind'] };
  if (isOneOf(SIDE_KINDS, kind)) {
    if (!isStringArray(choices)) return { ok: false, problems: ['choices: A list of choices'] };
    const allowed: readonly string[] = SIDE_CHOICES[kind];
    const problems = listProblems('choices', choices, {
      min: 1,
      max: 2,
      item: (value) => (allowed.includes(value) ? null : `One of ${allowed.join(', ')}`),
    });
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, selection: { kind, choices: [...choices] } as SideSelection };
  }
  if (!isStringArray(numbers)) return { ok: false, problems: ['numbers: A list of numbers'] };
  const digits = PICK_DIGITS[kind];
  const xien = isOneOf(XIEN_KINDS, kind);
  const problems = listProblems('numbers', numbers, {
    min: xien ? XIEN_SIZE[kind] : 1,
    max: xien ? MAX_XIEN_NUMBERS : 10 ** digits,
    item: digitsItem(digits),
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, selection: { kind, numbers: [...numbers] } };
}

/** n choose k, exactly. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Every k-number combination of `items`, in order of the items. */
export function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of choose(items.slice(i + 1), k - 1)) result.push([item, ...rest]);
  });
  return result;
}

/**
 * The lines a selection makes: one per picked number for number bets, one per combination for
 * xiên (5 numbers in xiên 3 make C(5,3) = 10 lines), one per choice for big/small and odd/even.
 */
export function ticketLines(selection: Selection): number {
  if (isXienSelection(selection)) {
    return combinations(selection.numbers.length, XIEN_SIZE[selection.kind]);
  }
  return 'numbers' in selection ? selection.numbers.length : selection.choices.length;
}

/**
 * A selection's lines as settlement names them: the picked numbers, the xiên combinations
 * (`12-34-56`), or the choices. Their count is ticketLines.
 */
export function selectionLines(selection: Selection): string[] {
  if (isXienSelection(selection)) {
    return choose(selection.numbers, XIEN_SIZE[selection.kind]).map((combo) => combo.join('-'));
  }
  return 'numbers' in selection ? [...selection.numbers] : [...selection.choices];
}
