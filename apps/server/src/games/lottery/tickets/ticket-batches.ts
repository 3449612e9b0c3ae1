import { inTransaction } from '../../../db/transaction.js';
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

interface Queued {
  ticket: NewTicket;
  resolve: (outcome: BatchOutcome) => void;
  reject: (error: unknown) => void;
}

export interface PlacementBatchesDeps {
  tickets: TicketsRepository;
  batches: TicketBatchesRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
}

/**
 * Group commit of a draw's placements (decision 073). The first ticket of an idle draw is
 * written at once, in a transaction of its own; the tickets that arrive while that one runs wait
 * for it and are written together in the next: one share lock of the draw, one lock of each
 * exposure line (the total `*` among them, every ticket's hot row, is then taken once a batch
 * instead of once a ticket), the caps decided in arrival order, one insert of the tickets and
 * one upsert of their summed exposure. A failed transaction fails each ticket of it.
 */
export class PlacementBatches {
  private readonly queues = new Map<string, Queued[]>();

  constructor(private readonly deps: PlacementBatchesDeps) {}

  write(drawId: string, ticket: NewTicket): Promise<BatchOutcome> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(drawId);
      if (queue) {
        queue.push({ ticket, resolve, reject });
        return;
      }
      const started = [{ ticket, resolve, reject }];
      this.queues.set(drawId, started);
      void this.drain(drawId, started);
    });
  }

  private async drain(drawId: string, queue: Queued[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await this.writeBatch(
          drawId,
          batch.map((item) => item.ticket),
        );
        batch.forEach((item, i) => item.resolve(outcomes[i]!));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    // Nothing awaits between the last look at the queue and here: a ticket arriving now starts
    // a new queue.
    this.queues.delete(drawId);
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
