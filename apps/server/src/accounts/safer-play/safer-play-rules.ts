import { addSiteDays, siteDayOf, siteDayStart, siteWeekStart } from '@portal/shared/site-day';
import type { LimitKind, LimitPeriod } from './safer-play.tables.js';

/**
 * The rules of a member's own limits, without the database: the periods of the site's clock
 * (GMT+8 days, weeks from Monday, calendar months), the 24-hour cooling of an increase or a
 * removal, the running totals and the refusal of a movement that would cross a limit in force.
 * Money is minor units (bigint) throughout.
 */

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** An increase or a removal of a limit waits this long (UKGC RTS 12, MGA player protection). */
export const COOLING_HOURS = 24;
export const COOLING_MS = COOLING_HOURS * 3_600_000;

/** The site day each period in force at `now` began on. */
export type PeriodStarts = Record<LimitPeriod, string>;

export function periodStarts(now: Date): PeriodStarts {
  const day = siteDayOf(now);
  return { day, week: siteWeekStart(day), month: `${day.slice(0, 8)}01` };
}

/** The instant the period that began on `start` ends. */
export function periodEndsAt(period: LimitPeriod, start: string): Date {
  if (period === 'day') return siteDayStart(addSiteDays(start, 1));
  if (period === 'week') return siteDayStart(addSiteDays(start, 7));
  const [year, month] = start.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return siteDayStart(next);
}

export type Totals = Record<LimitPeriod, Record<LimitKind, bigint>>;

export const zeroTotals = (): Totals => ({
  day: { deposit: 0n, loss: 0n, wager: 0n },
  week: { deposit: 0n, loss: 0n, wager: 0n },
  month: { deposit: 0n, loss: 0n, wager: 0n },
});

/** The totals kept for `kept` periods as they stand at `now`: a period that ended counts from 0. */
export function currentTotals(kept: Totals, keptStarts: PeriodStarts, now: Date): Totals {
  const starts = periodStarts(now);
  const totals = zeroTotals();
  for (const period of LIMIT_PERIODS) {
    if (keptStarts[period] === starts[period]) totals[period] = { ...kept[period] };
  }
  return totals;
}

/** A money movement the play gate sees, in minor units above zero. */
export type Movement =
  | { kind: 'deposit'; amount: bigint }
  /** A stake: counts toward wager and loss. */
  | { kind: 'stake'; amount: bigint }
  /** Money moving to a transfer-mode vendor: only a break refuses it (its stakes are checked). */
  | { kind: 'transfer'; amount: bigint }
  /** A payout, or a stake given back: lowers the loss (and a refund the wager). */
  | { kind: 'payout'; amount: bigint }
  | { kind: 'refund'; amount: bigint }
  /** Joining, applying for or claiming a promotion or bonus: only a break refuses it. */
  | { kind: 'promotion'; amount: 0n };

export function applyMovement(totals: Totals, movement: Movement): Totals {
  const next = structuredClone(totals);
  for (const period of LIMIT_PERIODS) {
    const t = next[period];
    switch (movement.kind) {
      case 'deposit':
        t.deposit += movement.amount;
        break;
      case 'stake':
        t.wager += movement.amount;
        t.loss += movement.amount;
        break;
      case 'payout':
        t.loss -= movement.amount;
        break;
      case 'refund':
        t.wager -= movement.amount;
        t.loss -= movement.amount;
        break;
      default:
        break;
    }
  }
  return next;
}

/** A limit: the amount in force (null: none) and a waiting increase or removal. */
export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
}

/** The limit as it stands at `now`: a waiting change whose time came applies. */
export function settleLimit(limit: LimitState, now: Date): LimitState {
  if (limit.pending && limit.pending.effectiveAt.getTime() <= now.getTime()) {
    return { ...limit, amount: limit.pending.amount, pending: null };
  }
  return limit;
}

/**
 * The member asks for `amount` (null: no limit). A first limit or a decrease (or the same
 * amount) takes effect at once and drops any waiting change; an increase or a removal waits
 * COOLING_HOURS. Removing a limit that is not set only drops a waiting change.
 */
export function changeLimit(
  current: LimitState,
  amount: bigint | null,
  now: Date,
): { next: LimitState; effectiveAt: Date } {
  const settled = settleLimit(current, now);
  const atOnce = settled.amount === null || (amount !== null && amount <= settled.amount);
  if (atOnce) {
    return { next: { ...settled, amount, pending: null }, effectiveAt: now };
  }
  const effectiveAt = new Date(now.getTime() + COOLING_MS);
  return { next: { ...settled, pending: { amount, effectiveAt } }, effectiveAt };
}

export type LimitRefusalCode =
  'DEPOSIT_LIMIT_REACHED' | 'LOSS_LIMIT_REACHED' | 'WAGER_LIMIT_REACHED';

export interface LimitRefusal {
  code: LimitRefusalCode;
  period: LimitPeriod;
  /** Minor units. */
  limit: bigint;
  remaining: bigint;
}

const codes: Record<LimitKind, LimitRefusalCode> = {
  deposit: 'DEPOSIT_LIMIT_REACHED',
  loss: 'LOSS_LIMIT_REACHED',
  wager: 'WAGER_LIMIT_REACHED',
};

/** The kinds of limit a movement must fit, in the order they are checked. */
function kindsOf(movement: Movement): LimitKind[] {
  if (movement.kind === 'deposit') return ['deposit'];
  if (movement.kind === 'stake') return ['loss', 'wager'];
  return [];
}

/**
 * The first limit in force (settled at `now`) the movement would cross, or null when it fits:
 * a movement exactly filling the room passes, one minor unit more is refused.
 */
export function refusalOf(
  limits: readonly LimitState[],
  totals: Totals,
  movement: Movement,
  now: Date,
): LimitRefusal | null {
  for (const kind of kindsOf(movement)) {
    for (const period of LIMIT_PERIODS) {
      const limit = limits.find((l) => l.kind === kind && l.period === period);
      const amount = limit ? settleLimit(limit, now).amount : null;
      if (amount === null) continue;
      const used = totals[period][kind];
      const room = amount - used;
      if (movement.amount > room) {
        return { code: codes[kind], period, limit: amount, remaining: room > 0n ? room : 0n };
      }
    }
  }
  return null;
}
