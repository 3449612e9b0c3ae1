import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MissionInput, OperatorMission } from '@portal/shared/schemas/missions';
import { nowIso } from '../src/db/time.js';
import { minor } from '../src/db/minor.js';
import { periodOf } from '../src/engagement/missions/mission-periods.js';
import { createMember } from './accounts.js';
import { createChannel, type TestChannel } from './deposits.js';
import { useTestApp } from './helper.js';
import { createMission, missionInput } from './missions.js';
import { runConsumers } from './promotions.js';
import { createTestGame, type TestGame } from './seamless.js';
import { staffWithToken } from './staff.js';

/**
 * Mission progress against a recomputation from the raw records: random deposits and settled
 * bets of a few members, at instants on both sides of site midnights and of a site Monday, each
 * written with its event as the cashier and the game wallet write them, with the consumers run at
 * random points. Afterwards every progress row equals the sum (or count) of the member's
 * deposit_orders and bet_rounds that fall in that row's period (and the mission's window), and a
 * row is completed exactly when it reached its target.
 */

const t = useTestApp();
const RUNS = 6;
/** Fixed, so every run plays the same histories. */
const SEED = 20_261_126;
const DAY = 24 * 3_600_000;
/** A site Monday 00:00 (GMT+8, 16:00 UTC on Sunday) a few weeks back. */
const MONDAY = Date.parse('2026-11-01T16:00:00Z') - 3 * 7 * DAY;
/** A UTC midnight three days before it: the history's ten days span that Monday. */
const START = MONDAY - 16 * 3_600_000 - 3 * DAY;
/** Offsets within a day that sit on both sides of the site midnight (16:00 UTC). */
const SLOTS = [
  0,
  8 * 3_600_000,
  16 * 3_600_000 - 1,
  16 * 3_600_000,
  16 * 3_600_000 + 1,
  20 * 3_600_000,
];

type Command =
  | { op: 'deposit'; who: number; day: number; slot: number; amount: number }
  | { op: 'bet'; who: number; day: number; slot: number; live: boolean; stake: number }
  | { op: 'consume' };

const instant = {
  who: fc.nat(2),
  day: fc.integer({ min: 0, max: 9 }),
  slot: fc.nat(SLOTS.length - 1),
};
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    ...instant,
    amount: fc.integer({ min: 1, max: 12_000 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    ...instant,
    live: fc.boolean(),
    stake: fc.integer({ min: 1, max: 9_000 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    ...instant,
    live: fc.boolean(),
    stake: fc.integer({ min: 1, max: 9_000 }),
  }),
  fc.constant({ op: 'consume' as const }),
);

const at = (c: { day: number; slot: number }) => new Date(START + c.day * DAY + SLOTS[c.slot]!);

const MISSIONS: MissionInput[] = [
  missionInput({ names: { EN: 'Daily deposits' }, target: 150 }),
  missionInput({
    names: { EN: 'Weekly live turnover' },
    period: 'weekly',
    condition: 'valid_turnover',
    categoryCode: 'LIVE',
    target: 300,
  }),
  missionInput({ names: { EN: 'Daily turnover' }, condition: 'valid_turnover', target: 100 }),
  missionInput({
    names: { EN: 'Weekly rounds' },
    period: 'weekly',
    condition: 'rounds_played',
    target: 8,
  }),
  missionInput({
    names: { EN: 'Rounds in a window' },
    period: 'once',
    condition: 'rounds_played',
    target: 5,
    startsAt: new Date(START + 2 * DAY + 5 * 3_600_000).toISOString(),
    endsAt: new Date(START + 6 * DAY + 16 * 3_600_000).toISOString(),
  }),
];

describe('mission progress model', () => {
  let missions: OperatorMission[];
  let channel: TestChannel;
  let live: TestGame;
  let slots: TestGame;

  beforeAll(async () => {
    const admin = await staffWithToken(t, 'admin');
    missions = [];
    for (const input of MISSIONS) missions.push(await createMission(t, admin, input));
    channel = await createChannel(t, { turnoverBps: 0 });
    live = await createTestGame(t, { category: 'LIVE' });
    slots = await createTestGame(t, { category: 'RNG' });
  });

  async function creditDeposit(memberId: number, when: Date, amount: bigint) {
    const orderNo = `D${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('deposit_orders')
        .values({
          order_no: orderNo,
          member_id: memberId,
          channel_id: channel.id,
          amount,
          currency: 'MYR',
          status: 'success',
          client_reference: randomUUID(),
          request_hash: 'model',
          turnover_bps: 0,
          has_receipt: 0,
          credited_at: nowIso(when),
          created_at: nowIso(when),
          updated_at: nowIso(when),
        })
        .execute();
      await t.app.services.outbox.append(trx, {
        type: 'deposit.credited',
        key: `deposit.credited:${orderNo}`,
        memberId,
        payload: {
          orderNo,
          memberId,
          amount: amount.toString(),
          currency: 'MYR',
          channelId: channel.id,
          creditedAt: when.toISOString(),
        },
        occurredAt: when,
      });
    });
  }

  async function settleBet(memberId: number, when: Date, game: TestGame, stake: bigint) {
    const roundId = `r-${randomUUID()}`;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bet_rounds')
        .values({
          provider: 'house',
          round_id: roundId,
          member_id: memberId,
          game_id: game.id,
          category_code: game.category,
          vassalage: game.vassalage,
          wallet: 'main',
          currency: 'MYR',
          stake,
          payout: 0n,
          status: 'settled',
          result: null,
          created_at: nowIso(when),
          settled_at: nowIso(when),
        })
        .execute();
      await t.app.services.outbox.append(trx, {
        type: 'bet.settled',
        key: `bet.settled:house:${roundId}`,
        memberId,
        payload: {
          provider: 'house',
          roundId,
          memberId,
          gameId: game.id,
          categoryCode: game.category,
          vendor: game.vassalage,
          currency: 'MYR',
          stake: stake.toString(),
          payout: '0',
          validTurnover: stake.toString(),
          settledAt: when.toISOString(),
        },
        occurredAt: when,
      });
    });
  }

  /** Each mission's progress per member and period, straight from the raw records. */
  async function recompute(memberIds: number[]) {
    const deposits = await t.db
      .selectFrom('deposit_orders')
      .select(['member_id', 'amount', 'credited_at'])
      .where('member_id', 'in', memberIds)
      .where('status', '=', 'success')
      .execute();
    const bets = await t.db
      .selectFrom('bet_rounds')
      .select(['member_id', 'stake', 'category_code', 'settled_at'])
      .where('member_id', 'in', memberIds)
      .where('status', '=', 'settled')
      .execute();
    const expected = new Map<string, bigint>();
    const add = (mission: OperatorMission, memberId: number, when: Date, value: bigint) => {
      if (mission.startsAt && when < new Date(mission.startsAt)) return;
      if (mission.endsAt && when >= new Date(mission.endsAt)) return;
      const key = `${mission.id}:${memberId}:${periodOf(mission.period, when).key}`;
      expected.set(key, (expected.get(key) ?? 0n) + value);
    };
    for (const mission of missions) {
      if (mission.condition === 'deposit_total') {
        for (const row of deposits) {
          add(mission, row.member_id, new Date(row.credited_at!), minor(row.amount));
        }
      } else {
        for (const row of bets) {
          if (mission.categoryCode && row.category_code !== mission.categoryCode) continue;
          const value = mission.condition === 'rounds_played' ? 1n : minor(row.stake);
          add(mission, row.member_id, new Date(row.settled_at!), value);
        }
      }
    }
    return expected;
  }

  it('equals a recomputation from deposit_orders and bet_rounds', async () => {
    let completed = 0;
    let periods = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 15, maxLength: 40 }), async (commands) => {
        const members = [await createMember(t), await createMember(t), await createMember(t)];
        for (const c of commands) {
          if (c.op === 'consume') await runConsumers(t);
          else if (c.op === 'deposit') {
            await creditDeposit(members[c.who]!.id, at(c), BigInt(c.amount) * 100n);
          } else {
            await settleBet(
              members[c.who]!.id,
              at(c),
              c.live ? live : slots,
              BigInt(c.stake) * 10n,
            );
          }
        }
        await runConsumers(t);
        const ids = members.map((m) => m.id);
        const expected = await recompute(ids);
        const rows = await t.db
          .selectFrom('mission_progress')
          .select(['mission_id', 'member_id', 'period_key', 'progress', 'status'])
          .where('member_id', 'in', ids)
          // The demo missions count too; only this test's are modelled.
          .where(
            'mission_id',
            'in',
            missions.map((m) => m.id),
          )
          .execute();
        const actual = new Map(
          rows.map((row) => [
            `${row.mission_id}:${row.member_id}:${row.period_key}`,
            minor(row.progress),
          ]),
        );
        expect(actual).toEqual(expected);
        const targets = new Map(missions.map((m) => [m.id, m]));
        for (const row of rows) {
          const mission = targets.get(Number(row.mission_id))!;
          const target =
            mission.condition === 'rounds_played'
              ? BigInt(mission.target)
              : BigInt(mission.target * 100);
          expect(row.status).toBe(minor(row.progress) >= target ? 'completed' : 'in_progress');
          if (row.status === 'completed') completed += 1;
        }
        periods += new Set(rows.map((row) => row.period_key)).size;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The histories crossed periods and completed missions.
    expect(completed).toBeGreaterThan(0);
    expect(periods).toBeGreaterThan(RUNS * 2);
  }, 120_000);
});
