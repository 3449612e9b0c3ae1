import { afterAll, describe, expect, it } from 'vitest';
import type { Selection } from '@portal/shared/lottery/bet-types';
import { NORTH_SHEET } from '@portal/shared/lottery/test-sheets';
import { toMinor } from '@portal/shared/money';
import { betRecordsValueSchema } from '@portal/shared/schemas/games';
import { expectError, expectValue } from '../../../../test/assertions.js';
import { useTestApp } from '../../../../test/helper.js';
import { staffWithToken } from '../../../../test/staff.js';
import {
  northSettlement,
  balance,
  betRound,
  drawWith,
  openDraw,
  placeTicket,
  player,
  ticketRow,
  voidDraw,
  withWalletFaults,
} from './ticket-test-kit.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

describe('ticket settlement', () => {
  it('pays every bet type on a Northern sheet, lô per occurrence, once', async () => {
    const p = await player(t, 1_000_000n);
    const drawId = await openDraw(t);
    const start = await balance(t, p.id);
    const selections: Selection[] = [
      { kind: 'lo2', numbers: ['45'] }, // six times on the sheet
      { kind: 'lo2', numbers: ['07', '23', '99'] }, // twice, twice, once (999)
      { kind: 'lo3', numbers: ['345'] }, // three times
      { kind: 'de', numbers: ['45', '46'] },
      { kind: 'ba_cang', numbers: ['345'] },
      { kind: 'xien2', numbers: ['45', '07', '88'] },
      { kind: 'big_small', choices: ['small'] },
      { kind: 'odd_even', choices: ['even'] },
    ];
    const tickets = [];
    for (const selection of selections) {
      tickets.push(await placeTicket(t, p, { drawId, selection, unitStake: 2, multiplier: 3 }));
    }
    const costs = tickets.reduce((sum, ticket) => sum + toMinor(String(ticket.cost)), 0n);
    expect(start - (await balance(t, p.id))).toBe(costs);
    await drawWith(t, drawId, NORTH_SHEET);

    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/lottery/settle',
        headers: viewer.headers,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/lottery/settle',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ settled: 8, left: 0, draws: [drawId] });
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('staff_id', '=', admin.id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('lottery.settle');

    let payouts = 0n;
    for (const [i, ticket] of tickets.entries()) {
      const want = northSettlement(selections[i]!, 200n, 3);
      const row = await ticketRow(t, ticket.ticketNo);
      expect(row.state).toBe(want.payoutMinor > 0n ? 'won' : 'lost');
      expect(BigInt(row.payout)).toBe(want.payoutMinor);
      expect(row.occurrences).toBe(want.occurrences);
      const round = await betRound(t, ticket.ticketNo);
      expect(round).toMatchObject({ status: 'settled' });
      expect(BigInt(round!.payout)).toBe(want.payoutMinor);
      payouts += want.payoutMinor;
    }
    // lô 45 drawn six times pays 6 x 80 x its point value.
    expect((await ticketRow(t, tickets[0]!.ticketNo)).occurrences).toBe(6);
    expect(BigInt((await ticketRow(t, tickets[0]!.ticketNo)).payout)).toBe(6n * 80n * 600n);
    expect(await balance(t, p.id)).toBe(start - costs + payouts);
    expect(
      (
        await t.db
          .selectFrom('lottery_draws')
          .select('state')
          .where('id', '=', drawId)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('settled');

    const records = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/member/bets', headers: p.headers }),
      betRecordsValueSchema,
    );
    const mine = records.list.filter((record) => record.roundId.startsWith('lotto:'));
    expect(mine).toHaveLength(8);
    expect(mine.reduce((sum, record) => sum + toMinor(record.payout.toFixed(2)), 0n)).toBe(payouts);

    // Another run pays nothing more.
    expect(await t.app.services.lotteryTicketSettlement.run()).toMatchObject({ settled: 0 });
    expect(await balance(t, p.id)).toBe(start - costs + payouts);
  });

  it('refunds every ticket of a void draw, placements left unanswered included', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const before = await balance(t, p.id);
    const a = await placeTicket(t, p, { drawId, selection: { kind: 'de', numbers: ['01'] } });
    const b = await placeTicket(t, p, {
      drawId,
      selection: { kind: 'xien2', numbers: ['01', '02'] },
    });
    const stuck = await withWalletFaults(t, { debits: 'after', rollback: 'before' }, () =>
      t.app.inject({
        method: 'POST',
        url: '/lotto/lgw/tickets',
        headers: p.headers,
        payload: {
          drawId,
          selection: { kind: 'de', numbers: ['02'] },
          unitStake: 1,
          multiplier: 1,
          requestId: 'stuck-request-1',
        },
      }),
    );
    const stuckNo = String(expectError(stuck, 503, 'PROVIDER_UNAVAILABLE').value?.ticketNo);
    await voidDraw(t, drawId);

    const first = await t.app.services.lotteryTicketSettlement.run();
    expect(first.refunded).toBe(2);
    // The unanswered placement is rolled back once it is stale.
    await t.app.services.lotteryTicketSettlement.run(new Date(Date.now() + 3 * 60_000));
    for (const ticketNo of [a.ticketNo, b.ticketNo, stuckNo]) {
      expect((await ticketRow(t, ticketNo)).state).toBe('cancelled');
      expect((await betRound(t, ticketNo))?.status).toBe('cancelled');
    }
    expect(await balance(t, p.id)).toBe(before);
    expect(await t.app.services.lotteryTicketSettlement.run()).toMatchObject({ refunded: 0 });
  });
});
