import type { HouseWalletClient, WalletResult } from '../../house-games/wallet-client.js';
import type { PlayerTicket, TicketRow } from './tickets.repository.js';

/** A ticket's seamless transaction ids: one round, its debit, credit and rollback. */
export const debitId = (ticket: Pick<TicketRow, 'round_id'>) => `${ticket.round_id}:d`;
export const creditId = (ticket: Pick<TicketRow, 'round_id'>) => `${ticket.round_id}:c`;
export const rollbackId = (ticket: Pick<TicketRow, 'round_id'>) => `${ticket.round_id}:r`;

/**
 * A ticket's money through the house provider's signed wallet calls. Every call carries a
 * transaction id fixed by the ticket, so any of them can be sent again and the wallet answers
 * the first answer (replayed) without moving money twice.
 */
export class TicketWallet {
  constructor(private readonly client: HouseWalletClient) {}

  /** Takes many tickets' costs in one wallet call, answered in their order; as a debit each. */
  debitMany(debits: readonly { ticket: TicketRow; token: string }[]): Promise<WalletResult[]> {
    return this.client.debitMany(
      debits.map(({ ticket, token }) => ({
        transactionId: debitId(ticket),
        roundId: ticket.round_id,
        token,
        gameCode: ticket.game_code,
        amount: BigInt(ticket.cost),
      })),
    );
  }

  /** Pays a ticket (0 for a loss: it closes the round); `result` must be the same every time. */
  credit(ticket: PlayerTicket, amount: bigint, result: Record<string, unknown>) {
    return this.client.credit({
      transactionId: creditId(ticket),
      roundId: ticket.round_id,
      playerId: ticket.account,
      amount,
      result,
    });
  }

  /** Pays many tickets in one wallet call, answered in their order; as credit() for each. */
  creditMany(
    payments: readonly {
      ticket: PlayerTicket;
      amount: bigint;
      result: Record<string, unknown>;
    }[],
  ): Promise<WalletResult[]> {
    return this.client.creditMany(
      payments.map(({ ticket, amount, result }) => ({
        transactionId: creditId(ticket),
        roundId: ticket.round_id,
        playerId: ticket.account,
        amount,
        result,
      })),
    );
  }

  rollback(ticket: PlayerTicket): Promise<WalletResult> {
    return this.client.rollback({
      transactionId: rollbackId(ticket),
      refTransactionId: debitId(ticket),
      roundId: ticket.round_id,
      playerId: ticket.account,
    });
  }
}
