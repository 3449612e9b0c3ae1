import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorBonusSchema } from '@portal/shared/schemas/promotions';
import { weightedTurnover, type TurnoverWeights } from '../src/engagement/bonuses/bonus-rules.js';
import { minor } from '../src/db/minor.js';
import { expectValue } from './assertions.js';
import { useTestApp } from './helper.js';
import { playRound, runConsumers, sitDown, type Table } from './promotions.js';
import { staffWithToken } from './staff.js';
import { fund, postWithdraw, readyMember, type ReadyMember } from './withdrawals.js';

/**
 * Bonuses against a model, on the real database: random deposits, bets on two categories
 * (live casino weighted), bonuses given, expired and given up, and withdrawal attempts. After
 * the consumers catch up, every running or completed bonus has played exactly the weighted valid
 * turnover settled since it was issued (up to its requirement); no withdrawal passes while the
 * model still owes turnover on a bonus; the bonus wallet holds exactly the running bonuses; and
 * the ledger's invariants hold.
 */

const t = useTestApp();
const RUNS = 8;
/** Fixed, so every run plays the same histories and reaches every outcome checked at the end. */
const SEED = 20_261_125;
const WEIGHTS: TurnoverWeights = { LIVE: 50 };

type Command =
  | { op: 'deposit'; amount: number }
  | { op: 'bonus'; amount: number; multiple: number }
  | { op: 'bet'; live: boolean; stake: number; win: boolean }
  | { op: 'consume' }
  | { op: 'expire'; pick: number }
  | { op: 'forfeit'; pick: number }
  | { op: 'withdraw'; amount: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 50, max: 300 }) }),
  fc.record({
    op: fc.constant('bonus' as const),
    amount: fc.integer({ min: 5, max: 60 }),
    multiple: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    live: fc.boolean(),
    stake: fc.integer({ min: 5, max: 80 }),
    win: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    live: fc.boolean(),
    stake: fc.integer({ min: 5, max: 80 }),
    win: fc.boolean(),
  }),
  fc.constant({ op: 'consume' as const }),
  fc.record({ op: fc.constant('expire' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('forfeit' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('withdraw' as const), amount: fc.integer({ min: 50, max: 120 }) }),
);

interface ModelBonus {
  id: number;
  /** Ended by the test (expired or forfeited) before it was met. */
  ended: boolean;
}

async function bonusRows(memberId: number) {
  const rows = await t.db
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    state: row.state,
    amount: minor(row.amount),
    required: minor(row.turnover_required),
    played: minor(row.turnover_played),
    issuedAt: Date.parse(new Date(row.issued_at).toISOString()),
  }));
}

/** Weighted valid turnover of the member's rounds settled at or after `since`. */
async function settledSince(memberId: number, since: number): Promise<bigint> {
  const rounds = await t.db
    .selectFrom('bet_rounds')
    .select(['category_code', 'stake', 'settled_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .execute();
  const counted: { validTurnover: bigint; category: string }[] = [];
  for (const round of rounds) {
    if (!round.settled_at) continue;
    if (Date.parse(new Date(round.settled_at).toISOString()) < since) continue;
    counted.push({ validTurnover: minor(round.stake), category: round.category_code });
  }
  // The weighted sum, floored once: fractions of a cent carry from bet to bet.
  return weightedTurnover(counted, WEIGHTS);
}

describe('bonuses against a model', () => {
  it('count turnover exactly, block withdrawals while owed, and keep the ledger whole', async () => {
    const finance = await staffWithToken(t, 'finance');
    let withdrawalsPassed = 0;
    let withdrawalsBlocked = 0;
    let betsPlayed = 0;
    let bonusesMet = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 28 }), async (commands) => {
        const member: ReadyMember = await readyMember(t, { funds: 20_000n });
        const slots: Table = await sitDown(t, member.id, 'RNG');
        const live: Table = await sitDown(t, member.id, 'LIVE');
        const model: ModelBonus[] = [];
        const running = async () => {
          const rows = await bonusRows(member.id);
          return rows.filter((row) => row.state === 'in_progress');
        };

        for (const c of commands) {
          if (c.op === 'deposit') {
            await fund(t, member.id, BigInt(c.amount) * 100n);
          } else if (c.op === 'bonus') {
            const response = await t.app.inject({
              method: 'POST',
              url: '/wps/operator/bonuses',
              headers: finance.headers,
              payload: {
                username: member.account,
                amount: c.amount,
                turnoverMultiple: c.multiple,
                expiryDays: 7,
                reason: 'model',
              },
            });
            const bonus = expectValue(response, operatorBonusSchema);
            await t.db
              .updateTable('bonuses')
              .set({ weights: JSON.stringify(WEIGHTS) })
              .where('id', '=', bonus.id)
              .execute();
            model.push({ id: bonus.id, ended: false });
          } else if (c.op === 'bet') {
            const main = await t.app.services.ledger.balance({
              memberId: member.id,
              wallet: 'main',
            });
            if (main < BigInt(c.stake) * 100n) continue;
            await playRound(
              t,
              c.live ? live : slots,
              member.account,
              c.stake,
              c.win ? c.stake * 2 : 0,
            );
            betsPlayed += 1;
          } else if (c.op === 'consume') {
            await runConsumers(t);
          } else if (c.op === 'expire' || c.op === 'forfeit') {
            await runConsumers(t);
            const open = await running();
            const target = open[c.pick % Math.max(open.length, 1)];
            if (!target) continue;
            if (c.op === 'expire') {
              await t.db
                .updateTable('bonuses')
                .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
                .where('id', '=', target.id)
                .execute();
              await t.app.services.bonuses.expireDue(new Date());
            } else {
              await t.app.services.bonuses.forfeit(member.id, target.id);
            }
            model.find((b) => b.id === target.id)!.ended = true;
          } else {
            await runConsumers(t);
            // What the model owes: a bonus neither ended by the test nor met by its turnover.
            const rows = await bonusRows(member.id);
            let owed = false;
            for (const bonus of model) {
              const row = rows.find((r) => r.id === bonus.id)!;
              if (bonus.ended) continue;
              if ((await settledSince(member.id, row.issuedAt)) < row.required) owed = true;
            }
            const response = await postWithdraw(t, member, { amount: c.amount });
            if (response.statusCode === 200) {
              withdrawalsPassed += 1;
              expect(owed, 'a withdrawal passed while a bonus was owed').toBe(false);
            } else if (response.json().errorCode === 'BONUS_TURNOVER_UNMET') {
              withdrawalsBlocked += 1;
              expect(owed).toBe(true);
            }
          }
        }

        await runConsumers(t);
        const rows = await bonusRows(member.id);
        let runningAmount = 0n;
        for (const row of rows) {
          const since = await settledSince(member.id, row.issuedAt);
          const expected = since < row.required ? since : row.required;
          const ended = model.find((b) => b.id === row.id)!.ended;
          if (row.state === 'in_progress' || row.state === 'completed') {
            expect(row.played, `bonus ${row.id} progress`).toBe(expected);
            expect(row.state).toBe(expected >= row.required ? 'completed' : 'in_progress');
          } else {
            expect(ended).toBe(true);
            expect(row.played <= expected).toBe(true);
          }
          if (row.state === 'in_progress') runningAmount += row.amount;
          if (row.state === 'completed') bonusesMet += 1;
        }
        expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
          runningAmount,
        );
        expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The histories reached every outcome the property speaks of.
    expect([betsPlayed > 0, bonusesMet > 0, withdrawalsPassed > 0, withdrawalsBlocked > 0]).toEqual(
      [true, true, true, true],
    );
  }, 120_000);
});
