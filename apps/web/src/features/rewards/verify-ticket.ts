import { FairStream, pickWeighted, verifyFairSeed } from '@portal/shared/crypto/fair-draw';
import type { RewardTicket } from '@portal/shared/schemas/rewards';

export interface TicketCheck {
  /** SHA-256 of the revealed seed equals the hash published before the open. */
  hashMatches: boolean;
  /** The prize index redrawn from the seed and the ticket number; null when it cannot be. */
  redrawnIndex: number | null;
  /** The redrawn prize is the one the server paid. */
  prizeMatches: boolean;
}

/**
 * Checks an opened ticket in the browser with the very module the server drew it with
 * (ARCHITECTURE section 11): the seed against its commitment, then the draw
 * pickWeighted(FairStream(seed, ticketNo), weights) against the prize paid. Null before the open.
 */
export function checkTicket(ticket: RewardTicket): TicketCheck | null {
  if (ticket.seed === null) return null;
  const hashMatches = verifyFairSeed(ticket.seed, ticket.seedHash);
  let redrawnIndex: number | null = null;
  try {
    redrawnIndex = pickWeighted(
      new FairStream(ticket.seed, ticket.ticketNo),
      ticket.prizes.map((prize) => prize.weight),
    );
  } catch {
    // A malformed seed or table cannot be redrawn: the check fails.
  }
  return {
    hashMatches,
    redrawnIndex,
    prizeMatches: redrawnIndex !== null && redrawnIndex === ticket.prizeIndex,
  };
}
