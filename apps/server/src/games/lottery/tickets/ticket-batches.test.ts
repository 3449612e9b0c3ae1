import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ticketSchema } from '@portal/shared/schemas/lottery';
import { useTestApp } from '../../../../test/helper.js';
import { expectValue } from '../../../../test/assertions.js';
import { DEFAULT_LOTTERY_SETTINGS, settingsView } from '../lottery-settings.js';
import { PlacementBatches, type NewTicket } from './ticket-batches.js';
import { TicketBatchesRepository } from './ticket-batches.repository.js';
import {
  balance,
  exposure,
  openDraw,
  placeTicket,
  player,
  postTicket,
  ticketRow,
  type Player,
} from './ticket-test-kit.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

type WriteBatch = (drawId: string, tickets: NewTicket[]) => Promise<unknown>;

/**
 * Holds the first batch's transaction back until `queued` tickets wait for the draw, so that the
 * others are written together in the next one, as in a cut-off burst; answers the sizes of the
 * batches written, and a wait for the n-th ticket to be queued.
 */
function holdFirstBatchUntil(queued: number) {
  const batches = PlacementBatches.prototype as unknown as { writeBatch: WriteBatch };
  const write = vi.spyOn(PlacementBatches.prototype, 'write');
  const original = batches.writeBatch;
  const sizes: number[] = [];
  vi.spyOn(batches, 'writeBatch').mockImplementation(async function (
    this: unknown,
    drawId,
    tickets,
  ) {
    if (sizes.length === 0) await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(queued));
    sizes.push(tickets.length);
    return original.call(this, drawId, tickets);
  });
  const queuedAt = (n: number) => vi.waitFor(() => expect(write).toHaveBeenCalledTimes(n));
  return { sizes, queuedAt };
}

describe('placements of one draw written together (group commit)', () => {
  it('writes the tickets that come during a transaction in the next one, each answered as if alone', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(t)));
    const drawId = await openDraw(t);
    const { sizes } = holdFirstBatchUntil(20);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postTicket(t, players[i % 4]!, {
          drawId,
          selection: { kind: 'de', numbers: [String(i).padStart(2, '0')] },
          unitStake: 2,
        }),
      ),
    );
    expect(sizes).toEqual([1, 19]);
    const tickets = responses.map((response) => expectValue(response, ticketSchema));
    expect(new Set(tickets.map((ticket) => ticket.ticketNo)).size).toBe(20);
    expect(tickets.every((ticket) => ticket.state === 'pending')).toBe(true);
    // Each number's line its own ticket (a đề ticket costs its stake), the total all of them.
    expect((await exposure(t, drawId, 'de:07')).stake).toBe(200n);
    expect((await exposure(t, drawId, '*')).stake).toBe(4_000n);
    for (const p of players) expect(await balance(t, p.id)).toBe(100_000n - 5n * 200n);
  });

  it('answers the same request sent twice into one batch with one ticket, taken and counted once', async () => {
    const [first, twice] = (await Promise.all([player(t), player(t)])) as [Player, Player];
    const drawId = await openDraw(t);
    const { sizes, queuedAt } = holdFirstBatchUntil(3);
    const order = { drawId, selection: { kind: 'de', numbers: ['45'] }, requestId: randomUUID() };
    const placingAlone = postTicket(t, first, {
      drawId,
      selection: { kind: 'de', numbers: ['12'] },
    });
    await queuedAt(1);
    const [alone, one, other] = await Promise.all([
      placingAlone,
      postTicket(t, twice, order),
      postTicket(t, twice, order),
    ]);
    expect(sizes).toEqual([1, 2]);
    expectValue(alone, ticketSchema);
    const [a, b] = [expectValue(one, ticketSchema), expectValue(other, ticketSchema)];
    expect(b.ticketNo).toBe(a.ticketNo);
    const line = await exposure(t, drawId, 'de:45');
    expect((await exposure(t, drawId, 'de:12')).stake).toBe(line.stake);
    expect(await balance(t, twice.id)).toBe(100_000n - line.stake);
  });

  it('refuses in the order of arrival at a cap, a smaller ticket after a refused one still taken', async () => {
    const settings = t.app.services.lotterySettings;
    await settings.write(
      settingsView({ ...DEFAULT_LOTTERY_SETTINGS, maxStakePerNumber: 3_000n }),
      t.db,
    );
    try {
      const players = await Promise.all(Array.from({ length: 4 }, () => player(t)));
      const drawId = await openDraw(t);
      const { sizes, queuedAt } = holdFirstBatchUntil(4);
      // 30.00 on a number: 20.00 alone, then 20.00 is over, 10.00 fits, 10.00 is over.
      const stakes = [20, 20, 10, 10];
      const placing = [];
      for (const [i, unitStake] of stakes.entries()) {
        const selection = { kind: 'de', numbers: ['77'] };
        placing.push(postTicket(t, players[i]!, { drawId, selection, unitStake }));
        // The next one is sent once this one waits for the draw: the batch keeps their order.
        await queuedAt(i + 1);
      }
      const responses = await Promise.all(placing);
      expect(sizes).toEqual([1, 3]);
      const codes = responses.map((response) =>
        response.statusCode === 200 ? 'taken' : response.json<{ errorCode: string }>().errorCode,
      );
      expect(codes).toEqual(['taken', 'LOTTERY_STAKE_LIMIT', 'taken', 'LOTTERY_STAKE_LIMIT']);
      expect((await exposure(t, drawId, 'de:77')).stake).toBe(3_000n);
      for (const [i, p] of players.entries()) {
        expect(await balance(t, p.id)).toBe(
          100_000n - (codes[i] === 'taken' ? BigInt(stakes[i]!) * 100n : 0n),
        );
      }
    } finally {
      await settings.write(settingsView(DEFAULT_LOTTERY_SETTINGS), t.db);
    }
  });

  it('moves to pending only the tickets still placing, leaving one the sweep cancelled', async () => {
    const p = await player(t);
    const drawId = await openDraw(t);
    const [kept, cancelled] = await Promise.all(
      ['10', '11'].map((n) =>
        placeTicket(t, p, { drawId, selection: { kind: 'de', numbers: [n] } }),
      ),
    );
    const setState = (ticketNo: string, state: 'placing' | 'cancelled') =>
      t.db
        .updateTable('lottery_tickets')
        .set({ state })
        .where('ticket_no', '=', ticketNo)
        .execute();
    await setState(kept!.ticketNo, 'placing');
    await setState(cancelled!.ticketNo, 'cancelled');
    const moved = await new TicketBatchesRepository(t.db).moveToPending([
      kept!.ticketNo,
      cancelled!.ticketNo,
      'T-NONE',
    ]);
    expect([...moved]).toEqual([kept!.ticketNo]);
    expect((await ticketRow(t, kept!.ticketNo)).state).toBe('pending');
    expect((await ticketRow(t, cancelled!.ticketNo)).state).toBe('cancelled');
  });
});
