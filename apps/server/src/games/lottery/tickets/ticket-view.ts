import { majorNumber as major } from '@portal/shared/money';
import type { Selection } from '@portal/shared/lottery/bet-types';
import type { TicketView } from '@portal/shared/schemas/lottery';
import { toIsoString } from '../../../db/time.js';
import type { TicketRow } from './tickets.repository.js';

/** A ticket as its member sees it; a placement still in flight shows as pending. */
export function ticketView(row: TicketRow, numero: string): TicketView {
  return {
    ticketNo: row.ticket_no,
    drawId: row.draw_id,
    gameCode: row.game_code,
    numero,
    selection: JSON.parse(row.selection) as Selection,
    lines: row.lines,
    unitStake: major(row.unit_stake),
    multiplier: row.multiplier,
    cost: major(row.cost),
    maxPayout: major(row.max_payout),
    state: row.state === 'placing' ? 'pending' : row.state,
    payout: major(row.payout),
    occurrences: row.occurrences,
    placedAt: toIsoString(row.placed_at),
    settledAt: row.settled_at === null ? null : toIsoString(row.settled_at),
  };
}
