import { majorNumber } from '@portal/shared/money';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  applyMovement,
  COOLING_MS,
  currentTotals,
  periodStarts,
  refusalOf,
  type Movement,
} from './safer-play-rules.js';
import { gateMoment, type GateMoment } from './play-gate-statements.repository.js';
import {
  startsOf,
  totalsOf,
  type SaferPlayAccountRow,
  type SaferPlayRepository,
} from './safer-play.repository.js';
import type { BreakKind } from './safer-play.tables.js';

/** Where a member stands with a time-out or a self-exclusion at a moment. */
export type BreakState =
  | { state: 'none' }
  | { state: 'active'; kind: BreakKind; startedAt: Date; endsAt: Date | null }
  /** A self-exclusion ended and the member has not asked to return. */
  | { state: 'returnRequired'; endedAt: Date }
  /** The member asked to return; play opens again at `returnAt`. */
  | { state: 'returnPending'; returnAt: Date };

const time = (value: Date | string) => new Date(toIsoString(value));

export function breakStateOf(
  row: Pick<
    SaferPlayAccountRow,
    'break_kind' | 'break_started_at' | 'break_ends_at' | 'return_asked_at'
  >,
  now: Date,
): BreakState {
  if (row.break_kind === null || row.break_started_at === null) return { state: 'none' };
  const endsAt = row.break_ends_at === null ? null : time(row.break_ends_at);
  if (endsAt === null || endsAt.getTime() > now.getTime()) {
    return { state: 'active', kind: row.break_kind, startedAt: time(row.break_started_at), endsAt };
  }
  if (row.break_kind === 'timeout') return { state: 'none' };
  if (row.return_asked_at === null) return { state: 'returnRequired', endedAt: endsAt };
  const returnAt = new Date(time(row.return_asked_at).getTime() + COOLING_MS);
  return returnAt.getTime() > now.getTime()
    ? { state: 'returnPending', returnAt }
    : { state: 'none' };
}

/** The value of a PLAY_BREAK_ACTIVE refusal: the break and when it ends (null: never). */
export function breakValue(state: BreakState): { kind: BreakKind; endsAt: string | null } | null {
  switch (state.state) {
    case 'active':
      return { kind: state.kind, endsAt: state.endsAt?.toISOString() ?? null };
    case 'returnRequired':
      return { kind: 'exclusion', endsAt: state.endedAt.toISOString() };
    case 'returnPending':
      return { kind: 'exclusion', endsAt: state.returnAt.toISOString() };
    default:
      return null;
  }
}

const towardPlay = new Set<Movement['kind']>(['deposit', 'stake', 'transfer', 'promotion']);
const counted = new Set<Movement['kind']>(['deposit', 'stake', 'payout', 'refund']);

/**
 * The play gate: every path that moves money toward play (a deposit order, a stake, a transfer
 * to a vendor, a lottery ticket, joining or claiming a promotion) calls `check` in its own
 * transaction before the money moves, and every payout or stake given back calls it too, so the
 * running totals change in the same transaction as the money. A member without a safer-play row
 * (no limit, no break ever) costs one indexed read. The row is locked on PostgreSQL, so
 * concurrent stakes of one member check and count one after the other and none crosses a limit.
 */
export class PlayGate {
  constructor(
    private readonly repository: SaferPlayRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(trx: Trx, memberId: number, movement: Movement): Promise<void> {
    if (movement.amount < 0n) throw new RangeError('A movement is above zero');
    const row = await this.repository.account(memberId, trx, true);
    if (!row) return;
    const now = this.now();
    if (towardPlay.has(movement.kind)) {
      const value = breakValue(breakStateOf(row, now));
      if (value) throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, value);
    }
    if (movement.kind === 'promotion') return;
    const totals = currentTotals(totalsOf(row), startsOf(row), now);
    if (movement.kind === 'deposit' || movement.kind === 'stake') {
      const refusal = refusalOf(await this.repository.limits(memberId, trx), totals, movement, now);
      if (refusal) {
        throw new AppError(refusal.code, {}, undefined, {
          period: refusal.period,
          limit: majorNumber(refusal.limit),
          remaining: majorNumber(refusal.remaining),
        });
      }
    }
    if (!counted.has(movement.kind) || movement.amount === 0n) return;
    const next = applyMovement(totals, movement);
    await this.repository.saveTotals(memberId, periodStarts(now), next, nowIso(now), trx);
  }

  /**
   * The moment, on the gate's clock, at which a one-statement write (PostgreSQL,
   * play-gate-statements.repository.ts) checks and counts a stake or a payout instead of `check`.
   */
  moment(): GateMoment {
    return gateMoment(this.now());
  }

  /** A payout (or a stake given back) lowers the member's loss totals; never refused. */
  credit(trx: Trx, memberId: number, amount: bigint, kind: 'payout' | 'refund' = 'payout') {
    return this.check(trx, memberId, { kind, amount });
  }
}
