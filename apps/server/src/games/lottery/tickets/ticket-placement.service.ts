import { randomBytes } from 'node:crypto';
import { ticketLines, validateSelection, type Selection } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { maxPayout, ticketCost } from '@portal/shared/lottery/settle';
import type { TicketView } from '@portal/shared/schemas/lottery';
import { nowIso } from '../../../db/time.js';
import { AppError, moneyParam } from '../../../lib/app-error.js';
import { parseAmount } from '../../../lib/amount.js';
import { KeyedTtlCache } from '../../../lib/keyed-ttl-cache.js';
import type { AuthenticatedMember } from '../../../plugins/app/authenticate.js';
import { unavailable } from '../../house-games/wallet-client.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import { isTakingTickets, type PlacementBatches } from './ticket-batches.js';
import { exposureOf } from './ticket-lines.js';
import type { TicketRefunds } from './ticket-refunds.js';
import type { TicketSessions } from './ticket-sessions.js';
import { ticketView } from './ticket-view.js';
import type { DrawRow, PlayerTicket, TicketRow, TicketsRepository } from './tickets.repository.js';

export interface PlacementDeps {
  repository: TicketsRepository;
  batches: PlacementBatches;
  settings: Pick<LotterySettingsReader, 'get'>;
  sessions: TicketSessions;
  refunds: TicketRefunds;
}

/** The signed-in member who places a ticket: its account and wallet currency with it. */
export type TicketMember = Pick<AuthenticatedMember, 'id' | 'account' | 'currency'>;

export interface PlaceTicketInput {
  drawId: string;
  selection: unknown;
  unitStake: number | string;
  multiplier: number;
  requestId: string;
}

const DRAW_CACHE_MS = 1_000;

const newTicketNo = () =>
  `T${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * POST /lotto/lgw/tickets (docs/decisions/035-house-lottery.md, "Placement and the cut-off
 * race"): the ticket and its exposure are written under a share lock of the draw (the close
 * waits for them), each line only within its cap, together with the tickets of the same draw
 * that came meanwhile (PlacementBatches, decision 073); then its cost is debited through the
 * seamless wallet as any provider's stake, in one `debits` call with the others of its draw
 * written meanwhile (decision 076).
 */
export class TicketPlacementService {
  /** Draw rows read in the last second (a cut-off burst asks for the same draw). */
  private readonly draws = new KeyedTtlCache<DrawRow | undefined>(DRAW_CACHE_MS, 64);

  constructor(private readonly deps: PlacementDeps) {}

  async place(
    member: TicketMember,
    input: PlaceTicketInput,
    language: string,
  ): Promise<TicketView> {
    const memberId = member.id;
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
    // The draw as read moments ago: the batch checks it again under its lock.
    const draw = await this.draws.get(input.drawId, () => repository.findDraw(input.drawId));
    if (!draw) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    if (!isTakingTickets(draw, new Date())) {
      return this.placedBefore(memberId, input.requestId, new AppError('LOTTERY_DRAW_CLOSED'));
    }

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
    const outcome = await this.deps.batches.write(draw.id, {
      row: {
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
      },
      exposure,
    });
    const refusal = (error: AppError) => this.placedBefore(memberId, input.requestId, error);
    switch (outcome.kind) {
      case 'closed':
        return refusal(new AppError('LOTTERY_DRAW_CLOSED'));
      case 'stakeLimit':
        return refusal(
          new AppError('LOTTERY_STAKE_LIMIT', {}, [{ path: 'selection', reason: outcome.line }]),
        );
      case 'liabilityCap':
        return refusal(new AppError('LOTTERY_LIABILITY_CAP'));
      case 'duplicate': {
        // The request placed before, or by a twin sent at the same time.
        const first = await repository.findByRequest(memberId, input.requestId);
        if (!first) throw new Error(`request ${input.requestId}: skipped as written, not found`);
        return this.view(first);
      }
    }
    return this.debit({ ...outcome.row, account }, draw, token);
  }

  private async debit(ticket: PlayerTicket, draw: DrawRow, token: string): Promise<TicketView> {
    const { repository, refunds } = this.deps;
    const { result, moved } = await this.deps.batches.debit(draw.id, { ticket, token });
    if (result.kind === 'refused') {
      if (result.error.code === 'GAME_SESSION_INVALID') this.deps.sessions.forget(token);
      await refunds.cancel(ticket, 'placing');
      throw result.error;
    } else if (result.kind === 'unknown') {
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

  /**
   * A request sent again answers its ticket, whatever the draw or the caps say now; a new one
   * gets the refusal. Read only when a ticket is not written: a request seen before that reaches
   * the batch is skipped there as a duplicate.
   */
  private async placedBefore(
    memberId: number,
    requestId: string,
    refusal: AppError,
  ): Promise<TicketView> {
    const earlier = await this.deps.repository.findByRequest(memberId, requestId);
    if (!earlier) throw refusal;
    return this.view(earlier);
  }

  private async view(row: TicketRow): Promise<TicketView> {
    const draw = await this.deps.repository.findDraw(row.draw_id);
    return ticketView(row, draw?.numero ?? '');
  }
}
