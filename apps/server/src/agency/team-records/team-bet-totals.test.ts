import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { teamBetsValueSchema } from '@portal/shared/schemas/agency';
import { addSiteDays, siteDayOf, siteDayStart } from '@portal/shared/site-day';
import { expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { inTransaction } from '../../db/transaction.js';
import type { DomainEvent } from '../../platform/events/event-types.js';
import { rebuildAgencyFigures } from '../reports/figures-rebuild.js';
import { countSettledRounds } from '../reports/round-days.js';
import { createGame, createRound, createTeam, signedIn, type Game } from './team-test-kit.js';

const t = useTestApp({ seed: false });

/** Yesterday and today as whole site days, as the site asks for them. */
function wholeDays() {
  const today = siteDayOf(new Date());
  const from = siteDayStart(addSiteDays(today, -1)).toISOString();
  const to = siteDayStart(addSiteDays(today, 1)).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

/** The same rounds over a range that is not whole days: read from the rounds themselves. */
function partDays() {
  const today = siteDayOf(new Date());
  const from = new Date(siteDayStart(addSiteDays(today, -1)).getTime() + 1).toISOString();
  const to = new Date(siteDayStart(addSiteDays(today, 1)).getTime() + 1).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

const totals = async (headers: Record<string, string>, query: string) =>
  expectValue(
    await t.app.inject({ url: `/wps/agent/team/bets?${query}`, headers }),
    teamBetsValueSchema,
  ).totals;

/** A bet.settled event naming a round, as the seamless settlement writes it. */
function settledEvent(roundId: string, memberId: number, game: Game): DomainEvent {
  return {
    id: 0,
    txId: 0,
    type: 'bet.settled',
    version: 1,
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
      stake: '0',
      payout: '0',
      validTurnover: '0',
      settledAt: new Date().toISOString(),
    },
    occurredAt: new Date().toISOString(),
  };
}

const countRounds = (events: DomainEvent[]) =>
  inTransaction(t.db, (trx) => countSettledRounds(trx, events));

const roundDays = (agentId: number) =>
  t.db
    .selectFrom('team_round_days')
    .select(['rounds', 'stake', 'payout'])
    .where('agent_id', '=', agentId)
    .execute();

describe('team betting totals over whole days (decision 074)', () => {
  it('add the counted days, the rounds not counted yet, open and cancelled ones, and leave the agent’s own out', async () => {
    const { agent, sub, deep, direct } = await createTeam(t);
    const other = await createTeam(t);
    const game = await createGame(t);
    const own = await createRound(t, agent.id, game, 9_900n, 0n, 2);
    const deepRound = await createRound(t, deep.id, game, 2_000n, 3_500n, 3);
    const directRound = await createRound(t, direct.id, game, 1_000n, 0n, 4);
    await createRound(t, sub.id, game, 500n, 0n, 5, 'open');
    await createRound(t, sub.id, game, 700n, 0n, 6, 'cancelled');
    await createRound(t, other.deep.id, game, 7_700n, 0n, 2);
    // The agent's and the deep member's rounds are counted into the days; the direct one's not yet.
    await countRounds([settledEvent(own, agent.id, game), settledEvent(deepRound, deep.id, game)]);
    expect(await roundDays(agent.id)).toEqual([
      { rounds: 2, stake: expect.anything(), payout: expect.anything() },
    ]);

    const expected = { count: 4, stake: 42, validBet: 30, payout: 35, winLoss: 5 };
    expect(await totals(agent.headers, wholeDays())).toEqual(expected);
    expect(await totals(agent.headers, partDays())).toEqual(expected);
    // A sub-agent's team has the sub-agent in: its open and cancelled rounds and the deep one.
    const team = { count: 3, stake: 32, validBet: 20, payout: 35, winLoss: 15 };
    expect(await totals(agent.headers, `${wholeDays()}&teamOf=${sub.id}`)).toEqual(team);
    expect(await totals(agent.headers, `${partDays()}&teamOf=${sub.id}`)).toEqual(team);
    expect(await totals(sub.headers, wholeDays())).toEqual({
      count: 1,
      stake: 20,
      validBet: 20,
      payout: 35,
      winLoss: 15,
    });

    // Once the direct round is counted too, nothing changes but where it is read from.
    await countRounds([settledEvent(directRound, direct.id, game)]);
    expect(await totals(agent.headers, wholeDays())).toEqual(expected);
    expect(await totals(agent.headers, `${wholeDays()}&gameType=LIVE`)).toMatchObject({
      count: 0,
    });
    expect(await totals(agent.headers, `${wholeDays()}&vassalage=${game.vassalage}`)).toEqual(
      expected,
    );
  });

  it('count a round once, however often it is named and whoever names it first', async () => {
    const { agent, deep } = await createTeam(t);
    const game = await createGame(t);
    const first = await createRound(t, deep.id, game, 1_000n, 500n, 3);
    const open = await createRound(t, deep.id, game, 300n, 0n, 4, 'open');
    await countRounds([settledEvent(first, deep.id, game), settledEvent(first, deep.id, game)]);
    await countRounds([settledEvent(first, deep.id, game), settledEvent(open, deep.id, game)]);
    expect(await roundDays(agent.id)).toMatchObject([{ rounds: 1 }]);

    // A rebuild counts every settled round; the event that comes after it adds nothing.
    const second = await createRound(t, deep.id, game, 2_000n, 0n, 2);
    await rebuildAgencyFigures(t.db);
    await countRounds([settledEvent(second, deep.id, game)]);
    const [days] = await roundDays(agent.id);
    expect(days).toMatchObject({ rounds: 2 });
    expect(BigInt(days!.stake)).toBe(3_000n);
    expect(BigInt(days!.payout)).toBe(500n);
    expect(await totals(agent.headers, wholeDays())).toEqual({
      count: 3,
      stake: 33,
      validBet: 30,
      payout: 5,
      winLoss: -25,
    });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'wait for a tree move, or make it wait, so a round counted meanwhile follows its member',
    async () => {
      const { agent, sub, deep } = await createTeam(t);
      const elsewhere = await signedIn(t, { type: 1 });
      const game = await createGame(t);
      const roundId = await createRound(t, deep.id, game, 700n, 0n, 2);
      let moving: Promise<boolean> | undefined;
      let moved = false;
      await t.db.transaction().execute(async (trx) => {
        // The consumer has read the ancestors and written the round's days, not committed yet.
        await countSettledRounds(trx, [settledEvent(roundId, deep.id, game)]);
        moving = t.app.services.agencyTree.move(sub.id, elsewhere.id).finally(() => {
          moved = true;
        });
        // The move waits for this transaction (PostgreSQL: a session waiting on a lock).
        await expect.poll(() => moved || movesWaiting(), { timeout: 10_000 }).toBe(true);
        expect(moved).toBe(false);
      });
      expect(await moving).toBe(true);
      // The round left the old agent's team (a row of 0 stays) and joined the new one's.
      const counted = async (agentId: number) =>
        (await roundDays(agentId)).map((row) => [Number(row.rounds), BigInt(row.stake)]);
      expect(await counted(elsewhere.id)).toEqual([[1, 700n]]);
      expect(await counted(agent.id)).toEqual([[0, 0n]]);
    },
  );
});

/** Whether a session waits for the tree's lock (figures.repository.ts, TREE_LOCK). */
async function movesWaiting(): Promise<boolean> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_locks
    where locktype = 'advisory' and objid = 7407001 and not granted`.execute(t.db);
  return rows[0]!.waiting > 0;
}
