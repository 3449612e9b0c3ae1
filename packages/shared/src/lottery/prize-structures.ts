/**
 * Prize structures of the Vietnamese traditional draws (docs/decisions/033-lottery-bet-types.md).
 * The North draws 27 numbers a day; each Southern and Central province draws 18. The fast
 * e-lottery uses the very same structures.
 */
export const LOTTERY_REGIONS = ['north', 'central', 'south'] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

export const PRIZE_TIERS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type PrizeTier = (typeof PRIZE_TIERS)[number];

export interface PrizeTierShape {
  readonly tier: PrizeTier;
  /** How many numbers the tier draws. */
  readonly count: number;
  /** How many digits each number has. */
  readonly digits: number;
}

/** Tiers in sheet order, the special prize first. */
export const PRIZE_STRUCTURES: Readonly<Record<LotteryRegion, readonly PrizeTierShape[]>> = {
  north: [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 2, digits: 5 },
    { tier: 'third', count: 6, digits: 5 },
    { tier: 'fourth', count: 4, digits: 4 },
    { tier: 'fifth', count: 6, digits: 4 },
    { tier: 'sixth', count: 3, digits: 3 },
    { tier: 'seventh', count: 4, digits: 2 },
  ],
  south: southernTiers(),
  central: southernTiers(),
};

function southernTiers(): PrizeTierShape[] {
  return [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 1, digits: 5 },
    { tier: 'third', count: 2, digits: 5 },
    { tier: 'fourth', count: 7, digits: 5 },
    { tier: 'fifth', count: 1, digits: 4 },
    { tier: 'sixth', count: 3, digits: 4 },
    { tier: 'seventh', count: 1, digits: 3 },
    { tier: 'eighth', count: 1, digits: 2 },
  ];
}

/** The numbers of one draw by tier, e.g. `{ special: ['12345'], first: ['67890'], ... }`. */
export type ResultSheet = { readonly [T in PrizeTier]?: readonly string[] };

/** The number of prize numbers (lô) a region's sheet holds: 27 in the North, 18 elsewhere. */
export function lotCount(region: LotteryRegion): number {
  return PRIZE_STRUCTURES[region].reduce((sum, shape) => sum + shape.count, 0);
}

const DIGIT_PATTERNS = Array.from({ length: 7 }, (_, digits) => new RegExp(`^\\d{${digits}}$`));

/**
 * What is wrong with a sheet for a region's structure: every tier present with its count of
 * numbers of its length of digits, and no other tier. An empty list means the sheet is valid.
 */
export function sheetProblems(region: LotteryRegion, sheet: ResultSheet): string[] {
  const problems: string[] = [];
  const shapes = PRIZE_STRUCTURES[region];
  for (const { tier, count, digits } of shapes) {
    const numbers = sheet[tier];
    if (!numbers) {
      problems.push(`${tier}: missing`);
      continue;
    }
    if (numbers.length !== count) problems.push(`${tier}: ${numbers.length} numbers, not ${count}`);
    const pattern = DIGIT_PATTERNS[digits]!;
    numbers.forEach((number, i) => {
      if (!pattern.test(number))
        problems.push(`${tier}[${i}]: "${number}" is not ${digits} digits`);
    });
  }
  for (const tier of Object.keys(sheet)) {
    if (!shapes.some((shape) => shape.tier === tier)) problems.push(`${tier}: not a tier here`);
  }
  return problems;
}

export function isValidSheet(region: LotteryRegion, sheet: ResultSheet): boolean {
  return sheetProblems(region, sheet).length === 0;
}

/** Every prize number of a valid sheet in sheet order: the special prize first. */
export function sheetNumbers(region: LotteryRegion, sheet: ResultSheet): string[] {
  return PRIZE_STRUCTURES[region].flatMap(({ tier }) => sheet[tier] ?? []);
}

/** The special prize's number of a valid sheet. */
export function specialNumber(sheet: ResultSheet): string {
  const special = sheet.special?.[0];
  if (special === undefined) throw new RangeError('The sheet has no special prize');
  return special;
}

/** The numbers of the sheet's last tier (the seventh in the North, the eighth elsewhere). */
export function lastTierNumbers(region: LotteryRegion, sheet: ResultSheet): readonly string[] {
  const shapes = PRIZE_STRUCTURES[region];
  return sheet[shapes[shapes.length - 1]!.tier] ?? [];
}
