import { inTransaction } from '../../../db/transaction.js';
import { GroupCommit } from '../../../lib/group-commit.js';
import { toIsoString } from '../../../db/time.js';
import type { WalletResult } from '../../house-games/wallet-client.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import type { TicketWallet } from './ticket-wallet.js';
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
  wallet: Pick<TicketWallet, 'debitMany'>;
}

/** A written ticket's debit: the ticket and the launch token its stake is taken under. */
export interface TicketDebit {
  ticket: TicketRow;
  token: string;
}

/** What the wallet answered, and whether the ticket moved to `pending`. */
export interface DebitOutcome {
  result: WalletResult;
  moved: boolean;
}

/**
 * Group commit of a draw's placements (decision 073, lib/group-commit.ts), and of their debits
 * (decision 076). The first ticket of
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

  private readonly debits = new GroupCommit<TicketDebit, DebitOutcome>(
    (_drawId, debits) => this.debitBatch(debits),
    MAX_BATCH,
  );

  constructor(private readonly deps: PlacementBatchesDeps) {}

  write(drawId: string, ticket: NewTicket): Promise<BatchOutcome> {
    return this.group.write(drawId, ticket);
  }

  /**
   * Takes a written ticket's cost, with the others of its draw written meanwhile (one `debits`
   * wallet call), and moves those debited from `placing` to `pending` (one UPDATE). `moved` is
   * false when the debit was not done, or the sweep cancelled the ticket first.
   */
  debit(drawId: string, debit: TicketDebit): Promise<DebitOutcome> {
    return this.debits.write(drawId, debit);
  }

  private async debitBatch(debits: TicketDebit[]): Promise<DebitOutcome[]> {
    const results = await this.deps.wallet.debitMany(debits);
    const done = debits.filter((_, i) => results[i]!.kind === 'done');
    const moved =
      done.length > 0
        ? await this.deps.batches.moveToPending(done.map(({ ticket }) => ticket.ticket_no))
        : new Set<string>();
    return debits.map(({ ticket }, i) => ({
      result: results[i]!,
      moved: moved.has(ticket.ticket_no),
    }));
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
