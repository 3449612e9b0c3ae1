import { z } from 'zod';

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

function distinct(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

const numbersOf = (digits: number, max: number) =>
  z
    .array(z.string().regex(new RegExp(`^\\d{${digits}}$`), `A number of ${digits} digits`))
    .min(1)
    .max(max)
    .refine(distinct, 'The numbers must be different');

const numberSelection = (kind: NumberBetKind) =>
  z.object({
    kind: z.literal(kind),
    numbers: numbersOf(PICK_DIGITS[kind], 10 ** PICK_DIGITS[kind]),
  });

const xienSelection = (kind: XienKind) =>
  z.object({
    kind: z.literal(kind),
    numbers: numbersOf(2, MAX_XIEN_NUMBERS).refine(
      (numbers) => numbers.length >= XIEN_SIZE[kind],
      `At least ${XIEN_SIZE[kind]} numbers`,
    ),
  });

const sideSelection = <K extends SideKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    choices: z
      .array(z.enum(SIDE_CHOICES[kind]))
      .min(1)
      .max(2)
      .refine(distinct, 'The choices must be different'),
  });

export const selectionSchema = z.discriminatedUnion('kind', [
  numberSelection('lo2'),
  numberSelection('lo3'),
  numberSelection('de'),
  numberSelection('de_first2'),
  numberSelection('de_first_prize'),
  numberSelection('de_tens'),
  numberSelection('de_units'),
  numberSelection('dau_duoi'),
  numberSelection('ba_cang'),
  xienSelection('xien2'),
  xienSelection('xien3'),
  xienSelection('xien4'),
  sideSelection('big_small'),
  sideSelection('odd_even'),
]);
export type Selection = z.infer<typeof selectionSchema>;
export type NumberSelection = Extract<Selection, { kind: NumberBetKind }>;
export type XienSelection = Extract<Selection, { kind: XienKind }>;
export type SideSelection = Extract<Selection, { kind: SideKind }>;

export function isNumberSelection(selection: Selection): selection is NumberSelection {
  return (NUMBER_BET_KINDS as readonly string[]).includes(selection.kind);
}

export function isXienSelection(selection: Selection): selection is XienSelection {
  return (XIEN_KINDS as readonly string[]).includes(selection.kind);
}

export type SelectionCheck = { ok: true; selection: Selection } | { ok: false; problems: string[] };

/** Parses a member's picks, refusing malformed, repeated or out-of-range numbers and choices. */
export function validateSelection(input: unknown): SelectionCheck {
  const parsed = selectionSchema.safeParse(input);
  if (parsed.success) return { ok: true, selection: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
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
