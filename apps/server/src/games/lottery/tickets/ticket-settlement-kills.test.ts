import { afterAll, describe, expect, it } from 'vitest';
import { NORTH_SHEET } from '@portal/shared/lottery/test-sheets';
import { useTestApp } from '../../../../test/helper.js';
import {
  northSettlement,
  balance,
  drawWith,
  openDraw,
  otherRunner,
  placeTicket,
  player,
  ticketRow,
  withWalletFaults,
} from './ticket-test-kit.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const creditsOf = (roundId: string) =>
  t.db
    .selectFrom('provider_transactions')
    .select(['transaction_id', 'amount'])
    .where('round_id', '=', roundId)
    .where('kind', '=', 'credit')
    .execute();

describe('ticket settlement through a kill', () => {
  it('pays each ticket once with two runners and a runner killed half way', async () => {
    const players = [await player(t), await player(t), await player(t)];
    const drawId = await openDraw(t);
    const before = new Map<number, bigint>();
    for (const p of players) before.set(p.id, await balance(t, p.id));
    const tickets = [];
    for (const p of players) {
      for (const numbers of [['45'], ['07'], ['12'], ['99']]) {
        tickets.push({
          p,
          ticket: await placeTicket(t, p, { drawId, selection: { kind: 'lo2', numbers } }),
        });
      }
    }
    await drawWith(t, drawId, NORTH_SHEET);

    // Killed after its third ticket...
    let handled = 0;
    const killed = otherRunner(t, {
      afterTicket: () => {
        handled += 1;
        if (handled === 3) throw new Error('killed');
      },
    });
    await expect(killed.run()).rejects.toThrow('killed');
    // ...then one whose credit reached the wallet but whose answer was lost (the crash between
    // the credit and the ticket's move)...
    await withWalletFaults(t, { credits: 'after' }, () =>
      otherRunner(t, { afterTicket: () => Promise.reject(new Error('killed')) }).run(),
    ).catch(() => undefined);
    // ...and two runners at once finish the work.
    const runs = await Promise.all([
      t.app.services.lotteryTicketSettlement.run(),
      otherRunner(t).run(),
    ]);
    expect(runs.every((run) => run.left === 0)).toBe(true);

    for (const { ticket } of tickets) {
      const row = await ticketRow(t, ticket.ticketNo);
      expect(['won', 'lost']).toContain(row.state);
      expect(await creditsOf(`lotto:${ticket.ticketNo}`)).toHaveLength(1);
    }
    for (const p of players) {
      const cost = 4n * 2_300n;
      // lô 45 six times, 07 twice, 12 once (9012), 99 once (999).
      const won = [['45'], ['07'], ['12'], ['99']].reduce(
        (sum, numbers) => sum + northSettlement({ kind: 'lo2', numbers }, 100n).payoutMinor,
        0n,
      );
      expect(await balance(t, p.id)).toBe(before.get(p.id)! - cost + won);
    }
  });

  /** Five lô tickets of one member on a draw drawn with NORTH_SHEET, and the balance before. */
  const FIVE = [['45'], ['07'], ['12'], ['99'], ['88']];
  async function fiveTicketsDrawn() {
    const p = await player(t);
    const drawId = await openDraw(t);
    const before = await balance(t, p.id);
    const tickets = [];
    for (const pick of FIVE) {
      tickets.push(await placeTicket(t, p, { drawId, selection: { kind: 'lo2', numbers: pick } }));
    }
    await drawWith(t, drawId, NORTH_SHEET);
    return { p, before, tickets };
  }

  /** Each of the five won or lost as the sheet says, with one credit, and paid once in all. */
  async function expectFivePaidOnce({
    p,
    before,
    tickets,
  }: Awaited<ReturnType<typeof fiveTicketsDrawn>>) {
    let won = 0n;
    for (const [i, ticket] of tickets.entries()) {
      const want = northSettlement({ kind: 'lo2', numbers: FIVE[i]! }, 100n);
      const row = await ticketRow(t, ticket.ticketNo);
      expect(row.state).toBe(want.payoutMinor > 0n ? 'won' : 'lost');
      expect(BigInt(row.payout)).toBe(want.payoutMinor);
      expect(row.occurrences).toBe(want.occurrences);
      expect(await creditsOf(`lotto:${ticket.ticketNo}`)).toHaveLength(1);
      won += want.payoutMinor;
    }
    expect(await balance(t, p.id)).toBe(before - 5n * 2_300n + won);
  }

  it('moves a batch whose credits were all made before a kill on the next run, paying nothing twice', async () => {
    const drawn = await fiveTicketsDrawn();
    const { tickets } = drawn;

    // Killed after the batch's last credit, before its tickets move: every credit made, none moved.
    let credited = 0;
    const killed = otherRunner(t, {
      afterTicket: () => {
        credited += 1;
        if (credited === tickets.length) throw new Error('killed');
      },
    });
    await expect(killed.run()).rejects.toThrow('killed');
    for (const ticket of tickets) {
      expect((await ticketRow(t, ticket.ticketNo)).state).toBe('pending');
      expect(await creditsOf(`lotto:${ticket.ticketNo}`)).toHaveLength(1);
    }

    // The next run replays the credits and moves the batch; a run after it has nothing to do.
    expect(await otherRunner(t).run()).toMatchObject({ settled: tickets.length, left: 0 });
    expect(await t.app.services.lotteryTicketSettlement.run()).toMatchObject({ settled: 0 });
    await expectFivePaidOnce(drawn);
  });

  it('moves each batch once its credits are made while the next one is paid, and a kill leaves only the unmoved to the next run', async () => {
    const drawn = await fiveTicketsDrawn();

    // Batches of two: killed after the fourth credit, in the second batch, before it moves.
    let credited = 0;
    const killed = otherRunner(t, {
      ticketBatch: 2,
      afterTicket: () => {
        credited += 1;
        if (credited === 4) throw new Error('killed');
      },
    });
    await expect(killed.run()).rejects.toThrow('killed');
    const states = [];
    const credits = [];
    for (const ticket of drawn.tickets) {
      states.push((await ticketRow(t, ticket.ticketNo)).state);
      credits.push((await creditsOf(`lotto:${ticket.ticketNo}`)).length);
    }
    // The first batch moved (beside the second's calls); the second paid, not moved; the third
    // not reached.
    expect(states.slice(2)).toEqual(['pending', 'pending', 'pending']);
    expect(states.slice(0, 2).every((state) => state === 'won' || state === 'lost')).toBe(true);
    expect(credits).toEqual([1, 1, 1, 1, 0]);

    expect(await otherRunner(t, { ticketBatch: 2 }).run()).toMatchObject({ settled: 3, left: 0 });
    await expectFivePaidOnce(drawn);
  });
});
