import { afterAll, describe, expect, it } from 'vitest';
import { ticketSchema } from '@portal/shared/schemas/lottery';
import { toMinor } from '@portal/shared/money';
import { useTestApp } from '../../../../test/helper.js';
import { DEFAULT_LOTTERY_SETTINGS, settingsView } from '../lottery-settings.js';
import { balance, exposure, openDraw, player, postTicket } from './ticket-test-kit.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Placements racing the cut-off: the draw is closed (as the draw job closes it: one UPDATE of
 * an open draw) while tickets arrive. Every answer is either a pending ticket with its cost
 * taken, or LOTTERY_DRAW_CLOSED with nothing taken.
 */
describe('a bet racing the cut-off', () => {
  it('either takes the ticket and its cost, or refuses it and takes nothing', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player(t)));
    const starts = new Map<number, bigint>();
    for (const p of players) starts.set(p.id, await balance(t, p.id));
    const drawId = await openDraw(t);

    // The close comes once the first answers are in, while the others are on their way; a few
    // more arrive after it. No timing decides the test's outcome, only the lock.
    let answered = 0;
    let startClose!: () => void;
    const closeNow = new Promise<void>((resolve) => (startClose = resolve));
    const place = (i: number) =>
      postTicket(t, players[i % players.length]!, {
        drawId,
        selection: { kind: 'de', numbers: [String(i).padStart(2, '0')] },
      }).then((response) => {
        answered += 1;
        if (answered === 8) startClose();
        return response;
      });
    const placements = Array.from({ length: 40 }, (_, i) => sleep(i * 5).then(() => place(i)));
    const close = closeNow.then(() =>
      t.db
        .updateTable('lottery_draws')
        .set({ state: 'closed' })
        .where('id', '=', drawId)
        .where('state', '=', 'open')
        .execute(),
    );
    const late = close.then(() => Promise.all([40, 41, 42, 43].map(place)));
    const [early, , after] = await Promise.all([Promise.all(placements), close, late]);
    const responses = [...early, ...after];
    expect(after.every((response) => response.statusCode === 409)).toBe(true);

    let accepted = 0;
    let refused = 0;
    const taken = new Map<number, bigint>();
    for (const [i, response] of responses.entries()) {
      const p = players[i % players.length]!;
      if (response.statusCode === 200) {
        const ticket = ticketSchema.parse(response.json().value);
        expect(ticket.state).toBe('pending');
        taken.set(p.id, (taken.get(p.id) ?? 0n) + toMinor(String(ticket.cost)));
        accepted += 1;
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().errorCode).toBe('LOTTERY_DRAW_CLOSED');
        refused += 1;
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    for (const p of players) {
      expect(starts.get(p.id)! - (await balance(t, p.id))).toBe(taken.get(p.id) ?? 0n);
    }
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .select(['state', 'cost'])
      .where('draw_id', '=', drawId)
      .execute();
    expect(tickets).toHaveLength(accepted);
    expect(tickets.every((row) => row.state === 'pending')).toBe(true);
    const total = tickets.reduce((sum, row) => sum + BigInt(row.cost), 0n);
    expect((await exposure(t, drawId, '*')).stake).toBe(total);
    const rounds = await t.db
      .selectFrom('bet_rounds')
      .select('round_id')
      .where('round_id', 'like', 'lotto:%')
      .execute();
    expect(rounds).toHaveLength(accepted);
  });
});

/**
 * Placements at once on the same lines: the caps hold without a lock on the whole draw, since
 * each line is added to only while it stays under its cap, and tickets whose lines overlap in
 * any order never wait on each other in a cycle.
 */
describe('tickets racing for the room under the caps', () => {
  it('takes exactly as many as fit on a number, and never passes the cap', async () => {
    // đề at 10.00: three tickets fit a 30.00 limit on one number.
    await t.app.services.lotterySettings.write(
      settingsView({ ...DEFAULT_LOTTERY_SETTINGS, maxStakePerNumber: 3_000n }),
      t.db,
    );
    try {
      const players = await Promise.all(Array.from({ length: 6 }, () => player(t)));
      const drawId = await openDraw(t);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postTicket(t, players[i % players.length]!, {
            drawId,
            selection: { kind: 'de', numbers: ['33'] },
            unitStake: 10,
          }),
        ),
      );
      const codes = responses.map((response) =>
        response.statusCode === 200 ? 'taken' : response.json<{ errorCode: string }>().errorCode,
      );
      expect(codes.filter((code) => code === 'taken')).toHaveLength(3);
      expect(codes.filter((code) => code !== 'taken')).toEqual(
        Array.from({ length: 9 }, () => 'LOTTERY_STAKE_LIMIT'),
      );
      expect((await exposure(t, drawId, 'de:33')).stake).toBe(3_000n);
      expect((await exposure(t, drawId, '*')).stake).toBe(3_000n);
    } finally {
      await t.app.services.lotterySettings.write(settingsView(DEFAULT_LOTTERY_SETTINGS), t.db);
    }
  });

  it('places tickets whose lines overlap in any order all at once, none waiting forever', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(t)));
    const drawId = await openDraw(t);
    const orders = [
      ['12', '34', '56'],
      ['56', '34', '12'],
      ['34', '12', '56'],
    ];
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        postTicket(t, players[i % players.length]!, {
          drawId,
          selection: { kind: 'lo2', numbers: orders[i % orders.length]! },
          unitStake: 1,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const lines = await Promise.all(['12', '34', '56'].map((n) => exposure(t, drawId, `lo2:${n}`)));
    const total = await exposure(t, drawId, '*');
    expect(lines.reduce((sum, line) => sum + line.stake, 0n)).toBe(total.stake);
  });
});
