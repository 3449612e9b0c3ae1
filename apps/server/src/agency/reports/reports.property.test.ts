import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChannel, type TestChannel } from '../../../test/deposits.js';
import { untilEventsVisible } from '../../../test/events.js';
import { useTestApp } from '../../../test/helper.js';
import { inTransaction } from '../../db/transaction.js';
import { EventOutbox } from '../../platform/events/event-outbox.js';
import { checkAgencyFigures, rebuildAgencyFigures } from './figures-rebuild.js';
import { moneyFigures } from './reports.service.js';
import { toTotals } from '../../games/bet-records/bet-records.service.js';
import type { TeamBetsQuery } from '../team-records/team-bets.service.js';
import { zeroFigures, type Figures } from './figures.js';
import { addSiteDays, siteDayOf, siteDayStart } from '@portal/shared/site-day';

/** A random team and its history: who sits where, what each member deposited and played. */
interface Scenario {
  /** uplines[i]: the index of member i's upline (always an earlier member), or null. */
  uplines: (number | null)[];
  registeredDays: number[];
  deposits: { member: number; day: number; amount: number }[];
  bets: {
    member: number;
    day: number;
    stake: number;
    payout: number;
    category: string;
    /** Open and cancelled rounds are in the team betting record only, never in the figures. */
    status: 'settled' | 'open' | 'cancelled';
  }[];
  /** Member index and new upline index, applied half-way through the history. */
  moves: { member: number; upline: number | null }[];
}

const DAYS = 12;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'];

const scenarios = fc.integer({ min: 4, max: 12 }).chain((size) =>
  fc.record({
    uplines: fc.tuple(
      fc.constant(null),
      ...Array.from({ length: size - 1 }, (_, index) =>
        fc.option(fc.integer({ min: 0, max: index }), { freq: 6 }),
      ),
    ),
    registeredDays: fc.array(fc.integer({ min: 0, max: DAYS - 1 }), {
      minLength: size,
      maxLength: size,
    }),
    deposits: fc.array(
      fc.record({
        member: fc.integer({ min: 0, max: size - 1 }),
        day: fc.integer({ min: 0, max: DAYS - 1 }),
        amount: fc.integer({ min: 1, max: 500_000 }),
      }),
      { maxLength: 20 },
    ),
    bets: fc.array(
      fc.record({
        member: fc.integer({ min: 0, max: size - 1 }),
        day: fc.integer({ min: 0, max: DAYS - 1 }),
        stake: fc.integer({ min: 1, max: 100_000 }),
        payout: fc.integer({ min: 0, max: 300_000 }),
        category: fc.constantFrom(...CATEGORIES),
        status: fc.constantFrom('settled', 'settled', 'settled', 'open', 'cancelled'),
      }),
      { maxLength: 40 },
    ),
    moves: fc.array(
      fc.record({
        member: fc.integer({ min: 1, max: size - 1 }),
        upline: fc.option(fc.integer({ min: 0, max: size - 1 })),
      }),
      { maxLength: 3 },
    ),
  }),
) as fc.Arbitrary<Scenario>;

describe('agent reports against a brute-force recomputation from the raw records', () => {
  const t = useTestApp();
  let channel: TestChannel;
  let gameId: number;
  const outbox = () => new EventOutbox(t.db);
  /** Day 0 of every scenario: far enough back that every day has ended. */
  const firstDay = addSiteDays(siteDayOf(new Date()), -DAYS - 2);
  /** Noon of a scenario day in GMT+8, as an ISO instant. */
  const instantOf = (day: number) => `${addSiteDays(firstDay, day)}T04:00:00.000Z`;

  beforeAll(async () => {
    channel = await createChannel(t);
    const game = await t.db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow();
    gameId = game.id;
    // The demo seed writes its records without events: the figures start from a rebuild.
    await rebuildAgencyFigures(t.db);
  });

  const drain = async () => {
    await untilEventsVisible(t);
    for (let pass = 0; pass < 50; pass++) {
      const summary = await t.app.services.events.runOnce();
      if (summary.failed > 0) throw new Error('an event failed');
      if (summary.handled === 0) return;
    }
  };

  /** A member registered on a scenario day, with its member.registered event. */
  const insertMember = (upline: number | null, day: number, index: number) =>
    inTransaction(t.db, async (trx) => {
      const account = `pt${randomUUID().slice(0, 10)}`;
      const at = instantOf(day);
      const row = await trx
        .insertInto('members')
        .values({
          account,
          account_key: account,
          nickname: account,
          password_hash: null,
          type: index === 0 ? 1 : index % 3 === 0 ? 2 : 0,
          status: 'active',
          profile: '{}',
          upline_id: upline,
          icon: 1,
          rank_level: 1,
          currency: 'MYR',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await outbox().append(trx, {
        type: 'member.registered',
        key: `member.registered:${row.id}`,
        memberId: row.id,
        payload: {
          memberId: row.id,
          account,
          referrerId: null,
          affiliateCode: null,
          uplineId: upline,
          registeredAt: at,
        },
        occurredAt: new Date(at),
      });
      return row.id;
    });

  const insertDeposit = (memberId: number, day: number, amount: number) =>
    inTransaction(t.db, async (trx) => {
      const orderNo = `D${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      const at = instantOf(day);
      await trx
        .insertInto('deposit_orders')
        .values({
          order_no: orderNo,
          member_id: memberId,
          channel_id: channel.id,
          amount: BigInt(amount),
          currency: 'MYR',
          status: 'success',
          client_reference: orderNo,
          request_hash: orderNo,
          turnover_bps: 0,
          credited_at: at,
          updated_at: at,
        })
        .execute();
      await outbox().append(trx, {
        type: 'deposit.credited',
        key: `deposit.credited:${orderNo}`,
        memberId,
        payload: {
          orderNo,
          memberId,
          amount: String(amount),
          currency: 'MYR',
          channelId: channel.id,
          creditedAt: at,
        },
        occurredAt: new Date(at),
      });
    });

  const insertBet = (memberId: number, bet: Scenario['bets'][number]) =>
    inTransaction(t.db, async (trx) => {
      const roundId = randomUUID();
      const at = instantOf(bet.day);
      await trx
        .insertInto('bet_rounds')
        .values({
          provider: 'test',
          round_id: roundId,
          member_id: memberId,
          game_id: gameId,
          category_code: bet.category,
          vassalage: 'TEST',
          wallet: 'main',
          currency: 'MYR',
          stake: BigInt(bet.stake),
          payout: BigInt(payoutOf(bet)),
          status: bet.status,
          created_at: at,
          settled_at: bet.status === 'settled' ? at : null,
        })
        .execute();
      if (bet.status !== 'settled') return;
      await outbox().append(trx, {
        type: 'bet.settled',
        key: `bet.settled:test:${roundId}`,
        memberId,
        payload: {
          provider: 'test',
          roundId,
          memberId,
          gameId,
          categoryCode: bet.category,
          vendor: 'TEST',
          currency: 'MYR',
          stake: String(bet.stake),
          payout: String(bet.payout),
          validTurnover: String(bet.stake),
          settledAt: at,
        },
        occurredAt: new Date(at),
      });
    });

  /** What a round paid: nothing while open or once cancelled. */
  const payoutOf = (bet: Scenario['bets'][number]) => (bet.status === 'settled' ? bet.payout : 0);

  /** The reports as the brute force computes them, from the records and the final tree. */
  function bruteForce(scenario: Scenario, uplines: (number | null)[], agent: number) {
    const isBelow = (member: number, ancestor: number) => {
      for (let up = uplines[member]; up !== null && up !== undefined; up = uplines[up]) {
        if (up === ancestor) return true;
      }
      return false;
    };
    const subtree = (root: number) =>
      uplines.map((_, index) => index).filter((i) => i === root || isBelow(i, root));
    const figuresOf = (members: number[], from: number, to: number): Figures => {
      const figures = zeroFigures();
      const inRange = (day: number) => day >= from && day <= to;
      for (const member of members) {
        if (inRange(scenario.registeredDays[member]!)) figures.registrations += 1;
        const deposits = scenario.deposits.filter((d) => d.member === member);
        const first = Math.min(...deposits.map((d) => d.day));
        if (deposits.length > 0 && inRange(first)) figures.first_deposits += 1;
        for (const deposit of deposits.filter((d) => inRange(d.day))) {
          figures.deposits += BigInt(deposit.amount);
          figures.deposit_count += 1;
        }
        const settled = scenario.bets.filter((b) => b.status === 'settled');
        for (const bet of settled.filter((b) => b.member === member && inRange(b.day))) {
          figures.bets += BigInt(bet.stake);
          figures.valid_bets += BigInt(bet.stake);
          figures.payouts += BigInt(bet.payout);
          figures.bet_count += 1;
        }
      }
      return figures;
    };
    const active = (members: number[], from: number, to: number) =>
      members.filter((member) =>
        scenario.bets.some(
          (b) => b.status === 'settled' && b.member === member && b.day >= from && b.day <= to,
        ),
      ).length;
    /** The team betting totals: every round started in the range, whatever its status. */
    const roundsOf = (members: number[], from: number, to: number, category?: string) => {
      const sums = { count: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
      for (const bet of scenario.bets) {
        if (!members.includes(bet.member) || bet.day < from || bet.day > to) continue;
        if (category !== undefined && bet.category !== category) continue;
        sums.count += 1;
        sums.stake += BigInt(bet.stake);
        sums.payout += BigInt(payoutOf(bet));
        if (bet.status === 'settled') {
          sums.validBet += BigInt(bet.stake);
          sums.winLoss += BigInt(bet.payout - bet.stake);
        }
      }
      return toTotals(sums);
    };
    const downline = subtree(agent).filter((member) => member !== agent);
    return { subtree, downline, figuresOf, active, roundsOf };
  }

  it('overview, profit and loss and team betting totals equal the brute force for random trees, moves and play; the rebuild agrees', async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, fc.integer({ min: 0, max: DAYS - 1 }), async (scenario, span) => {
        const ids: number[] = [];
        for (const [index, upline] of scenario.uplines.entries()) {
          ids.push(
            await insertMember(
              upline === null ? null : ids[upline]!,
              scenario.registeredDays[index]!,
              index,
            ),
          );
        }
        const half = Math.floor(scenario.bets.length / 2);
        for (const deposit of scenario.deposits) {
          await insertDeposit(ids[deposit.member]!, deposit.day, deposit.amount);
        }
        for (const bet of scenario.bets.slice(0, half)) await insertBet(ids[bet.member]!, bet);
        await drain();
        // Moves half-way: figures already kept must follow the subtree.
        const uplines = [...scenario.uplines];
        for (const move of scenario.moves) {
          const { isBelow } = {
            isBelow: (member: number, ancestor: number) => {
              for (let up: number | null = ancestor; up !== null; up = uplines[up] ?? null) {
                if (up === member) return true;
              }
              return false;
            },
          };
          if (move.upline !== null && isBelow(move.member, move.upline)) {
            await expect(
              t.app.services.agencyTree.move(ids[move.member]!, ids[move.upline]!),
            ).rejects.toMatchObject({ code: 'AGENCY_CYCLE' });
            continue;
          }
          await t.app.services.agencyTree.move(
            ids[move.member]!,
            move.upline === null ? null : ids[move.upline]!,
          );
          uplines[move.member] = move.upline;
        }
        for (const bet of scenario.bets.slice(half)) await insertBet(ids[bet.member]!, bet);
        /** Team betting totals over whole days, for the downline and a direct downline's team. */
        const checkTeamBets = async () => {
          const from = Math.max(0, DAYS - 1 - span);
          const to = DAYS - 1;
          const range = {
            from: siteDayStart(addSiteDays(firstDay, from)).toISOString(),
            to: siteDayStart(addSiteDays(firstDay, to + 1)).toISOString(),
            page: 1,
            pageSize: 20,
          };
          for (const agent of [0, scenario.uplines.length - 1]) {
            const brute = bruteForce(scenario, uplines, agent);
            const bets = (query: Partial<TeamBetsQuery>) =>
              t.app.services.teamBets.list(ids[agent]!, { ...range, ...query }, 'EN');
            expect((await bets({})).totals).toEqual(brute.roundsOf(brute.downline, from, to));
            expect((await bets({ gameType: 'RNG' })).totals).toEqual(
              brute.roundsOf(brute.downline, from, to, 'RNG'),
            );
            const direct = uplines.findIndex((up) => up === agent);
            if (direct >= 0) {
              expect((await bets({ teamOf: ids[direct]! })).totals).toEqual(
                brute.roundsOf(brute.subtree(direct), from, to),
              );
            }
          }
        };
        // Before the consumer counts the last rounds, they are read raw; after, from the days.
        await checkTeamBets();
        await drain();
        await checkTeamBets();

        const reports = t.app.services.agencyReports;
        const check = async () => {
          for (const agent of [0, scenario.uplines.length - 1]) {
            const brute = bruteForce(scenario, uplines, agent);
            const from = Math.max(0, DAYS - 1 - span);
            const to = DAYS - 1;
            const range = {
              period: 'custom' as const,
              from: addSiteDays(firstDay, from),
              to: addSiteDays(firstDay, to),
            };
            const overview = await reports.overview(ids[agent]!, range);
            const figures = brute.figuresOf(brute.downline, from, to);
            expect(overview.figures).toEqual({
              ...moneyFigures(figures),
              registrations: figures.registrations,
              firstDepositors: figures.first_deposits,
              activeMembers: brute.active(brute.downline, from, to),
              depositCount: figures.deposit_count,
              betCount: figures.bet_count,
            });
            expect(overview.teamSize.all).toBe(brute.downline.length);
            for (const day of overview.days) {
              const index = DAYS - 1 - (Date.parse(range.to) - Date.parse(day.date)) / 86_400_000;
              expect(day.activeMembers).toBe(brute.active(brute.downline, index, index));
              expect(day.validBets).toBe(
                moneyFigures(brute.figuresOf(brute.downline, index, index)).validBets,
              );
            }
            const profit = await reports.profit(ids[agent]!, { ...range, page: 1, pageSize: 100 });
            expect(profit.parent.team).toEqual(
              moneyFigures(brute.figuresOf(brute.subtree(agent), from, to)),
            );
            expect(profit.parent.own).toEqual(moneyFigures(brute.figuresOf([agent], from, to)));
            const directs = uplines.flatMap((up, index) => (up === agent ? [index] : []));
            expect(profit.list.map((row) => row.id).sort()).toEqual(
              directs.map((index) => ids[index]!).sort(),
            );
            for (const row of profit.list) {
              const index = ids.indexOf(row.id);
              expect(row.team).toEqual(
                moneyFigures(brute.figuresOf(brute.subtree(index), from, to)),
              );
            }
          }
        };
        await check();
        expect(await checkAgencyFigures(t.db)).toEqual({
          memberRows: 0,
          teamRows: 0,
          activityRows: 0,
          firstDeposits: 0,
          roundDayRows: 0,
          ledgerDayRows: 0,
        });
        await rebuildAgencyFigures(t.db);
        // The consumer goes on after the rebuild without counting anything twice.
        await drain();
        await check();
        await checkTeamBets();
      }),
      { numRuns: 6 },
    );
  });
});
