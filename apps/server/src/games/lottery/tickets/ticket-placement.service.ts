import { randomBytes } from 'node:crypto';
import { ticketLines, validateSelection, type Selection } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { maxPayout, ticketCost } from '@portal/shared/lottery/settle';
import type { TicketView } from '@portal/shared/schemas/lottery';
import { inTransaction } from '../../../db/transaction.js';
import { nowIso, toIsoString } from '../../../db/time.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { AppError, moneyParam } from '../../../lib/app-error.js';
import { parseAmount } from '../../../lib/amount.js';
import { unavailable } from '../../house-games/wallet-client.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import { LIABILITY_LINE, exposureOf } from './ticket-lines.js';
import type { TicketRefunds } from './ticket-refunds.js';
import type { TicketSessions } from './ticket-sessions.js';
import { ticketView } from './ticket-view.js';
import type { DrawRow, PlayerTicket, TicketRow, TicketsRepository } from './tickets.repository.js';
import type { TicketWallet } from './ticket-wallet.js';

export interface PlacementDeps {
  repository: TicketsRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
  sessions: TicketSessions;
  wallet: TicketWallet;
  refunds: TicketRefunds;
}

export interface PlaceTicketInput {
  drawId: string;
  selection: unknown;
  unitStake: number | string;
  multiplier: number;
  requestId: string;
}

const newTicketNo = () =>
  `T${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * POST /lotto/lgw/tickets (docs/decisions/035-house-lottery.md, "Placement and the cut-off
 * race"): the ticket and its exposure are written under a share lock of the draw (the close
 * waits for them), each line only within its cap, then its cost is debited through the seamless
 * wallet as any provider's stake.
 */
export class TicketPlacementService {
  constructor(private readonly deps: PlacementDeps) {}

  async place(memberId: number, input: PlaceTicketInput, language: string): Promise<TicketView> {
    const { repository } = this.deps;
    const check = validateSelection(input.selection);
    if (!check.ok) {
      throw new AppError(
        'LOTTERY_SELECTION_INVALID',
        {},
        check.problems.map((problem) => ({ path: 'selection', reason: problem })),
      );
    }
    const selection = check.selection;
    const settings = await this.deps.settings.get();
    const unit = parseAmount(input.unitStake, 'unitStake');
    if (unit < settings.minUnitStake) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(settings.minUnitStake) });
    }
    if (input.multiplier > settings.maxMultiplier) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'multiplier', reason: `at most ${settings.maxMultiplier}` },
      ]);
    }
    // The reads that need no lock, at once.
    const [earlier, draw, member] = await Promise.all([
      repository.findByRequest(memberId, input.requestId),
      repository.findDraw(input.drawId),
      repository.member(memberId),
    ]);
    if (earlier) return this.view(earlier);
    if (!draw) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    if (!isTakingTickets(draw, new Date())) throw new AppError('LOTTERY_DRAW_CLOSED');

    const odds = DEFAULT_ODDS[settings.prizeMode];
    const stake = { unit, multiplier: input.multiplier };
    const cost = ticketCost(selection, draw.region, stake, odds);
    const most = maxPayout(selection, draw.region, stake, odds);
    const exposure = exposureOf(selection, cost, most);
    // The session first: a failure there has written and taken nothing.
    const token = await this.deps.sessions.tokenFor(
      memberId,
      { code: draw.game_code, kind: draw.kind },
      language,
    );
    const { account, currency } = member;
    const ticketNo = newTicketNo();
    let ticket: TicketRow;
    try {
      ticket = await inTransaction(repository.db, async (trx) => {
        const locked = await repository.shareLockDraw(trx, draw.id);
        if (!locked || !isTakingTickets(locked, new Date())) {
          throw new AppError('LOTTERY_DRAW_CLOSED');
        }
        // The ticket first, then its lines and the draw's total in one upsert, the total last:
        // every ticket's hot row, held from there to the commit only.
        const row = await repository.insertTicket(trx, {
          ticket_no: ticketNo,
          draw_id: draw.id,
          member_id: memberId,
          request_id: input.requestId,
          game_code: draw.game_code,
          bet_kind: selection.kind,
          selection: JSON.stringify(selection satisfies Selection),
          lines: ticketLines(selection),
          unit_stake: unit,
          multiplier: input.multiplier,
          cost,
          max_payout: most,
          currency,
          prize_mode: settings.prizeMode,
          state: 'placing',
          payout: 0n,
          occurrences: null,
          round_id: `lotto:${ticketNo}`,
          placed_at: nowIso(),
          settled_at: null,
        });
        const refused = await repository.addExposureWithin(trx, draw.id, exposure, {
          stake: settings.maxStakePerNumber,
          liability: settings.liabilityCap,
        });
        const line = refused.find((name) => name !== LIABILITY_LINE);
        if (line !== undefined) {
          throw new AppError('LOTTERY_STAKE_LIMIT', {}, [{ path: 'selection', reason: line }]);
        }
        if (refused.length > 0) throw new AppError('LOTTERY_LIABILITY_CAP');
        return row;
      });
    } catch (error) {
      // The same request twice at once: the other one placed it.
      if (!isUniqueViolation(error)) throw error;
      const first = await repository.findByRequest(memberId, input.requestId);
      if (!first) throw error;
      return this.view(first);
    }
    return this.debit({ ...ticket, account }, draw, token);
  }

  private async debit(ticket: PlayerTicket, draw: DrawRow, token: string): Promise<TicketView> {
    const { repository, wallet, refunds } = this.deps;
    const result = await wallet.debit(ticket, token);
    let moved = false;
    if (result.kind === 'done') {
      moved = await repository.moveTicket(repository.db, ticket.ticket_no, 'placing', {
        state: 'pending',
      });
    } else if (result.kind === 'refused') {
      if (result.error.code === 'GAME_SESSION_INVALID') this.deps.sessions.forget(token);
      await refunds.cancel(ticket, 'placing');
      throw result.error;
    } else {
      // Unknown: give it back at once; while that is unknown too the sweep keeps trying.
      const settled = await refunds.refund(ticket, 'placing');
      throw unavailable(result.reason, {
        ticketNo: ticket.ticket_no,
        state: settled ? 'cancelled' : 'placing',
      });
    }
    // Moved from placing only: a sweep that won the race has cancelled it.
    return ticketView(
      moved
        ? { ...ticket, state: 'pending' }
        : ((await repository.findTicket(ticket.ticket_no)) ?? ticket),
      draw.numero,
    );
  }

  private async view(row: TicketRow): Promise<TicketView> {
    const draw = await this.deps.repository.findDraw(row.draw_id);
    return ticketView(row, draw?.numero ?? '');
  }
}

/** Open and before its cut-off: the draw job closes it under the same lock. */
function isTakingTickets(draw: DrawRow, now: Date): boolean {
  return draw.state === 'open' && now.getTime() < Date.parse(toIsoString(draw.close_at));
}
