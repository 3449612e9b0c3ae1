import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { Trx } from '../../../db/transaction.js';
import type { LotteryTicketsTable } from '../lottery.tables.js';
import type { LineTotals } from './ticket-admission.js';
import { sortedLines } from './ticket-lines.js';
import type { TicketRow } from './tickets.repository.js';

/** A ticket's row as placement writes it. */
export type NewTicketRow = Insertable<LotteryTicketsTable>;

/** Rows per statement: well under either database's parameter limit (21 columns a ticket). */
const CHUNK = 200;
const TICKET_CHUNK = 100;

/** The writes of a batch of placements of one draw (decision 073). */
export class TicketBatchesRepository {
  constructor(readonly db: DB) {}

  /**
   * Locks the draw's exposure rows of `lines` in the order every writer takes them (sortedLines:
   * by line, the total `*` last), writing a line not there yet at 0, and answers each one's
   * totals as they stand under the lock.
   */
  async lockLines(trx: Trx, drawId: string, lines: readonly string[]) {
    const totals = new Map<string, LineTotals>();
    const sorted = sortedLines(lines.map((line) => ({ line, stake: 0n, liability: 0n })));
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const rows = await trx
        .insertInto('lottery_exposure')
        .values(
          sorted.slice(i, i + CHUNK).map(({ line }) => ({
            draw_id: drawId,
            line,
            stake: 0n,
            liability: 0n,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['draw_id', 'line']).doUpdateSet((eb) => ({
            stake: eb.ref('lottery_exposure.stake'),
          })),
        )
        .returning(['line', 'stake', 'liability'])
        .execute();
      for (const row of rows) {
        totals.set(row.line, { stake: BigInt(row.stake), liability: BigInt(row.liability) });
      }
    }
    return totals;
  }

  /**
   * Writes the tickets; one whose member already has a ticket of its request id is skipped, and
   * only the ones written are answered.
   */
  async insertTickets(trx: Trx, tickets: readonly NewTicketRow[]): Promise<TicketRow[]> {
    const written: TicketRow[] = [];
    for (let i = 0; i < tickets.length; i += TICKET_CHUNK) {
      written.push(
        ...(await trx
          .insertInto('lottery_tickets')
          .values(tickets.slice(i, i + TICKET_CHUNK))
          .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
          .returningAll()
          .execute()),
      );
    }
    return written;
  }

  /**
   * Moves the tickets still `placing` to `pending` (their debits are done) in one UPDATE, and
   * answers those it moved: a ticket the sweep cancelled meanwhile stays as it is.
   */
  async moveToPending(ticketNos: readonly string[]): Promise<Set<string>> {
    const moved = new Set<string>();
    for (let i = 0; i < ticketNos.length; i += CHUNK) {
      const rows = await this.db
        .updateTable('lottery_tickets')
        .set({ state: 'pending' })
        .where('ticket_no', 'in', ticketNos.slice(i, i + CHUNK))
        .where('state', '=', 'placing')
        .returning('ticket_no')
        .execute();
      for (const row of rows) moved.add(row.ticket_no);
    }
    return moved;
  }
}
