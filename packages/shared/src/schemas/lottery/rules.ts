import { z } from 'zod';
import {
  MAX_XIEN_NUMBERS,
  PICK_DIGITS,
  SIDE_CHOICES,
  XIEN_SIZE,
  type NumberBetKind,
  type SideKind,
  type XienKind,
  BET_KINDS,
} from '../../lottery/bet-types.js';
import type { OddsTable } from '../../lottery/odds.js';
import { LOTTERY_REGIONS, PRIZE_TIERS } from '../../lottery/prize-structures.js';

/**
 * The lottery's rules as the API describes and checks them: a member's selection, an odds
 * table, a result sheet. The rules themselves live in `lottery/*` without a schema library
 * (validateSelection, sheetProblems), so that pages use them without loading one; the selection
 * schema and validateSelection are held to one answer by a property test.
 */

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

/** One bet type's picks (docs/decisions/033-lottery-bet-types.md). */
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

/** An odds figure: a fraction of safe whole numbers (lottery/odds.ts). */
export const ratioSchema = z.object({
  num: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  den: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const oddsEntrySchema = z.object({ payout: ratioSchema, pointCost: ratioSchema });
export const oddsTableSchema: z.ZodType<OddsTable> = z.record(
  z.enum(BET_KINDS),
  z.record(z.enum(LOTTERY_REGIONS), oddsEntrySchema),
);

/** The numbers of one draw by tier (lottery/prize-structures.ts). */
export const resultSheetSchema = z.partialRecord(
  z.enum(PRIZE_TIERS),
  z.array(z.string().regex(/^\d{2,6}$/)),
);
