import { inTransaction } from '../../../db/transaction.js';
import { GroupCommit } from '../../../lib/group-commit.js';
import { toIsoString } from '../../../db/time.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import { admitInOrder, summedExposure, type Admission } from './ticket-admission.js';
import type { NewTicketRow, TicketBatchesRepository } from './ticket-batches.repository.js';
import type {
  DrawRow,
  ExposureChange,
  TicketRow,
  TicketsRepository,
} from './tickets.repository.js';

/** A ticket ready to be written: its row and what it adds to its draw's exposure. */
export interface NewTicket {
  row: NewTicketRow;
  exposure: ExposureChange[];
}

/**
 * What became of a ticket in its batch: written, refused at a cap, refused because the draw no
 * longer takes tickets, or not written because its request id already has a ticket.
 */
export type BatchOutcome =
  | { kind: 'placed'; row: TicketRow }
  | Exclude<Admission, { kind: 'accepted' }>
  | { kind: 'closed' }
  | { kind: 'duplicate' };

/** Tickets per transaction: a cut-off burst queues more for the next one. */
const MAX_BATCH = 200;

export interface PlacementBatchesDeps {
  tickets: TicketsRepository;
  batches: TicketBatchesRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
}

/**
 * Group commit of a draw's placements (decision 073, lib/group-commit.ts). The first ticket of
 * an idle draw is written at once, in a transaction of its own; the tickets that arrive while
 * that one runs are written together in the next: one share lock of the draw, one lock of each
 * exposure line (the total `*` among them, every ticket's hot row, is then taken once a batch
 * instead of once a ticket), the caps decided in arrival order, one insert of the tickets and
 * one upsert of their summed exposure. A failed transaction fails each ticket of it.
 */
export class PlacementBatches {
  private readonly group = new GroupCommit<NewTicket, BatchOutcome>(
    (drawId, tickets) => this.writeBatch(drawId, tickets),
    MAX_BATCH,
  );

  private readonly debited = new GroupCommit<string, boolean>(async (_drawId, ticketNos) => {
    const moved = await this.deps.batches.moveToPending(ticketNos);
    return ticketNos.map((ticketNo) => moved.has(ticketNo));
  }, MAX_BATCH);

  constructor(private readonly deps: PlacementBatchesDeps) {}

  write(drawId: string, ticket: NewTicket): Promise<BatchOutcome> {
    return this.group.write(drawId, ticket);
  }

  /**
   * Moves a ticket whose debit is done from `placing` to `pending`, with the others of its draw
   * done meanwhile; false when the sweep cancelled it first.
   */
  markPending(drawId: string, ticketNo: string): Promise<boolean> {
    return this.debited.write(drawId, ticketNo);
  }

  private async writeBatch(drawId: string, tickets: NewTicket[]): Promise<BatchOutcome[]> {
    const { tickets: repository, batches } = this.deps;
    const settings = await this.deps.settings.get();
    const caps = { stake: settings.maxStakePerNumber, liability: settings.liabilityCap };
    return inTransaction(repository.db, async (trx): Promise<BatchOutcome[]> => {
      // The close (an UPDATE of the draw row) waits for this lock, and this for the close.
      const draw = await repository.shareLockDraw(trx, drawId);
      if (!draw || !isTakingTickets(draw, new Date()))
        return tickets.map(() => ({ kind: 'closed' }));
      const lines = new Set(tickets.flatMap((ticket) => ticket.exposure.map(({ line }) => line)));
      const totals = await batches.lockLines(trx, drawId, [...lines]);
      const admissions = admitInOrder(
        totals,
        tickets.map((ticket) => ticket.exposure),
        caps,
      );
      const accepted = tickets.filter((_, i) => admissions[i]!.kind === 'accepted');
      const written = new Map(
        (
          await batches.insertTickets(
            trx,
            accepted.map((ticket) => ticket.row),
          )
        ).map((row) => [row.ticket_no, row]),
      );
      // A ticket skipped as its request's second adds nothing (its room stays unused).
      await repository.addExposure(
        trx,
        drawId,
        summedExposure(
          accepted.filter((ticket) => written.has(ticket.row.ticket_no)).map((t) => t.exposure),
        ),
      );
      return tickets.map((ticket, i): BatchOutcome => {
        const admission = admissions[i]!;
        if (admission.kind !== 'accepted') return admission;
        const row = written.get(ticket.row.ticket_no);
        return row ? { kind: 'placed', row } : { kind: 'duplicate' };
      });
    });
  }
}

/** Open and before its cut-off: the draw job closes it under the draw row's lock. */
export function isTakingTickets(draw: DrawRow, now: Date): boolean {
  return draw.state === 'open' && now.getTime() < Date.parse(toIsoString(draw.close_at));
}
