import { fromMinor } from '@portal/shared/money';
import type { DrawResult, DrawSummary } from '@portal/shared/schemas/lottery';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import { toIsoString } from '../../../db/time.js';
import type { DrawRow } from './draws.repository.js';

const FINAL = new Set(['drawn', 'settled']);

/** What a member sees of a draw before its result: the seed's hash only. */
export function drawSummary(row: DrawRow): DrawSummary {
  return {
    drawId: row.id,
    gameCode: row.game_code,
    numero: row.numero,
    drawAt: toIsoString(row.draw_at),
    closeAt: toIsoString(row.close_at),
    state: row.state,
    seedHash: row.seed_hash,
  };
}

export const sheetOf = (row: DrawRow): ResultSheet | null =>
  row.sheet ? (JSON.parse(row.sheet) as ResultSheet) : null;

/** A published result; the seed shows only once the result is final. */
export function drawResult(row: DrawRow): DrawResult {
  return {
    ...drawSummary(row),
    region: row.region,
    sheet: (sheetOf(row) ?? {}) as DrawResult['sheet'],
    seed: FINAL.has(row.state) ? row.seed : null,
    drawnAt: row.drawn_at ? toIsoString(row.drawn_at) : toIsoString(row.draw_at),
  };
}

const money = (value: unknown) => Number(fromMinor(BigInt(String(value ?? 0))));

/** The operator's view: the sheet as entered, who entered and confirmed it, the money. */
export function operatorDraw(
  row: DrawRow & { tickets: unknown; stakes: unknown; payouts: unknown },
  staffNames: ReadonlyMap<number, string>,
) {
  const name = (id: number | null) => (id === null ? null : (staffNames.get(id) ?? String(id)));
  return {
    ...drawSummary(row),
    kind: row.kind,
    region: row.region,
    sheet: sheetOf(row) as DrawResult['sheet'] | null,
    seed: FINAL.has(row.state) ? row.seed : null,
    enteredBy: name(row.entered_by),
    confirmedBy: name(row.confirmed_by),
    drawnAt: row.drawn_at ? toIsoString(row.drawn_at) : null,
    settledAt: row.settled_at ? toIsoString(row.settled_at) : null,
    voidReason: row.void_reason,
    tickets: Number(row.tickets ?? 0),
    stakes: money(row.stakes),
    payouts: money(row.payouts),
  };
}
