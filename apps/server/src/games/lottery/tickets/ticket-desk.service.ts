import type { OperatorExposure, OperatorSettlement } from '@portal/shared/schemas/lottery';
import { fromMinor } from '@portal/shared/money';
import { AppError } from '../../../lib/app-error.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import type { TicketDeskRepository, TicketStateFigures } from './ticket-desk.repository.js';
import type { TicketsRepository } from './tickets.repository.js';

export interface TicketDeskDeps {
  tickets: Pick<TicketsRepository, 'findDraw'>;
  desk: TicketDeskRepository;
  settings: Pick<LotterySettingsReader, 'get'>;
}

const major = (minor: bigint) => Number(fromMinor(minor));

/**
 * What the lottery desk watches of a draw (decision 049): its exposure against the caps, read
 * from the rows the placements' cap check writes (decision 035, "Exposure and caps"), and the
 * progress of its settlement, counted from its tickets.
 */
export class TicketDeskService {
  constructor(private readonly deps: TicketDeskDeps) {}

  async exposure(
    drawId: string,
    query: { betKind?: string | undefined; limit: number },
  ): Promise<OperatorExposure> {
    const draw = await this.draw(drawId);
    const [settings, exposure] = await Promise.all([
      this.deps.settings.get(),
      this.deps.desk.exposure(drawId, query.betKind, query.limit),
    ]);
    return {
      drawId,
      state: draw.state,
      maxStakePerNumber: major(settings.maxStakePerNumber),
      liabilityCap: major(settings.liabilityCap),
      totalStake: major(exposure.total.stake),
      totalLiability: major(exposure.total.liability),
      lineCount: exposure.lineCount,
      lines: exposure.lines.map((row) => {
        const split = row.line.indexOf(':');
        return {
          betKind: row.line.slice(0, split),
          line: row.line.slice(split + 1),
          stake: major(row.stake),
          liability: major(row.liability),
        };
      }),
    };
  }

  async settlement(drawId: string): Promise<OperatorSettlement> {
    const draw = await this.draw(drawId);
    const figures = await this.deps.desk.ticketsByState(drawId);
    const of = (...states: TicketStateFigures['state'][]) => {
      const rows = figures.filter((row) => states.includes(row.state));
      return {
        tickets: rows.reduce((sum, row) => sum + row.tickets, 0),
        cost: rows.reduce((sum, row) => sum + row.cost, 0n),
        payout: rows.reduce((sum, row) => sum + row.payout, 0n),
      };
    };
    const taken = of('pending', 'won', 'lost');
    const settled = of('won', 'lost');
    const cancelled = of('cancelled');
    return {
      drawId,
      state: draw.state,
      tickets: taken.tickets,
      settled: settled.tickets,
      pending: of('pending').tickets,
      placing: of('placing').tickets,
      won: of('won').tickets,
      lost: of('lost').tickets,
      cancelled: cancelled.tickets,
      refunded: major(cancelled.cost),
      staked: major(taken.cost),
      settledStake: major(settled.cost),
      paid: major(settled.payout),
      ggr: major(settled.cost - settled.payout),
    };
  }

  private async draw(drawId: string) {
    const draw = await this.deps.tickets.findDraw(drawId);
    if (!draw) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    return draw;
  }
}
