import { sql, type RawBuilder } from 'kysely';
import { COOLING_MS, LIMIT_PERIODS, periodStarts, type PeriodStarts } from './safer-play-rules.js';
import type { LimitPeriod } from './safer-play.tables.js';

/**
 * The play gate as parts of a caller's own PostgreSQL statement (the seamless wallet's debit and
 * credit, seamless-statements.repository.ts): the same rules as `PlayGate.check`
 * (safer-play-rules.ts, breakStateOf) in SQL, for a statement that writes everything or nothing.
 *
 * - `gate` locks the member's row first (`FOR UPDATE`, as the checked path does before the round
 *   and the ledger) and says whether the movement may go on (`open`). Under READ COMMITTED a row
 *   changed by a stake that committed meanwhile is read again at its latest version and `open`
 *   computed from it, so concurrent stakes of one member count one after the other. A member
 *   without a row reads one key and locks nothing.
 * - `gatePasses` is the condition the statement's first write must hold: no row, or a row `open`.
 * - `counted` updates the totals last, only when `done` (the statement's last write) happened:
 *   a stake that the money, the round or a used id stops writes no totals. The row is locked by
 *   `gate`, so they are the totals `open` was computed from.
 */

/** The moment a one-statement write checks and counts a movement at. */
export interface GateMoment {
  now: string;
  starts: PeriodStarts;
  /** A return asked at or before this moment has waited its cooling period: play is open. */
  returnOpenedBy: string;
}

export function gateMoment(now: Date): GateMoment {
  return {
    now: now.toISOString(),
    starts: periodStarts(now),
    returnOpenedBy: new Date(now.getTime() - COOLING_MS).toISOString(),
  };
}

const column = (period: LimitPeriod, name: string) => sql.ref(`s.${period}_${name}`);

/** The period's stored total of `kind`, or 0 when its stored start is not the current one. */
function used(period: LimitPeriod, kind: string, m: GateMoment): RawBuilder<unknown> {
  return sql`case when ${column(period, 'start')} = ${m.starts[period]}::text
    then ${column(period, kind)} else 0::bigint end`;
}

/** breakStateOf(row, now).state = 'none'; never null. */
function noBreak(m: GateMoment): RawBuilder<unknown> {
  return sql`coalesce(s.break_kind is null or s.break_started_at is null
    or (s.break_ends_at <= ${m.now}::timestamptz
      and (s.break_kind = 'timeout' or s.return_asked_at <= ${m.returnOpenedBy}::timestamptz)),
    false)`;
}

/**
 * refusalOf() is null for a stake of `amount`: it fits the room of every loss and wager limit in
 * force (a waiting change whose time came is in force), exactly filling passes.
 */
function stakeFits(amount: RawBuilder<unknown>, m: GateMoment): RawBuilder<unknown> {
  const usedOf = LIMIT_PERIODS.flatMap((period) =>
    ['loss', 'wager'].map(
      (kind) => sql`when l.period = ${period}::text and l.kind = ${kind}::text
        then ${used(period, kind, m)}`,
    ),
  );
  return sql`not exists (
      select 1 from safer_play_limits l
      where l.member_id = s.member_id and l.kind in ('loss', 'wager')
        and ${amount} > (case when l.pending = 1
            and l.pending_effective_at <= ${m.now}::timestamptz
            then l.pending_amount else l.amount end)
          - (case ${sql.join(usedOf, sql` `)} end)
    )`;
}

/** The movement the statement counts: a stake (refused by a break or a limit) or a payout. */
export type GateMovement = { kind: 'stake'; amount: bigint } | { kind: 'payout'; amount: bigint };

/** The `gate` CTE: the member's row locked, and whether the movement may go on. */
export function gate(memberId: number, movement: GateMovement, m: GateMoment): RawBuilder<unknown> {
  const open =
    movement.kind === 'stake'
      ? sql`${noBreak(m)} and ${stakeFits(sql`${movement.amount}::bigint`, m)}`
      : sql`true`;
  return sql`gate as (
      select ${open} as open from safer_play_accounts s
      where s.member_id = ${memberId}::integer
      for update of s
    )`;
}

/** No safer-play row, or the row's `open`: what the statement's first write must hold. */
export const gatePasses = sql`coalesce((select bool_and(open) from gate), true)`;

/**
 * The totals' new values: each period's, counted from 0 when its start changed (currentTotals,
 * applyMovement), with the stake added to the wager and the stake less the payout to the loss.
 */
function totalsAfter(
  stake: RawBuilder<unknown>,
  payout: RawBuilder<unknown>,
  m: GateMoment,
): RawBuilder<unknown> {
  const sets = LIMIT_PERIODS.flatMap((period) => {
    const kept = (kind: string) => used(period, kind, m);
    return [
      sql`${sql.id(`${period}_start`)} = ${m.starts[period]}::text`,
      sql`${sql.id(`${period}_deposit`)} = ${kept('deposit')}`,
      sql`${sql.id(`${period}_wager`)} = ${kept('wager')} + ${stake}`,
      sql`${sql.id(`${period}_loss`)} = ${kept('loss')} + ${stake} - ${payout}`,
    ];
  });
  return sql`${sql.join(sets)}, updated_at = ${m.now}::timestamptz`;
}

/**
 * The `counted` CTE: the totals after the movement (totalsAfter), written when the member has a
 * row and `done` happened.
 */
export function counted(
  memberId: number,
  movement: GateMovement,
  m: GateMoment,
  done: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const stake = movement.kind === 'stake' ? movement.amount : 0n;
  const payout = movement.kind === 'payout' ? movement.amount : 0n;
  return sql`counted as (
      update safer_play_accounts s
      set ${totalsAfter(sql`${stake}::bigint`, sql`${payout}::bigint`, m)}
      where s.member_id = ${memberId}::integer and exists (select 1 from gate) and ${done}
      returning 1
    )`;
}

/**
 * Many members' safer-play rows locked at once, in member order (a batch of payouts takes them
 * first, as the single payout's `gate` does). A payout is never refused, so nothing is checked.
 */
export function lockGates(memberIds: readonly number[]): RawBuilder<{ member_id: number }> {
  return sql<{ member_id: number }>`
    select s.member_id from safer_play_accounts s
    where s.member_id = any(${[...new Set(memberIds)]}::integer[])
    order by s.member_id
    for update of s`;
}

/**
 * The stakes of a batch checked (the batched debits of decision 076): each member's safer-play
 * row locked, in member order, and the members answered whose break is on or whose stakes of the
 * batch, summed, do not fit a limit's room. Stakes are positive, so a sum that fits means each
 * stake fits after the ones before it, as single debits one after the other would be checked.
 */
export function gateStakes(
  stakes: ReadonlyMap<number, bigint>,
  m: GateMoment,
): RawBuilder<{ member_id: number }> {
  const [members, amounts] = sumColumns(stakes);
  return sql<{ member_id: number }>`
    with x as (
      select * from unnest(${members}::integer[], ${amounts}::bigint[]) as x(member_id, amount)
    ), g as (
      select s.member_id, ${noBreak(m)} and ${stakeFits(sql`x.amount`, m)} as open
      from safer_play_accounts s join x on x.member_id = s.member_id
      order by s.member_id
      for update of s
    )
    select member_id from g where not open`;
}

const sumColumns = (sums: ReadonlyMap<number, bigint>) => {
  const members = [...sums.keys()];
  return [members, members.map((member) => sums.get(member)!.toString())] as const;
};

/**
 * The movements of a batch counted: each member's totals moved by the sum of its stakes, or of
 * its payouts, as `counted` moves them by one. The rows are to be locked first (lockGates,
 * gateStakes), in the same transaction.
 */
export function countSums(
  kind: GateMovement['kind'],
  sums: ReadonlyMap<number, bigint>,
  m: GateMoment,
): RawBuilder<unknown> {
  const [members, amounts] = sumColumns(sums);
  const totals =
    kind === 'stake'
      ? totalsAfter(sql`x.amount`, sql`0::bigint`, m)
      : totalsAfter(sql`0::bigint`, sql`x.amount`, m);
  return sql`
    update safer_play_accounts s
    set ${totals}
    from unnest(${members}::integer[], ${amounts}::bigint[]) as x(member_id, amount)
    where s.member_id = x.member_id`;
}
