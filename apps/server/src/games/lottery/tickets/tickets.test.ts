import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { betRecordsValueSchema } from '@portal/shared/schemas/games';
import { ticketsValueSchema } from '@portal/shared/schemas/lottery';
import { toMinor } from '@portal/shared/money';
import { authHeader, createMember, login } from '../../../../test/accounts.js';
import { expectError, expectValue } from '../../../../test/assertions.js';
import { useTestApp } from '../../../../test/helper.js';
import { DEFAULT_LOTTERY_SETTINGS, settingsView } from '../lottery-settings.js';
import {
  balance,
  betRound,
  exposure,
  openDraw,
  placeTicket,
  player,
  postTicket,
  ticketRow,
  withWalletFaults,
} from './ticket-test-kit.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const setLimits = (limits: Partial<typeof DEFAULT_LOTTERY_SETTINGS>) =>
  t.app.services.lotterySettings.write(
    settingsView({ ...DEFAULT_LOTTERY_SETTINGS, ...limits }),
    t.db,
  );

afterEach(async () => {
  await setLimits({});
});

describe('POST /lotto/lgw/tickets', () => {
  it('debits the cost exactly and books a round the betting records show', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const before = await balance(t, p.id);
    const ticket = await placeTicket(t, p, {
      drawId,
      selection: { kind: 'lo2', numbers: ['45', '07'] },
      unitStake: '1.50',
      multiplier: 2,
    });
    // lô in the North (Lott): 23 points a line; 2 lines x 1.50 x 2 x 23 = 138.00.
    expect(ticket).toMatchObject({ state: 'pending', lines: 2, cost: 138, unitStake: 1.5 });
    expect(before - (await balance(t, p.id))).toBe(toMinor('138.00'));
    expect(await betRound(t, ticket.ticketNo)).toMatchObject({ status: 'open' });
    expect(BigInt((await betRound(t, ticket.ticketNo))!.stake)).toBe(13_800n);
    expect((await exposure(t, drawId, 'lo2:45')).stake).toBe(6_900n);
    expect((await exposure(t, drawId, '*')).stake).toBe(13_800n);

    const records = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/member/bets', headers: p.headers }),
      betRecordsValueSchema,
    );
    expect(records.list.map((record) => record.roundId)).toContain(`lotto:${ticket.ticketNo}`);

    const list = expectValue(
      await t.app.inject({ method: 'GET', url: '/lotto/lgw/tickets', headers: p.headers }),
      ticketsValueSchema,
    );
    expect(list.list.map((entry) => entry.ticketNo)).toEqual([ticket.ticketNo]);
  });

  it('answers a retry with the first ticket and takes nothing more', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const requestId = randomUUID();
    const order = { drawId, selection: { kind: 'de', numbers: ['12'] }, requestId };
    const first = await placeTicket(t, p, order);
    const after = await balance(t, p.id);
    const [second, third] = await Promise.all([placeTicket(t, p, order), placeTicket(t, p, order)]);
    expect(second.ticketNo).toBe(first.ticketNo);
    expect(third.ticketNo).toBe(first.ticketNo);
    expect(await balance(t, p.id)).toBe(after);

    // Its number full, then its draw closed: a retry still answers the ticket, a new order not.
    const { stake } = await exposure(t, drawId, '12');
    await setLimits({ maxStakePerNumber: stake });
    expect((await placeTicket(t, p, order)).ticketNo).toBe(first.ticketNo);
    expectError(
      await postTicket(t, p, { ...order, requestId: randomUUID() }),
      409,
      'LOTTERY_STAKE_LIMIT',
    );
    await t.db
      .updateTable('lottery_draws')
      .set({ state: 'closed' })
      .where('id', '=', drawId)
      .execute();
    expect((await placeTicket(t, p, order)).ticketNo).toBe(first.ticketNo);
    expectError(
      await postTicket(t, p, { ...order, requestId: randomUUID() }),
      409,
      'LOTTERY_DRAW_CLOSED',
    );
    expect(await balance(t, p.id)).toBe(after);
  });

  it('refuses bad selections, stakes and draws, taking nothing', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const before = await balance(t, p.id);
    const bad = expectError(
      await postTicket(t, p, { drawId, selection: { kind: 'lo2', numbers: ['45', '45'] } }),
      400,
      'LOTTERY_SELECTION_INVALID',
    );
    expect(bad.details?.length).toBeGreaterThan(0);
    expectError(
      await postTicket(t, p, { drawId, selection: { kind: 'xien3', numbers: ['01', '02'] } }),
      400,
      'LOTTERY_SELECTION_INVALID',
    );
    const lo = { kind: 'lo2', numbers: ['10'] };
    expectError(
      await postTicket(t, p, { drawId, selection: lo, unitStake: '0.50' }),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expectError(
      await postTicket(t, p, { drawId, selection: lo, unitStake: '1.005' }),
      400,
      'INVALID_AMOUNT',
    );
    expectError(
      await postTicket(t, p, { drawId, selection: lo, multiplier: 1001 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await postTicket(t, p, { drawId: 'no-such-draw', selection: lo }),
      404,
      'LOTTERY_DRAW_NOT_FOUND',
    );
    const closed = await openDraw(t, { state: 'closed' });
    expectError(
      await postTicket(t, p, { drawId: closed, selection: lo }),
      409,
      'LOTTERY_DRAW_CLOSED',
    );
    const past = await openDraw(t, { closeAt: new Date(Date.now() - 1000) });
    expectError(
      await postTicket(t, p, { drawId: past, selection: lo }),
      409,
      'LOTTERY_DRAW_CLOSED',
    );
    expect(await balance(t, p.id)).toBe(before);
  });

  it('keeps the stake per number and the liability under the caps, across members', async () => {
    const [a, b] = [await player(t), await player(t)];
    const drawId = await openDraw(t);
    // đề pays 1:70 (Lott): 10.00 on a number can owe 700.00.
    await setLimits({ maxStakePerNumber: 1_500n, liabilityCap: 150_000n });
    await placeTicket(t, a, { drawId, selection: { kind: 'de', numbers: ['33'] }, unitStake: 10 });
    const before = await balance(t, b.id);
    expectError(
      await postTicket(t, b, { drawId, selection: { kind: 'de', numbers: ['33'] }, unitStake: 10 }),
      409,
      'LOTTERY_STAKE_LIMIT',
    );
    // Another number fits the per-number limit, but not the draw's liability.
    await placeTicket(t, b, { drawId, selection: { kind: 'de', numbers: ['34'] }, unitStake: 5 });
    expectError(
      await postTicket(t, b, { drawId, selection: { kind: 'de', numbers: ['35'] }, unitStake: 10 }),
      409,
      'LOTTERY_LIABILITY_CAP',
    );
    expect(before - (await balance(t, b.id))).toBe(500n);
    expect(await exposure(t, drawId, '*')).toEqual({ stake: 1_500n, liability: 105_000n });
  });

  it('cancels a ticket the wallet refuses and gives its exposure back', async () => {
    const p = await player(t, 1_000n);
    const drawId = await openDraw(t);
    const response = await postTicket(t, p, {
      drawId,
      selection: { kind: 'lo2', numbers: ['01'] },
      unitStake: 1,
    });
    expectError(response, 400, 'INSUFFICIENT_FUNDS');
    const row = await t.db
      .selectFrom('lottery_tickets')
      .select(['state', 'ticket_no'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('cancelled');
    expect(await exposure(t, drawId, '*')).toEqual({ stake: 0n, liability: 0n });
    expect(await exposure(t, drawId, 'lo2:01')).toEqual({ stake: 0n, liability: 0n });
    expect(await balance(t, p.id)).toBe(1_000n);
  });

  it('gives back a debit whose answer was lost, and the sweep one whose rollback was too', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const before = await balance(t, p.id);
    const lost = await withWalletFaults(t, { debits: 'after' }, () =>
      postTicket(t, p, { drawId, selection: { kind: 'de', numbers: ['50'] } }),
    );
    const error = expectError(lost, 503, 'PROVIDER_UNAVAILABLE');
    expect(error.value).toMatchObject({ state: 'cancelled' });
    expect((await ticketRow(t, String(error.value?.ticketNo))).state).toBe('cancelled');
    expect(await balance(t, p.id)).toBe(before);

    const stuck = await withWalletFaults(t, { debits: 'after', rollback: 'before' }, () =>
      postTicket(t, p, { drawId, selection: { kind: 'de', numbers: ['51'] } }),
    );
    const stuckNo = String(expectError(stuck, 503, 'PROVIDER_UNAVAILABLE').value?.ticketNo);
    expect((await ticketRow(t, stuckNo)).state).toBe('placing');
    expect(await balance(t, p.id)).toBeLessThan(before);
    await t.app.services.lotteryTicketSettlement.sweepPlacements(new Date(Date.now() + 3 * 60_000));
    expect((await ticketRow(t, stuckNo)).state).toBe('cancelled');
    expect(await balance(t, p.id)).toBe(before);
    expect((await betRound(t, stuckNo))?.status).toBe('cancelled');
  });

  it('takes tickets from real-money members only', async () => {
    const drawId = await openDraw(t);
    const member = await createMember(t, { type: 4 });
    const { token } = await login(t, member.account, member.password);
    const order = { drawId, selection: { kind: 'de', numbers: ['01'] } };
    const trial = { id: member.id, account: member.account, headers: authHeader(token) };
    expectError(await postTicket(t, trial, order), 403, 'TRIAL_ACCOUNT');
    expectError(await postTicket(t, { ...trial, headers: {} }, order), 401, 'NOT_LOGGED_IN');
  });

  it('lists only the member their own tickets, filtered by state', async () => {
    const [a, b] = [await player(t), await player(t)];
    const drawId = await openDraw(t);
    await placeTicket(t, a, { drawId, selection: { kind: 'odd_even', choices: ['odd'] } });
    const mine = await placeTicket(t, b, {
      drawId,
      selection: { kind: 'big_small', choices: ['big'] },
    });
    const list = expectValue(
      await t.app.inject({
        method: 'GET',
        url: '/lotto/lgw/tickets?state=pending',
        headers: b.headers,
      }),
      ticketsValueSchema,
    );
    expect(list.list.map((entry) => entry.ticketNo)).toEqual([mine.ticketNo]);
    expect(list.total).toBe(1);
    expectError(
      await t.app.inject({ method: 'GET', url: '/lotto/lgw/tickets' }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});
