import { inTransaction } from '../../../db/transaction.js';
import { negate, exposureOf } from './ticket-lines.js';
import type { Selection } from '@portal/shared/lottery/bet-types';
import type { PlayerTicket, TicketRow, TicketsRepository } from './tickets.repository.js';
import type { TicketWallet } from './ticket-wallet.js';

/** Where faults that need an operator are told (the app's logger). */
export interface ProblemLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Tickets given back: a placement the wallet refused or never answered, the tickets of a void
 * draw. The rollback `<round>:r` is idempotent; the ticket moves to cancelled only from the
 * state it was read in, and its exposure goes back in the same transaction.
 */
export class TicketRefunds {
  log: ProblemLog | null = null;

  constructor(
    private readonly repository: TicketsRepository,
    private readonly wallet: TicketWallet,
  ) {}

  /** Rolls the debit back and cancels the ticket; false while the rollback's outcome is unknown. */
  async refund(ticket: PlayerTicket, from: 'placing' | 'pending'): Promise<boolean> {
    const result = await this.wallet.rollback(ticket);
    if (result.kind === 'unknown') return false;
    if (result.kind === 'refused') {
      // Only a fault refuses the rollback of an unsettled round: the operator looks at it.
      this.log?.error(
        { ticketNo: ticket.ticket_no, code: result.error.code },
        'lottery ticket: rollback refused',
      );
      return false;
    }
    await this.cancel(ticket, from);
    return true;
  }

  /** Cancels a ticket whose stake was not taken (or was given back), once. */
  async cancel(ticket: TicketRow, from: 'placing' | 'pending'): Promise<boolean> {
    const selection = JSON.parse(ticket.selection) as Selection;
    const exposure = negate(exposureOf(selection, BigInt(ticket.cost), BigInt(ticket.max_payout)));
    return inTransaction(this.repository.db, async (trx) => {
      const moved = await this.repository.moveTicket(trx, ticket.ticket_no, from, {
        state: 'cancelled',
        settledAt: new Date(),
      });
      if (moved) await this.repository.addExposure(trx, ticket.draw_id, exposure);
      return moved;
    });
  }
}
