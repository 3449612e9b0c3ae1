/**
 * The plain values of the lottery calls: the vendor, the fast games, the states of draws and
 * tickets. Apart from the schemas, so that the lottery page reads them without building any.
 */

export const LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
export const LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const FAST_GAME_CODES = ['vnf1', 'vnf3', 'vnf5'] as const;
export type FastGameCode = (typeof FAST_GAME_CODES)[number];

export const lotteryKinds = ['traditional', 'fast'] as const;
export const drawStates = [
  /** Taking tickets until closeAt. */
  'open',
  /** Past the cut-off, waiting for the result. */
  'closed',
  /** A result entered by one operator, waiting for a second to confirm it (traditional). */
  'entered',
  /** The result is final; tickets are being settled. */
  'drawn',
  /** Every ticket settled. */
  'settled',
  /** Voided: every ticket refunded. */
  'void',
] as const;
export type DrawState = (typeof drawStates)[number];
export const ticketStates = ['pending', 'won', 'lost', 'cancelled'] as const;
