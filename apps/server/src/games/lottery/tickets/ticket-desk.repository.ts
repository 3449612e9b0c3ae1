import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { LIABILITY_LINE } from './ticket-lines.js';
import type { TicketState } from './tickets.repository.js';

export interface ExposureLineRow {
  line: string;
  stake: bigint;
  liability: bigint;
}

export interface TicketStateFigures {
  state: TicketState;
  tickets: number;
  cost: bigint;
  payout: bigint;
}

const big = (value: unknown) => BigInt(String(value ?? 0));

/** The lottery desk's reads of a draw's exposure and tickets (no writes). */
export class TicketDeskRepository {
  constructor(private readonly db: DB) {}

  /**
   * The draw's rows of lottery_exposure, the very rows the placements' cap check adds to: the
   * total `*` and the lines that hold a stake (of one bet kind when given), the most potential
   * payout first.
   */
  async exposure(drawId: string, betKind: string | undefined, limit: number) {
    let lines = this.db
      .selectFrom('lottery_exposure')
      .where('draw_id', '=', drawId)
      .where('line', '!=', LIABILITY_LINE)
      // A line at 0 holds nothing: written by a batch's lock for a ticket then refused, or
      // emptied by refunds (decision 073).
      .where('stake', '>', 0n);
    // `<kind>:` up to `<kind>;` (the character after ':'): a range, no LIKE wildcards.
    if (betKind) lines = lines.where('line', '>=', `${betKind}:`).where('line', '<', `${betKind};`);
    const [rows, count, total] = await Promise.all([
      lines
        .select(['line', 'stake', 'liability'])
        .orderBy('liability', 'desc')
        .orderBy('stake', 'desc')
        .orderBy('line')
        .limit(limit)
        .execute(),
      lines.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('lottery_exposure')
        .select(['stake', 'liability'])
        .where('draw_id', '=', drawId)
        .where('line', '=', LIABILITY_LINE)
        .executeTakeFirst(),
    ]);
    return {
      lines: rows.map((row): ExposureLineRow => ({
        line: row.line,
        stake: big(row.stake),
        liability: big(row.liability),
      })),
      lineCount: Number(count.n),
      total: { stake: big(total?.stake), liability: big(total?.liability) },
    };
  }

  /** The draw's tickets by state: how many, their stakes and their payouts. */
  async ticketsByState(drawId: string): Promise<TicketStateFigures[]> {
    const rows = await this.db
      .selectFrom('lottery_tickets')
      .select([
        'state',
        sql<string>`count(*)`.as('tickets'),
        sql<string>`coalesce(sum(cost), 0)`.as('cost'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('draw_id', '=', drawId)
      .groupBy('state')
      .execute();
    return rows.map((row) => ({
      state: row.state,
      tickets: Number(row.tickets),
      cost: big(row.cost),
      payout: big(row.payout),
    }));
  }
}
