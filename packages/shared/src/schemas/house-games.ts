import { z } from 'zod';

/**
 * The built-in house provider's own API, used by its game pages inside the /game frame
 * (`/house/play?token=...&lang=...`). Every call carries the launch token; the provider checks it
 * with the portal's seamless wallet (`authenticate`) and moves money only through the wallet's
 * debit, credit and rollback callbacks. Amounts are decimal numbers (2 decimals at most).
 */

export const HOUSE_ENGINES = ['slot', 'roulette', 'crash', 'match'] as const;
export type HouseEngineName = (typeof HOUSE_ENGINES)[number];

/**
 * The message (`{ type }`) a game page posts to the portal framing it after the wallet moved; the
 * portal then refreshes its header balance.
 */
export const HOUSE_BALANCE_MESSAGE = 'house:balance-changed';

/**
 * The transfer-in exchange between a game page and the portal framing it (both on one origin;
 * every other message is ignored). A game that plays from a vendor wallet may be short while the
 * member's main wallet is not; moving money is the portal's business, never the game page's:
 * 1. the page says it is ready (`HOUSE_READY_MESSAGE`);
 * 2. the portal answers `PORTAL_TRANSFER_OFFER` when the game plays from a transfer-mode
 *    vendor's wallet, so the page may offer "Transfer in" when a stake is refused;
 * 3. the page asks for it (`HOUSE_TRANSFER_REQUEST`), the portal asks the member how much and
 *    makes the wallet transfer, then tells the page (`PORTAL_WALLET_MOVED`) to read its balance.
 */
export const HOUSE_READY_MESSAGE = 'house:ready';
export const PORTAL_TRANSFER_OFFER = 'portal:transfer-offer';
export const HOUSE_TRANSFER_REQUEST = 'house:transfer-request';
export const PORTAL_WALLET_MOVED = 'portal:wallet-moved';

/** How many past rounds a game page shows. */
export const HOUSE_LAST_ROUNDS = 10;

const token = z.string().trim().min(16).max(256);
const stake = z.union([z.number(), z.string()]);

export const houseTokenQuerySchema = z.strictObject({ token });

// ---- GET /house/api/session ----------------------------------------------------------------
export const slotConfigSchema = z.object({
  engine: z.literal('slot'),
  reels: z.number().int(),
  rows: z.number().int(),
  /** Each payline as the row index on each reel. */
  paylines: z.array(z.array(z.number().int())),
  /** Symbol id to its pays: `pays[n]` is the multiplier of the line bet for n+1 of a kind. */
  paytable: z.array(
    z.object({
      symbol: z.string(),
      pays: z.array(z.number()),
      wild: z.boolean(),
      scatter: z.boolean(),
    }),
  ),
  /** The line bets offered, ascending; the stake is lineBet x lines. */
  lineBets: z.array(z.number()),
  /** The configured return to player, e.g. 0.96. */
  rtp: z.number(),
});
export const rouletteConfigSchema = z.object({
  engine: z.literal('roulette'),
  /** Seconds a round takes bets once opened. */
  bettingSeconds: z.number().int(),
  chips: z.array(z.number()),
  minBet: z.number(),
  maxBet: z.number(),
});
export const crashConfigSchema = z.object({
  engine: z.literal('crash'),
  minStake: z.number(),
  maxStake: z.number(),
  /** Cash-out targets allowed, e.g. 1.01 to 1000. */
  minTarget: z.number(),
  maxTarget: z.number(),
  rtp: z.number(),
});
export const matchConfigSchema = z.object({
  engine: z.literal('match'),
  minStake: z.number(),
  maxStake: z.number(),
  /** The sides with their decimal odds (home, draw, away; or meron, draw, wala for sv3). */
  sides: z.array(z.object({ pick: z.string(), odds: z.number() })),
});
export const houseGameConfigSchema = z.discriminatedUnion('engine', [
  slotConfigSchema,
  rouletteConfigSchema,
  crashConfigSchema,
  matchConfigSchema,
]);
export type HouseGameConfig = z.infer<typeof houseGameConfigSchema>;

export const houseSessionValueSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Where the exit button goes (a path on the portal). */
  backUrl: z.string(),
  config: houseGameConfigSchema,
});
export type HouseSessionValue = z.infer<typeof houseSessionValueSchema>;

/** What every play answers besides its own outcome. */
const settled = {
  roundId: z.string(),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
};

// ---- POST /house/api/slot/spin ---------------------------------------------------------------
export const slotSpinPayloadSchema = z.strictObject({
  token,
  lineBet: stake,
  /** Lines played, 1 to the number of paylines. */
  lines: z.number().int().min(1).max(50),
});
export const slotSpinValueSchema = z.object({
  ...settled,
  /** The visible window: grid[row][reel] symbol ids. */
  grid: z.array(z.array(z.string())),
  wins: z.array(
    z.object({
      /** Payline index, or null for a scatter win. */
      line: z.number().int().nullable(),
      symbol: z.string(),
      count: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type SlotSpinValue = z.infer<typeof slotSpinValueSchema>;

// ---- Roulette: POST /house/api/roulette/open, /bet, /settle ------------------------------------
export const ROULETTE_BET_KINDS = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export const rouletteBetSchema = z.strictObject({
  kind: z.enum(ROULETTE_BET_KINDS),
  /** straight: 0-36; dozen and column: 1-3; otherwise omitted. */
  value: z.number().int().min(0).max(36).optional(),
  amount: stake,
});
export type RouletteBet = z.infer<typeof rouletteBetSchema>;

export const rouletteOpenValueSchema = z.object({
  roundId: z.string(),
  /** ISO instant the betting closes; the page counts down to it from `serverTime`. */
  closesAt: z.string(),
  serverTime: z.string(),
});
export const rouletteBetPayloadSchema = z.strictObject({
  token,
  roundId: z.string().min(1).max(128),
  bets: z.array(rouletteBetSchema).min(1).max(40),
});
export const rouletteBetValueSchema = z.object({
  roundId: z.string(),
  /** Everything staked in this round so far. */
  stake: z.number(),
  balance: z.number(),
});
export const rouletteSettlePayloadSchema = z.strictObject({
  token,
  roundId: z.string().min(1).max(128),
});
export const rouletteSettleValueSchema = z.object({
  ...settled,
  number: z.number().int(),
  colour: z.enum(['red', 'black', 'green']),
  wins: z.array(
    z.object({
      kind: z.enum(ROULETTE_BET_KINDS),
      value: z.number().int().nullable(),
      amount: z.number(),
    }),
  ),
});

// ---- POST /house/api/crash/play ----------------------------------------------------------------
export const crashPlayPayloadSchema = z.strictObject({
  token,
  stake,
  /** Cash out automatically at this multiplier. */
  target: z.number().min(1.01).max(1000),
});
export const crashPlayValueSchema = z.object({
  ...settled,
  /** Where the multiplier stopped. */
  crashPoint: z.number(),
  target: z.number(),
  cashedOut: z.boolean(),
});

// ---- POST /house/api/match/play ----------------------------------------------------------------
export const matchPlayPayloadSchema = z.strictObject({
  token,
  stake,
  pick: z.string().min(1).max(16),
});
export const matchPlayValueSchema = z.object({
  ...settled,
  pick: z.string(),
  outcome: z.string(),
  odds: z.number(),
});

// ---- GET /house/api/rounds ---------------------------------------------------------------------
export const houseRoundSchema = z.object({
  roundId: z.string(),
  time: z.string(),
  stake: z.number(),
  payout: z.number(),
  state: z.enum(['open', 'settled', 'failed']),
  /** A short text of the outcome for the list ("17 red", "x2.35", "3 x CHERRY"). */
  summary: z.string(),
  /** The same outcome as data, for the page to word in the player's language; null before it. */
  detail: z
    .discriminatedUnion('engine', [
      z.object({
        engine: z.literal('slot'),
        /** The best win's symbol and count, or null for no win. */
        symbol: z.string().nullable(),
        count: z.number().int(),
      }),
      z.object({
        engine: z.literal('roulette'),
        number: z.number().int(),
        colour: z.enum(['red', 'black', 'green']),
      }),
      z.object({ engine: z.literal('crash'), crashPoint: z.number() }),
      z.object({ engine: z.literal('match'), pick: z.string(), outcome: z.string() }),
    ])
    .nullable(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;
export const houseRoundsValueSchema = z.object({ list: z.array(houseRoundSchema) });

/**
 * Portal -> game page: `{ type: PORTAL_PLAY_PAUSE, paused }`. While the portal's reality check is
 * up (decision 052) the page takes no bets; it plays on once `paused` is false again.
 */
export const PORTAL_PLAY_PAUSE = 'portal:play-pause';
