import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsEarned } from '../src/engagement/points/points-math.js';
import { minor } from '../src/db/minor.js';
import { useTestApp } from './helper.js';
import { createReward, pointsOf, postConvert, postRedeem, settleBet } from './points.js';
import { runConsumers } from './promotions.js';
import { staffWithToken } from './staff.js';
import { readyMember } from './withdrawals.js';

/**
 * Points against a model, on the real database: random settled bets on two categories, cash and
 * physical redeems, operator approvals and rejections, and conversions to cash. After every run
 * the member's points and main wallet equal the model's, every refusal is the one the model
 * expects, and the ledger's invariants hold for both currencies (MYR and PTS).
 */

const t = useTestApp();
const RUNS = 8;
/** Fixed, so every run plays the same histories and reaches every outcome checked at the end. */
const SEED = 3;
/** The demo seed's rates: points per 10.00 of valid turnover. */
const RATES: Record<string, { points: bigint; perAmount: bigint }> = {
  RNG: { points: 5n, perAmount: 1_000n },
  LIVE: { points: 2n, perAmount: 1_000n },
};
const CASH_PRICE = 50n;
const CASH_AMOUNT = 50n; // 0.50 in minor units
const ITEM_PRICE = 80n;
/** Units of the physical item each run starts with: few, so that runs also sell out. */
const ITEM_STOCK = 2;
const CONVERT_MIN = 100n;

type Command =
  | { op: 'bet'; live: boolean; stake: number }
  | { op: 'consume' }
  | { op: 'cash'; quantity: number }
  | { op: 'item'; quantity: number }
  | { op: 'review'; pick: number; reject: boolean }
  | { op: 'convert'; points: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('bet' as const),
    live: fc.boolean(),
    stake: fc.integer({ min: 100, max: 150_000 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    live: fc.boolean(),
    stake: fc.integer({ min: 100, max: 150_000 }),
  }),
  fc.constant({ op: 'consume' as const }),
  fc.constant({ op: 'consume' as const }),
  fc.record({ op: fc.constant('cash' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('item' as const), quantity: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ op: fc.constant('item' as const), quantity: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ op: fc.constant('review' as const), pick: fc.nat(), reject: fc.boolean() }),
  fc.record({ op: fc.constant('review' as const), pick: fc.nat(), reject: fc.boolean() }),
  fc.record({ op: fc.constant('convert' as const), points: fc.integer({ min: 50, max: 400 }) }),
);

describe('points against a model', () => {
  it('keep every balance equal to the model and the ledger whole in both currencies', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/points/config',
      headers: admin.headers,
      payload: {
        enabled: true,
        conversion: { points: 100, amount: 1, minPoints: Number(CONVERT_MIN) },
        rules: {},
      },
    });
    const cash = await createReward(t, admin, { points: Number(CASH_PRICE), amount: 0.5 });
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 12, maxLength: 30 }), async (commands) => {
        const member = await readyMember(t, { card: false, funds: 0n });
        const item = await createReward(t, admin, {
          type: 'physical',
          amount: null,
          points: Number(ITEM_PRICE),
          stock: ITEM_STOCK,
        });
        let points = 0n;
        // Fractions of a point carry over (decision 027): what a category has earned so far is
        // floor(its whole turnover x rate), whatever the bets it came in.
        const turnover: Record<string, bigint> = { RNG: 0n, LIVE: 0n };
        const earned = () =>
          Object.entries(turnover).reduce(
            (sum, [category, total]) => sum + pointsEarned(total, RATES[category]),
            0n,
          );
        let credited = 0n;
        let main = 0n;
        let stock = ITEM_STOCK;
        const applying: { transNo: string; points: bigint; quantity: number }[] = [];

        for (const c of commands) {
          if (c.op === 'bet') {
            const category = c.live ? 'LIVE' : 'RNG';
            await settleBet(t, member.id, category, BigInt(c.stake));
            turnover[category]! += BigInt(c.stake);
          } else if (c.op === 'consume') {
            await runConsumers(t);
            points += earned() - credited;
            credited = earned();
          } else if (c.op === 'cash' || c.op === 'item') {
            const price = (c.op === 'cash' ? CASH_PRICE : ITEM_PRICE) * BigInt(c.quantity);
            const response = await postRedeem(t, member, {
              rewardId: c.op === 'cash' ? cash.id : item.id,
              quantity: c.quantity,
            });
            const expected =
              c.op === 'item' && stock < c.quantity
                ? 'POINT_REWARD_OUT_OF_STOCK'
                : points < price
                  ? 'POINTS_INSUFFICIENT'
                  : 'ok';
            const got = response.statusCode === 200 ? 'ok' : response.json().errorCode;
            expect(got, response.body).toBe(expected);
            count(`${c.op}:${got}`);
            if (got !== 'ok') continue;
            points -= price;
            if (c.op === 'cash') main += CASH_AMOUNT * BigInt(c.quantity);
            else {
              stock -= c.quantity;
              applying.push({
                transNo: response.json().value.transNo,
                points: price,
                quantity: c.quantity,
              });
            }
          } else if (c.op === 'review') {
            const target = applying[c.pick % Math.max(applying.length, 1)];
            if (!target) continue;
            applying.splice(applying.indexOf(target), 1);
            const row = await t.db
              .selectFrom('point_redeems')
              .select('id')
              .where('trans_no', '=', target.transNo)
              .executeTakeFirstOrThrow();
            const response = await t.app.inject({
              method: 'POST',
              url: `/wps/operator/points/redeems/${row.id}/${c.reject ? 'reject' : 'approve'}`,
              headers: finance.headers,
              payload: c.reject ? { reason: 'model' } : {},
            });
            expect(response.statusCode, response.body).toBe(200);
            count(c.reject ? 'reject' : 'approve');
            if (c.reject) {
              points += target.points;
              stock += target.quantity;
            }
          } else {
            const response = await postConvert(t, member, { points: c.points });
            const wanted = BigInt(c.points);
            const expected =
              wanted < CONVERT_MIN
                ? 'POINT_CONVERT_BELOW_MINIMUM'
                : points < wanted
                  ? 'POINTS_INSUFFICIENT'
                  : 'ok';
            const got = response.statusCode === 200 ? 'ok' : response.json().errorCode;
            expect(got, response.body).toBe(expected);
            count(`convert:${got}`);
            if (got !== 'ok') continue;
            points -= wanted;
            main += wanted; // 100 points = 1.00: a point is one minor unit
          }
        }

        await runConsumers(t);
        points += earned() - credited;
        expect(await pointsOf(t, member.id)).toBe(points);
        expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
          main,
        );
        const reward = await t.db
          .selectFrom('point_rewards')
          .select(['stock', 'redeemed'])
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow();
        expect(reward.stock).toBe(stock);
        expect(Number(reward.redeemed)).toBe(ITEM_STOCK - stock);
        expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
        // The pool holds the other side of every member's points: PTS sums to zero.
        const pts = await t.db
          .selectFrom('ledger_accounts')
          .select((eb) => eb.fn.sum<string | number>('balance').as('total'))
          .where('currency', '=', 'PTS')
          .executeTakeFirstOrThrow();
        expect(minor(pts.total ?? 0)).toBe(0n);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The histories reached every outcome the property speaks of.
    for (const key of [
      'cash:ok',
      'cash:POINTS_INSUFFICIENT',
      'item:ok',
      'item:POINT_REWARD_OUT_OF_STOCK',
      'reject',
      'approve',
      'convert:ok',
      'convert:POINT_CONVERT_BELOW_MINIMUM',
    ]) {
      expect(outcomes.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  }, 120_000);
});
