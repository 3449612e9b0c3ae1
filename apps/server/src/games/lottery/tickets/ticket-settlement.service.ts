import type { Selection } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import { settleTicket } from '@portal/shared/lottery/settle';
import { eachAtMost } from '../../../lib/each-at-most.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import type { ProblemLog, TicketRefunds } from './ticket-refunds.js';
import type { TicketWallet } from './ticket-wallet.js';
import type { DrawRow, PlayerTicket, TicketMove, TicketsRepository } from './tickets.repository.js';

/** A placement older than this has long had its debit's answer or its timeout. */
export const PLACING_STALE_MS = 2 * 60_000;
const DRAW_BATCH = 20;
/** Tickets read, paid and moved together (one UPDATE per 500 of them). */
const TICKET_BATCH = 1_000;
/** Refunds running at once (a new one starts as soon as one ends). */
const IN_FLIGHT = 64;
/** Credits per wallet call (decision 069), and those calls running at once. */
const CREDIT_BATCH = 100;
const CALLS_IN_FLIGHT = 4;

export interface SettlementDeps {
  repository: TicketsRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
  wallet: TicketWallet;
  refunds: TicketRefunds;
  /**
   * Tests: called after each ticket's wallet call (a throw stops the run there, as a kill: the
   * batch's tickets are not moved).
   */
  afterTicket?: (ticketNo: string) => void | Promise<void>;
  /** Tests: tickets read, paid and moved together (TICKET_BATCH). */
  ticketBatch?: number;
}

export interface SettlementRun {
  /** Tickets this run marked won or lost. */
  settled: number;
  /** Tickets this run cancelled and refunded. */
  refunded: number;
  /** Tickets left for a later run (the wallet did not answer, or refused). */
  left: number;
  /** Draws this run moved to settled. */
  draws: string[];
}

/**
 * Pays the tickets of drawn draws and refunds those of void draws (decision 035, "Settlement
 * exactly once"). Nothing is claimed: every runner may send the same credit, because its
 * transaction id `<round>:c` and its body are fixed by the ticket and the sheet, so the wallet
 * moves money once and answers the replays; the ticket then moves from pending to won or lost
 * only from pending. A run stopped between a credit and that move is repaired by the next.
 */
export class TicketSettlementService {
  private log: ProblemLog | null = null;

  constructor(private readonly deps: SettlementDeps) {}

  reportProblemsTo(log: ProblemLog): void {
    this.log = log;
    this.deps.refunds.log = log;
  }

  async run(now: Date = new Date()): Promise<SettlementRun> {
    const outcome: SettlementRun = { settled: 0, refunded: 0, left: 0, draws: [] };
    const { repository } = this.deps;
    for (const draw of await repository.drawsToSettle(DRAW_BATCH)) {
      await this.settleDraw(draw, now, outcome);
      if (draw.state === 'drawn' && (await repository.closeDrawnDraw(draw.id, new Date()))) {
        outcome.draws.push(draw.id);
      }
    }
    return outcome;
  }

  /** Placements whose debit never got an answer, whatever their draw: rolled back. */
  async sweepPlacements(now: Date = new Date()): Promise<number> {
    const before = new Date(now.getTime() - PLACING_STALE_MS);
    let refunded = 0;
    for (const ticket of await this.deps.repository.abandonedPlacements(before, TICKET_BATCH)) {
      if (await this.deps.refunds.refund(ticket, 'placing')) refunded += 1;
    }
    return refunded;
  }

  /**
   * The draw's open tickets TICKET_BATCH at a time, in id order. While a batch's wallet calls
   * run, the next batch is read, and the batch before is moved: the calls are not kept waiting
   * for either. At most one read and one move run beside the calls.
   */
  private async settleDraw(draw: DrawRow, now: Date, outcome: SettlementRun): Promise<void> {
    const { repository } = this.deps;
    const placingBefore = new Date(now.getTime() - PLACING_STALE_MS);
    const sheet = draw.sheet === null ? null : (JSON.parse(draw.sheet) as ResultSheet);
    const batch = this.deps.ticketBatch ?? TICKET_BATCH;
    const read = (afterId: number) =>
      awaitedLater(repository.openTickets(draw.id, placingBefore, afterId, batch));
    let next = read(0);
    let moving: Promise<void> = Promise.resolve();
    try {
      for (;;) {
        const tickets = await next;
        if (tickets.length === 0) break;
        // Ids above the last one: none of this batch's tickets, whatever becomes of them.
        next = read(tickets[tickets.length - 1]!.id);
        // A void draw gives every stake back; a drawn draw's stale placement was never a bet.
        const refunds = tickets.filter(
          (ticket) => draw.state === 'void' || ticket.state === 'placing',
        );
        const payable = draw.state === 'void' ? [] : tickets.filter((t) => t.state === 'pending');
        await eachAtMost(IN_FLIGHT, refunds, (ticket) => this.refund(ticket, outcome));
        if (!sheet) {
          outcome.left += payable.length;
          continue;
        }
        // The credits go CREDIT_BATCH to a wallet call; the batch's paid tickets then move
        // together, in one UPDATE. A failure (or a kill) before that leaves them pending with
        // their credits made: the next run's replays move them.
        const moves: TicketMove[] = [];
        const calls = chunks(payable, CREDIT_BATCH);
        await eachAtMost(CALLS_IN_FLIGHT, calls, (part) =>
          this.pay(part, draw, sheet, outcome, moves),
        );
        await moving;
        moving = awaitedLater(
          repository.settleTickets(moves, new Date()).then((moved) => {
            outcome.settled += moved;
          }),
        );
      }
    } catch (error) {
      // The run fails with its first error: a read started for nothing is let go, and a move
      // started is waited for, whatever it comes to.
      await moving.catch(() => undefined);
      throw error;
    }
    await moving;
  }

  private async refund(ticket: PlayerTicket, outcome: SettlementRun): Promise<void> {
    const done = await this.deps.refunds.refund(
      ticket,
      ticket.state === 'placing' ? 'placing' : 'pending',
    );
    if (done) outcome.refunded += 1;
    else outcome.left += 1;
    await this.deps.afterTicket?.(ticket.ticket_no);
  }

  /**
   * The tickets' credits in one wallet call, at the odds each was sold at (whatever the prize
   * mode is now); the move to won or lost of each one the wallet answered done.
   */
  private async pay(
    tickets: readonly PlayerTicket[],
    draw: DrawRow,
    sheet: ResultSheet,
    outcome: SettlementRun,
    moves: TicketMove[],
  ): Promise<void> {
    const payments = tickets.map((ticket) => {
      const selection = JSON.parse(ticket.selection) as Selection;
      const stake = { unit: BigInt(ticket.unit_stake), multiplier: ticket.multiplier };
      const odds = DEFAULT_ODDS[ticket.prize_mode];
      const settlement = settleTicket(sheet, draw.region, selection, stake, odds);
      // The same body on every attempt: a replay with another body would be a conflict.
      const result = {
        drawId: draw.id,
        numero: draw.numero,
        betKind: selection.kind,
        winningLines: settlement.winningLines,
        occurrences: settlement.occurrences,
      };
      return { ticket, amount: settlement.payoutMinor, result, settlement };
    });
    const answers = await this.deps.wallet.creditMany(payments);
    for (const [index, { ticket, settlement }] of payments.entries()) {
      const answer = answers[index]!;
      if (answer.kind === 'done') {
        moves.push({
          id: ticket.id,
          state: settlement.payoutMinor > 0n ? 'won' : 'lost',
          payout: settlement.payoutMinor,
          occurrences: settlement.occurrences,
        });
      } else {
        if (answer.kind === 'refused') {
          this.log?.error(
            { ticketNo: ticket.ticket_no, code: answer.error.code },
            'lottery ticket: credit refused',
          );
        }
        outcome.left += 1;
      }
      await this.deps.afterTicket?.(ticket.ticket_no);
    }
  }
}

/**
 * A promise awaited later than it may settle: its failure is not reported as unhandled
 * meanwhile, and still thrown where it is awaited.
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
