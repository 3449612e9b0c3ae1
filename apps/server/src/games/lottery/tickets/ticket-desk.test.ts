import { beforeAll, describe, expect, it } from 'vitest';
import { validateSelection, type Selection } from '@portal/shared/lottery/bet-types';
import { NORTH_SHEET } from '@portal/shared/lottery/test-sheets';
import { fromMinor, toMinor } from '@portal/shared/money';
import {
  operatorExposureValueSchema,
  operatorSettlementValueSchema,
} from '@portal/shared/schemas/lottery';
import { expectError, expectValue } from '../../../../test/assertions.js';
import { useTestApp } from '../../../../test/helper.js';
import { staffWithToken } from '../../../../test/staff.js';
import { exposureOf } from './ticket-lines.js';
import {
  drawWith,
  openDraw,
  placeTicket,
  player,
  postTicket,
  ticketRow,
  voidDraw,
} from './ticket-test-kit.js';

const t = useTestApp();
const BASE = '/wps/operator/lottery/draws';
const major = (minor: bigint) => Number(fromMinor(minor));

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

/**
 * The sum over the draw's placed tickets (pending, won, lost) of the lines each adds with
 * exposureOf, recomputed here from the raw rows: what the exposure call must answer.
 */
async function exposureFromTickets(drawId: string) {
  const rows = await t.db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('state', 'in', ['pending', 'won', 'lost'])
    .execute();
  const lines = new Map<string, { stake: bigint; liability: bigint }>();
  for (const row of rows) {
    const checked = validateSelection(JSON.parse(row.selection));
    if (!checked.ok) throw new Error('stored selection invalid');
    for (const change of exposureOf(
      checked.selection,
      BigInt(String(row.cost)),
      BigInt(String(row.max_payout)),
    )) {
      const sum = lines.get(change.line) ?? { stake: 0n, liability: 0n };
      lines.set(change.line, {
        stake: sum.stake + change.stake,
        liability: sum.liability + change.liability,
      });
    }
  }
  return lines;
}

describe('the lottery desk: exposure and settlement of a draw', () => {
  let lottery: Awaited<ReturnType<typeof staffWithToken>>;
  let viewer: Awaited<ReturnType<typeof staffWithToken>>;
  let cs: Awaited<ReturnType<typeof staffWithToken>>;

  beforeAll(async () => {
    lottery = await staffWithToken(t, 'lottery');
    viewer = await staffWithToken(t, 'viewer');
    cs = await staffWithToken(t, 'cs');
  });

  it("answers an open draw's exposure as the sum of its placed tickets' lines, against the caps", async () => {
    const drawId = await openDraw(t);
    const first = await player(t, 1_000_000n);
    const second = await player(t, 1_000_000n);
    const orders: {
      p: typeof first;
      selection: Selection;
      unitStake: number;
      multiplier: number;
    }[] = [
      { p: first, selection: { kind: 'lo2', numbers: ['07', '42'] }, unitStake: 1, multiplier: 2 },
      { p: second, selection: { kind: 'lo2', numbers: ['42'] }, unitStake: 3, multiplier: 1 },
      {
        p: second,
        selection: { kind: 'de', numbers: ['42', '99', '13'] },
        unitStake: 1.5,
        multiplier: 1,
      },
      {
        p: first,
        selection: { kind: 'xien2', numbers: ['07', '42', '88'] },
        unitStake: 1,
        multiplier: 1,
      },
      { p: first, selection: { kind: 'big_small', choices: ['big'] }, unitStake: 5, multiplier: 1 },
    ];
    const placed = [];
    for (const { p, ...order } of orders)
      placed.push(await placeTicket(t, p, { drawId, ...order }));

    const value = expectValue(
      await get(`${BASE}/${drawId}/exposure?limit=1000`, lottery.headers),
      operatorExposureValueSchema,
    );
    const expected = await exposureFromTickets(drawId);
    const total = expected.get('*')!;
    const settings = await t.app.services.lotterySettings.get();
    expect(value).toMatchObject({
      drawId,
      state: 'open',
      maxStakePerNumber: major(settings.maxStakePerNumber),
      liabilityCap: major(settings.liabilityCap),
      totalStake: major(total.stake),
      totalLiability: major(total.liability),
      lineCount: expected.size - 1,
    });
    const answered = new Map(
      value.lines.map((row) => [
        `${row.betKind}:${row.line}`,
        { stake: toMinor(String(row.stake)), liability: toMinor(String(row.liability)) },
      ]),
    );
    expected.delete('*');
    expect(answered).toEqual(expected);
    // Lô 42 was picked by both members: one line with both shares.
    expect(answered.get('lo2:42')?.stake).toBe(
      toMinor(String(placed[0]!.cost)) / 2n + toMinor(String(placed[1]!.cost)),
    );
    // The most potential payout first.
    const liabilities = value.lines.map((row) => row.liability);
    expect(liabilities).toEqual([...liabilities].sort((a, b) => b - a));

    // One bet kind, and the first lines only.
    const de = expectValue(
      await get(`${BASE}/${drawId}/exposure?betKind=de`, viewer.headers),
      operatorExposureValueSchema,
    );
    expect(de.lineCount).toBe(3);
    expect(de.lines.map((row) => row.betKind)).toEqual(['de', 'de', 'de']);
    expect(de.totalStake).toBe(value.totalStake);
    const top = expectValue(
      await get(`${BASE}/${drawId}/exposure?limit=2`, viewer.headers),
      operatorExposureValueSchema,
    );
    expect(top.lines).toEqual(value.lines.slice(0, 2));
    expect(top.lineCount).toBe(value.lineCount);

    // A ticket refused over the cap on a number nobody holds adds no line to the desk.
    expectError(
      await postTicket(t, first, {
        drawId,
        selection: { kind: 'de', numbers: ['77'] },
        unitStake: major(settings.maxStakePerNumber) + 1,
      }),
      409,
      'LOTTERY_STAKE_LIMIT',
    );
    const after = expectValue(
      await get(`${BASE}/${drawId}/exposure?limit=1000`, lottery.headers),
      operatorExposureValueSchema,
    );
    expect(after).toEqual(value);
  });

  it('answers an empty exposure for a draw without tickets, and refuses what it should', async () => {
    const drawId = await openDraw(t);
    const empty = expectValue(
      await get(`${BASE}/${drawId}/exposure`, lottery.headers),
      operatorExposureValueSchema,
    );
    expect(empty).toMatchObject({ totalStake: 0, totalLiability: 0, lineCount: 0, lines: [] });
    expectError(await get(`${BASE}/${drawId}/exposure`, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await get(`${BASE}/${drawId}/exposure`, cs.headers), 403, 'STAFF_FORBIDDEN');
    expectError(
      await get(`${BASE}/${drawId}/exposure?betKind=lo9`, lottery.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`${BASE}/${drawId}/exposure?limit=0`, lottery.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`${BASE}/vn-nowhere-20200101/exposure`, lottery.headers),
      404,
      'LOTTERY_DRAW_NOT_FOUND',
    );
  });

  it("answers a drawn draw's settlement progress as its raw tickets add up", async () => {
    const drawId = await openDraw(t);
    const p = await player(t, 1_000_000n);
    const selections: Selection[] = [
      { kind: 'lo2', numbers: ['45'] },
      { kind: 'lo2', numbers: ['07', '23', '99'] },
      { kind: 'de', numbers: ['46'] },
      { kind: 'odd_even', choices: ['even'] },
    ];
    const tickets = [];
    for (const selection of selections) {
      tickets.push(await placeTicket(t, p, { drawId, selection, unitStake: 2, multiplier: 1 }));
    }
    await drawWith(t, drawId, NORTH_SHEET);
    const before = expectValue(
      await get(`${BASE}/${drawId}/settlement`, lottery.headers),
      operatorSettlementValueSchema,
    );
    const costs = tickets.reduce((sum, ticket) => sum + toMinor(String(ticket.cost)), 0n);
    expect(before).toMatchObject({
      drawId,
      state: 'drawn',
      tickets: 4,
      settled: 0,
      pending: 4,
      placing: 0,
      staked: major(costs),
      settledStake: 0,
      paid: 0,
      ggr: 0,
    });

    await t.app.services.lotteryTicketSettlement.run();
    const after = expectValue(
      await get(`${BASE}/${drawId}/settlement`, viewer.headers),
      operatorSettlementValueSchema,
    );
    const rows = await Promise.all(tickets.map((ticket) => ticketRow(t, ticket.ticketNo)));
    const won = rows.filter((row) => row.state === 'won');
    const lost = rows.filter((row) => row.state === 'lost');
    const paid = rows.reduce((sum, row) => sum + BigInt(String(row.payout)), 0n);
    expect(won.length + lost.length).toBe(4);
    expect(won.length).toBeGreaterThan(0);
    expect(after).toEqual({
      drawId,
      state: 'settled',
      tickets: 4,
      settled: 4,
      pending: 0,
      placing: 0,
      won: won.length,
      lost: lost.length,
      cancelled: 0,
      refunded: 0,
      staked: major(costs),
      settledStake: major(costs),
      paid: major(paid),
      ggr: major(costs - paid),
    });
  });

  it('counts the refunds of a void draw apart, and refuses what it should', async () => {
    const drawId = await openDraw(t);
    const p = await player(t, 1_000_000n);
    const ticket = await placeTicket(t, p, {
      drawId,
      selection: { kind: 'lo2', numbers: ['11'] },
      unitStake: 1,
    });
    await voidDraw(t, drawId);
    await t.app.services.lotteryTicketSettlement.run();
    const value = expectValue(
      await get(`${BASE}/${drawId}/settlement`, lottery.headers),
      operatorSettlementValueSchema,
    );
    expect(value).toMatchObject({
      state: 'void',
      tickets: 0,
      cancelled: 1,
      refunded: ticket.cost,
      staked: 0,
      ggr: 0,
    });
    expectError(await get(`${BASE}/${drawId}/settlement`, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await get(`${BASE}/${drawId}/settlement`, cs.headers), 403, 'STAFF_FORBIDDEN');
    expectError(
      await get(`${BASE}/${drawId}/settlement?x=1`, lottery.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`${BASE}/nope/settlement`, lottery.headers),
      404,
      'LOTTERY_DRAW_NOT_FOUND',
    );
  });
});
