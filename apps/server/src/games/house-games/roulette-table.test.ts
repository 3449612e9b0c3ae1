import { afterAll, describe, expect, it } from 'vitest';
import {
  houseRoundsValueSchema,
  rouletteBetValueSchema,
  rouletteOpenValueSchema,
  rouletteSettleValueSchema,
} from '@portal/shared/schemas/house-games';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { createLaunchSession, createTestGame, fundWallet } from '../../../test/seamless.js';
import { ROULETTE_BETTING_SECONDS } from './house-config.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const wallet = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

/** A member with 1,000.00 at a new roulette table (minimum bet 0.10). */
async function seated() {
  const member = await createMember(t);
  const game = await createTestGame(t, { category: 'LIVE', engine: 'roulette' });
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, 100_000n);
  const token = await createLaunchSession(t, member.id, game);
  return { member, game, token };
}

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/house/api/roulette/${path}`, payload });
const open = async (token: string) =>
  expectValue(await post('open', { token }), rouletteOpenValueSchema);
const bet = (token: string, roundId: string, bets: Record<string, unknown>[]) =>
  post('bet', { token, roundId, bets });
const settle = (token: string, roundId: string) => post('settle', { token, roundId });

/** Ends the betting time of a round, as if its seconds had run out. */
const closeBetting = (roundId: string) =>
  t.db
    .updateTable('house_rounds')
    .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
    .where('round_id', '=', roundId)
    .execute();

const houseRound = (roundId: string) =>
  t.db
    .selectFrom('house_rounds')
    .selectAll()
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
const walletMoves = (roundId: string) =>
  t.db
    .selectFrom('provider_transactions')
    .select(['transaction_id', 'kind', 'amount'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();

/** A straight bet of 0.10 on every pocket: exactly one wins, paying 36 x 0.10. */
const everyNumber = Array.from({ length: 37 }, (_, n) => ({
  kind: 'straight',
  value: n,
  amount: 0.1,
}));

describe('roulette rounds', () => {
  it('opens a round with a countdown, and the same round while it takes bets', async () => {
    const p = await seated();
    const first = await open(p.token);
    const seconds = (Date.parse(first.closesAt) - Date.parse(first.serverTime)) / 1000;
    expect(seconds).toBe(ROULETTE_BETTING_SECONDS);
    expect((await open(p.token)).roundId).toBe(first.roundId);
    await closeBetting(first.roundId);
    expect((await open(p.token)).roundId).not.toBe(first.roundId);
  });

  it('takes each bet call as its own debit and adds it to the round', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    const first = expectValue(
      await bet(p.token, roundId, [
        { kind: 'red', amount: 5 },
        { kind: 'dozen', value: 2, amount: '2.50' },
      ]),
      rouletteBetValueSchema,
    );
    expect(first).toEqual({ roundId, stake: 7.5, balance: 992.5 });
    const second = expectValue(
      await bet(p.token, roundId, [{ kind: 'straight', value: 17, amount: 1 }]),
      rouletteBetValueSchema,
    );
    expect(second).toEqual({ roundId, stake: 8.5, balance: 991.5 });
    expect((await walletMoves(roundId)).map((move) => move.transaction_id)).toEqual([
      `${roundId}:d1`,
      `${roundId}:d2`,
    ]);
    const record = await t.db
      .selectFrom('bet_rounds')
      .select(['stake', 'status'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect({ ...record, stake: BigInt(record.stake) }).toEqual({ stake: 850n, status: 'open' });
  });

  it('refuses bets once the betting time is over with 409 ROUND_CLOSED', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    await closeBetting(roundId);
    expectError(await bet(p.token, roundId, [{ kind: 'odd', amount: 1 }]), 409, 'ROUND_CLOSED');
    expect(await wallet(p.member.id)).toBe(100_000n);
  });

  it('refuses to settle while bets are taken, telling when betting closes', async () => {
    const p = await seated();
    const { roundId, closesAt } = await open(p.token);
    const error = expectError(await settle(p.token, roundId), 409, 'ROUND_STILL_OPEN');
    expect(error.value).toEqual({ closesAt });
  });

  it('draws the number once, pays the winning bets with one credit, and answers it again', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    expectValue(await bet(p.token, roundId, everyNumber), rouletteBetValueSchema);
    await closeBetting(roundId);
    const result = expectValue(await settle(p.token, roundId), rouletteSettleValueSchema);
    expect(result).toMatchObject({ roundId, stake: 3.7, payout: 3.6, balance: 999.9 });
    expect(result.wins).toEqual([{ kind: 'straight', value: result.number, amount: 3.6 }]);
    expect(await wallet(p.member.id)).toBe(99_990n);

    const again = expectValue(await settle(p.token, roundId), rouletteSettleValueSchema);
    expect(again).toEqual(result);
    expect((await walletMoves(roundId)).map((move) => move.kind)).toEqual(['debit', 'credit']);
    const row = await houseRound(roundId);
    expect(row.state).toBe('settled');
    expect(JSON.parse(row.outcome!)).toMatchObject({ number: result.number });
    const record = await t.db
      .selectFrom('bet_rounds')
      .select(['status', 'result'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('settled');
    expect(JSON.parse(record.result!)).toMatchObject({ game: 'roulette', number: result.number });
  });

  it('closes a round nobody bet on without calling the wallet', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    await closeBetting(roundId);
    const result = expectValue(await settle(p.token, roundId), rouletteSettleValueSchema);
    expect(result).toMatchObject({ stake: 0, payout: 0, balance: 1000, wins: [] });
    expect(await houseRound(roundId)).toMatchObject({ state: 'settled' });
    expect(await walletMoves(roundId)).toEqual([]);
  });

  it("lists among the recent rounds only the player's own bets, not the windows they let pass", async () => {
    const p = await seated();
    const passed = await open(p.token);
    await closeBetting(passed.roundId);
    expectValue(await settle(p.token, passed.roundId), rouletteSettleValueSchema);
    const played = await open(p.token);
    expectValue(
      await bet(p.token, played.roundId, [{ kind: 'red', amount: 2 }]),
      rouletteBetValueSchema,
    );
    await closeBetting(played.roundId);
    expectValue(await settle(p.token, played.roundId), rouletteSettleValueSchema);
    // The next window is open and taking bets, but the player has not bet in it.
    const waiting = await open(p.token);
    expect(waiting.roundId).not.toBe(played.roundId);

    const { list } = expectValue(
      await t.app.inject({ url: `/house/api/rounds?token=${p.token}` }),
      houseRoundsValueSchema,
    );
    expect(list.map((round) => [round.roundId, round.stake, round.state])).toEqual([
      [played.roundId, 2, 'settled'],
    ]);
  });

  it('settles the round of a player who left, by the settle job', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    expectValue(await bet(p.token, roundId, everyNumber), rouletteBetValueSchema);
    await closeBetting(roundId);
    await t.app.services.jobs.runDue(new Date(Date.now() + 60_000));
    const row = await houseRound(roundId);
    expect(row.state).toBe('settled');
    expect(BigInt(row.payout)).toBe(360n);
    expect(await wallet(p.member.id)).toBe(99_990n);
    // The player comes back: the settled outcome, nothing paid twice.
    const result = expectValue(await settle(p.token, roundId), rouletteSettleValueSchema);
    expect(result.number).toBe(JSON.parse(row.outcome!).number);
    expect(await wallet(p.member.id)).toBe(99_990n);
  });

  it('refuses a spot the kind does not take, and another player’s round', async () => {
    const p = await seated();
    const { roundId } = await open(p.token);
    expectError(
      await bet(p.token, roundId, [{ kind: 'dozen', value: 4, amount: 1 }]),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await bet(p.token, roundId, [{ kind: 'red', amount: 0.05 }]),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    const other = await seated();
    expectError(
      await bet(other.token, roundId, [{ kind: 'red', amount: 1 }]),
      404,
      'BET_NOT_FOUND',
    );
    expectError(await settle(other.token, roundId), 404, 'BET_NOT_FOUND');
    expect(await wallet(p.member.id)).toBe(100_000n);
  });
});
