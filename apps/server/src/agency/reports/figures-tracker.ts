import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import type { Executor } from '../../db/transaction.js';
import { FigureSheet, dayOf, periodsOfDay } from './figures.js';
import {
  addMemberFigures,
  addTeamActivity,
  addTeamFigures,
  ancestorsOf,
  markActivity,
  markFirstDeposit,
} from './figures.repository.js';

/** The events that change the agent reports' figures. */
export const FIGURE_EVENT_TYPES = [
  'member.registered',
  'deposit.credited',
  'withdrawal.paid',
  'withdrawal.returned',
  'bonus.released',
  'bet.settled',
] as const;

/** Category of the rows that are not bets. */
export const NO_CATEGORY = '';

/** What a batch of events changes, before any database read. */
export interface EventFigures {
  /** Per member, day and category. */
  sheet: FigureSheet;
  /** Each member's earliest credited deposit in the batch: a first deposit if none came before. */
  deposits: Map<number, string>;
  /** Member and period pairs with a settled bet. */
  activity: Map<string, { memberId: number; period: string }>;
}

/**
 * The figures of a batch of events (decision 031): registrations on the day a member registered,
 * deposits on the day they were credited, withdrawals on the day they were paid (less what a
 * refund after payment gave back, on its day), bonuses on the day they reached the main wallet,
 * and bets on the day they settled, in their game category. A withdrawal rejected before payment
 * never counted, so its return does not either.
 */
export function figuresOfEvents(events: readonly DomainEvent[]): EventFigures {
  const sheet = new FigureSheet();
  const deposits = new Map<number, string>();
  const activity = new Map<string, { memberId: number; period: string }>();
  for (const event of events) {
    switch (event.type) {
      case 'member.registered': {
        const payload = domainEvents['member.registered'].payload.parse(event.payload);
        sheet.add(payload.memberId, dayOf(payload.registeredAt), NO_CATEGORY, { registrations: 1 });
        break;
      }
      case 'deposit.credited': {
        const payload = domainEvents['deposit.credited'].payload.parse(event.payload);
        const day = dayOf(payload.creditedAt);
        sheet.add(payload.memberId, day, NO_CATEGORY, {
          deposits: BigInt(payload.amount),
          deposit_count: 1,
        });
        const earlier = deposits.get(payload.memberId);
        if (earlier === undefined || day < earlier) deposits.set(payload.memberId, day);
        break;
      }
      case 'withdrawal.paid': {
        const payload = domainEvents['withdrawal.paid'].payload.parse(event.payload);
        sheet.add(payload.memberId, dayOf(payload.paidAt), NO_CATEGORY, {
          withdrawals: BigInt(payload.amount),
        });
        break;
      }
      case 'withdrawal.returned': {
        const payload = domainEvents['withdrawal.returned'].payload.parse(event.payload);
        if (payload.reason !== 'refunded') break;
        sheet.add(payload.memberId, dayOf(payload.returnedAt), NO_CATEGORY, {
          withdrawals: -BigInt(payload.amount),
        });
        break;
      }
      case 'bonus.released': {
        const payload = domainEvents['bonus.released'].payload.parse(event.payload);
        sheet.add(payload.memberId, dayOf(payload.releasedAt), NO_CATEGORY, {
          bonuses: BigInt(payload.amount),
        });
        break;
      }
      case 'bet.settled': {
        const payload = domainEvents['bet.settled'].payload.parse(event.payload);
        const day = dayOf(payload.settledAt);
        sheet.add(payload.memberId, day, payload.categoryCode, {
          bet_count: 1,
          bets: BigInt(payload.stake),
          valid_bets: BigInt(payload.validTurnover),
          payouts: BigInt(payload.payout),
        });
        for (const period of periodsOfDay(day)) {
          activity.set(`${payload.memberId}|${period}`, { memberId: payload.memberId, period });
        }
        break;
      }
    }
  }
  return { sheet, deposits, activity };
}

/**
 * Applies a batch's figures in `trx`: the members' own rows, the first deposits and periods of
 * activity that are new, and every ancestor's team rows (the member's own subtree included).
 * Run by the `agency-figures` event consumer, whose cursor moves in the same transaction: each
 * event counts once. With `sign` -1 it takes a batch's figures back out (the rebuild does, for
 * events its raw records already hold but the consumer has not yet handled).
 */
export async function applyEventFigures(
  trx: Executor,
  { sheet, deposits, activity }: EventFigures,
  sign: 1 | -1 = 1,
): Promise<void> {
  const own = new FigureSheet();
  for (const row of sheet.entries()) own.add(row.owner, row.day, row.category, row.figures, sign);

  // First deposits and activity are marks: set once on the way in, cleared on the way out.
  const newActivity: { memberId: number; period: string }[] = [];
  if (sign === 1) {
    for (const [memberId, day] of deposits) {
      if (await markFirstDeposit(trx, memberId, day)) {
        own.add(memberId, day, NO_CATEGORY, { first_deposits: 1 });
      }
    }
    newActivity.push(...(await markActivity(trx, [...activity.values()])));
  }

  if (own.size > 0) await addMemberFigures(trx, own);
  const members = [...new Set([...own.owners(), ...newActivity.map((mark) => mark.memberId)])];
  if (members.length === 0) return;
  const ancestors = await ancestorsOf(trx, members);
  const team = new FigureSheet();
  for (const row of own.entries()) {
    for (const agent of ancestors.get(row.owner) ?? []) {
      team.add(agent, row.day, row.category, row.figures);
    }
  }
  if (team.size > 0) await addTeamFigures(trx, team);
  const active = new Map<string, number>();
  for (const { memberId, period } of newActivity) {
    for (const agent of ancestors.get(memberId) ?? []) {
      const key = `${agent}|${period}`;
      active.set(key, (active.get(key) ?? 0) + 1);
    }
  }
  await addTeamActivity(trx, active);
}
