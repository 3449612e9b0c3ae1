import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameCategory } from '@portal/shared/constants/site';
import {
  betRecordsValueSchema,
  profitValueSchema,
  type BetRecord,
} from '@portal/shared/schemas/games';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createVendor } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import type { BetRoundStatus } from '../seamless/seamless.tables.js';

const t = useTestApp({ seed: false });

const BETS = '/wps/member/bets';
const PROFIT = '/wps/member/bets/profit';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

interface TestGame {
  id: number;
  nodeId: string;
  category: GameCategory;
  vassalage: string;
  vendorTitle: string;
}

/** A game of a new vendor of `category` (or of `vendor`), named per language (EN always). */
async function createGame(
  options: {
    category?: GameCategory;
    vendor?: { vassalage: string; vendorTitle: string };
    names?: Record<string, string>;
  } = {},
): Promise<TestGame> {
  const category = options.category ?? 'RNG';
  const now = new Date().toISOString();
  await t.db
    .insertInto('game_categories')
    .values({ code: category, mod_id: null, enabled: 1, sort: 0, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  let vendor = options.vendor;
  if (!vendor) {
    const vendorTitle = `Vendor ${randomUUID().slice(0, 6)}`;
    vendor = { ...(await createVendor(t.db, { category, title: vendorTitle })), vendorTitle };
  }
  const code = randomUUID().slice(0, 8);
  const row = await t.db
    .insertInto('games')
    .values({
      node_id: `node-${code}`,
      category_code: category,
      vassalage: vendor.vassalage,
      game_code: `game-${code}`,
      engine: 'slot',
      game_classify: null,
      min_bet: 100n,
      default_play_type: null,
      icon_path: `games/${code}.svg`,
      is_hot: 0,
      maintenance: 0,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'node_id'])
    .executeTakeFirstOrThrow();
  const names = { EN: `Game ${code}`, ...options.names };
  await t.db
    .insertInto('game_translations')
    .values(
      Object.entries(names).map(([lang, name]) => ({
        game_id: row.id,
        lang,
        name,
        search_name: name.toLowerCase(),
      })),
    )
    .execute();
  return { id: row.id, nodeId: row.node_id, category, ...vendor };
}

interface RoundOptions {
  /** Minor units. */
  stake?: bigint;
  payout?: bigint;
  status?: BetRoundStatus;
  at?: Date;
  /** Stored as is: JSON text, or anything else to see how it is read. */
  result?: string | null;
}

/**
 * One round of `game` by `memberId`, started `at`, settled a minute later. By default it started
 * two minutes ago: a default range ends at the moment of the call, and a round stamped in that
 * same millisecond (or a clock that steps back a little on a busy machine) would fall outside it.
 */
async function createRound(
  memberId: number,
  game: TestGame,
  {
    stake = 1_000n,
    payout = 0n,
    status = 'settled',
    at = new Date(Date.now() - 120_000),
    result = null,
  }: RoundOptions,
) {
  const roundId = `round-${randomUUID()}`;
  await t.db
    .insertInto('bet_rounds')
    .values({
      provider: 'house',
      round_id: roundId,
      member_id: memberId,
      game_id: game.id,
      category_code: game.category,
      vassalage: game.vassalage,
      wallet: 'main',
      currency: 'MYR',
      stake,
      payout,
      status,
      result,
      created_at: at.toISOString(),
      settled_at: status === 'open' ? null : new Date(at.getTime() + 60_000).toISOString(),
    })
    .execute();
  return roundId;
}

const get = async (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const bets = async (headers: Record<string, string>, query = '') =>
  expectValue(await get(`${BETS}${query}`, headers), betRecordsValueSchema);
const profit = async (headers: Record<string, string>, query = '') =>
  expectValue(await get(`${PROFIT}${query}`, headers), profitValueSchema);
const range = (from: Date, to: Date) => `from=${from.toISOString()}&to=${to.toISOString()}`;
const roundIds = (list: BetRecord[]) => list.map((record) => record.roundId);

describe('GET /wps/member/bets', () => {
  it('lists the member’s rounds newest first with game, vendor, amounts, status and result', async () => {
    const member = await signedIn();
    const slot = await createGame({ names: { CN: '幸运老虎机' } });
    const live = await createGame({ category: 'LIVE' });
    const now = Date.now();
    const won = await createRound(member.id, slot, {
      stake: 1_050n,
      payout: 3_000n,
      at: new Date(now - 3 * HOUR),
      result: JSON.stringify({ grid: [['A', 'B']], wins: [{ line: 0, amount: 30 }] }),
    });
    const lost = await createRound(member.id, live, {
      stake: 2_000n,
      at: new Date(now - 2 * HOUR),
      result: '[1,2]',
    });
    const open = await createRound(member.id, slot, {
      stake: 500n,
      status: 'open',
      at: new Date(now - HOUR),
      result: 'not json',
    });
    const cancelled = await createRound(member.id, live, {
      stake: 700n,
      status: 'cancelled',
      at: new Date(now - 30 * 60_000),
    });

    const value = await bets({ ...member.headers, language: 'CN' });
    expect(roundIds(value.list)).toEqual([cancelled, open, lost, won]);
    const [cancelledRow, openRow, lostRow, wonRow] = value.list;
    expect(wonRow).toMatchObject({
      gameType: 'RNG',
      vassalage: slot.vassalage,
      vendorName: slot.vendorTitle,
      nodeId: slot.nodeId,
      gameName: '幸运老虎机',
      stake: 10.5,
      validBet: 10.5,
      payout: 30,
      winLoss: 19.5,
      status: 'settled',
      result: { grid: [['A', 'B']], wins: [{ line: 0, amount: 30 }] },
    });
    expect(Date.parse(wonRow!.settledAt!) - Date.parse(wonRow!.time)).toBe(60_000);
    // No CN name: the English one; a JSON array is not an outcome summary.
    expect(lostRow).toMatchObject({ gameType: 'LIVE', stake: 20, winLoss: -20, result: null });
    expect(lostRow!.gameName).toMatch(/^Game /);
    // Open and cancelled rounds have no valid bet and no win or loss.
    expect(openRow).toMatchObject({ stake: 5, validBet: 0, winLoss: 0, settledAt: null });
    expect(openRow!.result).toBeNull();
    expect(cancelledRow).toMatchObject({ stake: 7, validBet: 0, payout: 0, winLoss: 0 });
    expect(value).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(value.currency).toBe('MYR');
    expect(value.totals).toEqual({
      count: 4,
      stake: 42.5,
      validBet: 30.5,
      payout: 30,
      winLoss: -0.5,
    });
  });

  it('pages the list while the totals cover every round of the range', async () => {
    const member = await signedIn();
    const game = await createGame();
    const start = Date.now() - 10 * HOUR;
    for (let i = 0; i < 7; i += 1) {
      await createRound(member.id, game, {
        stake: 100n * BigInt(i + 1),
        payout: i % 2 === 0 ? 300n : 0n,
        at: new Date(start + i * HOUR),
      });
    }
    const all = await bets(member.headers);
    // Stakes 1+2+...+7, four wins of 3.
    expect(all.totals).toEqual({ count: 7, stake: 28, validBet: 28, payout: 12, winLoss: -16 });
    const second = await bets(member.headers, '?page=2&pageSize=3');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 7, totalPages: 3 });
    expect(second.totals).toEqual(all.totals);
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(3, 6).map((r) => r.id));
    expect((await bets(member.headers, '?page=3&pageSize=3')).list).toHaveLength(1);
    const beyond = await bets(member.headers, '?page=4&pageSize=3');
    expect(beyond).toMatchObject({ list: [], total: 7, totals: all.totals });
  });

  it('filters by category and by vendor, with totals of what is kept', async () => {
    const member = await signedIn();
    const slotA = await createGame();
    const slotA2 = await createGame({ vendor: slotA });
    const slotB = await createGame();
    const fish = await createGame({ category: 'FISH' });
    const a1 = await createRound(member.id, slotA, { stake: 100n, payout: 150n });
    const a2 = await createRound(member.id, slotA2, { stake: 200n });
    const b = await createRound(member.id, slotB, { stake: 400n });
    const f = await createRound(member.id, fish, { stake: 800n, payout: 1_000n });

    const slots = await bets(member.headers, '?gameType=RNG');
    expect(roundIds(slots.list).sort()).toEqual([a1, a2, b].sort());
    expect(slots.totals).toMatchObject({ count: 3, stake: 7, payout: 1.5, winLoss: -5.5 });
    const vendorA = await bets(member.headers, `?gameType=RNG&vassalage=${slotA.vassalage}`);
    expect(roundIds(vendorA.list).sort()).toEqual([a1, a2].sort());
    expect(vendorA.totals).toMatchObject({ count: 2, stake: 3, winLoss: -1.5 });
    expect(roundIds((await bets(member.headers, '?gameType=FISH')).list)).toEqual([f]);
    expect((await bets(member.headers, `?gameType=LIVE&vassalage=${slotA.vassalage}`)).total).toBe(
      0,
    );
  });

  it('reads the last 7 days by default, `to` exclusive, and any range up to 90 days', async () => {
    const member = await signedIn();
    const game = await createGame();
    const now = Date.now();
    const old = await createRound(member.id, game, { at: new Date(now - 8 * DAY) });
    const recent = await createRound(member.id, game, { at: new Date(now - DAY) });

    const byDefault = await bets(member.headers);
    expect(roundIds(byDefault.list)).toEqual([recent]);
    expect(Date.parse(byDefault.to) - Date.parse(byDefault.from)).toBe(7 * DAY);
    const tenDaysAgo = new Date(now - 10 * DAY);
    expect(
      roundIds((await bets(member.headers, `?from=${tenDaysAgo.toISOString()}`)).list),
    ).toEqual([recent, old]);
    expect(
      roundIds((await bets(member.headers, `?${range(tenDaysAgo, new Date(now - 8 * DAY))}`)).list),
    ).toEqual([]);
    expect(
      roundIds(
        (await bets(member.headers, `?${range(tenDaysAgo, new Date(now - 8 * DAY + 1))}`)).list,
      ),
    ).toEqual([old]);
  });

  it('refuses a range over 90 days or ending before it starts, and other bad queries', async () => {
    const member = await signedIn();
    // One instant for every bound: two reads of the clock could make 90 days a millisecond more.
    const now = Date.now();
    const iso = (days: number) => new Date(now + days * DAY).toISOString();
    expect((await bets(member.headers, `?from=${iso(-90)}&to=${iso(0)}`)).total).toBe(0);
    const refused = async (url: string) =>
      expectError(await get(url, member.headers), 400, 'VALIDATION_FAILED');
    const tooLong = await refused(`${BETS}?from=${iso(-91)}&to=${iso(0)}`);
    expect(tooLong.details).toEqual([{ path: 'to', reason: 'range_too_long' }]);
    const backwards = await refused(`${PROFIT}?from=${iso(-1)}&to=${iso(-2)}`);
    expect(backwards.details).toEqual([{ path: 'to', reason: 'not_after_from' }]);
    for (const query of [
      `?from=${iso(-1)}&to=${iso(-1)}`,
      '?from=yesterday',
      '?gameType=CASINO',
      '?vassalage=',
      '?page=0',
      '?pageSize=101',
      '?memberId=1',
    ]) {
      await refused(`${BETS}${query}`);
    }
    for (const query of [`?from=${iso(-91)}`, '?gameType=rng', '?vassalage=PG', '?page=1']) {
      await refused(`${PROFIT}${query}`);
    }
  });

  it('never shows another member’s rounds', async () => {
    const member = await signedIn();
    const other = await signedIn();
    const game = await createGame();
    const mine = await createRound(member.id, game, { stake: 100n });
    const theirs = await createRound(other.id, game, { stake: 9_900n, payout: 50_000n });
    const value = await bets(member.headers, `?vassalage=${game.vassalage}`);
    expect(roundIds(value.list)).toEqual([mine]);
    expect(value.totals.stake).toBe(1);
    expect(roundIds((await bets(other.headers)).list)).toEqual([theirs]);
    expect((await profit(member.headers)).totals.payout).toBe(0);
  });

  it('lets a trial account read its own empty record and refuses callers without a session', async () => {
    const trial = await signedIn({ type: 4 });
    const value = await bets(trial.headers);
    expect(value).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect(value.totals).toEqual({ count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 });
    expect((await profit(trial.headers)).totals.count).toBe(0);
    expectError(await t.app.inject({ url: BETS }), 401, 'NOT_LOGGED_IN');
    expectError(await t.app.inject({ url: PROFIT }), 401, 'NOT_LOGGED_IN');
    expectError(await get(BETS, { authorization: 'Bearer not-a-session' }), 401, 'SESSION_EXPIRED');
  });
});

describe('GET /wps/member/bets/profit', () => {
  // Site days run from 16:00 UTC to 16:00 UTC: 2025-03-10 (GMT+8) is 03-09T16:00Z to 03-10T16:00Z.
  const from = new Date('2025-03-08T16:00:00Z');
  const to = new Date('2025-03-12T16:00:00Z');

  it('sums settled rounds per site day (GMT+8), every day present, open and cancelled left out', async () => {
    const member = await signedIn();
    const game = await createGame();
    const at = (iso: string) => new Date(iso);
    // 2025-03-09 23:30 UTC is 2025-03-10 07:30 in site time.
    await createRound(member.id, game, {
      stake: 1_000n,
      payout: 2_500n,
      at: at('2025-03-09T23:30:00Z'),
    });
    await createRound(member.id, game, { stake: 400n, at: at('2025-03-10T15:59:59.999Z') });
    await createRound(member.id, game, {
      stake: 300n,
      payout: 100n,
      at: at('2025-03-10T16:00:00Z'),
    });
    await createRound(member.id, game, {
      stake: 9_000n,
      status: 'open',
      at: at('2025-03-10T02:00:00Z'),
    });
    await createRound(member.id, game, {
      stake: 8_000n,
      status: 'cancelled',
      at: at('2025-03-10T03:00:00Z'),
    });
    // Outside the range on both sides.
    await createRound(member.id, game, { stake: 5_000n, at: at('2025-03-08T15:59:59Z') });
    await createRound(member.id, game, { stake: 5_000n, at: to });

    const value = await profit(member.headers, `?${range(from, to)}`);
    expect(value).toMatchObject({
      from: from.toISOString(),
      to: to.toISOString(),
      currency: 'MYR',
    });
    const zero = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
    expect(value.days).toEqual([
      { date: '2025-03-09', ...zero },
      { date: '2025-03-10', count: 2, stake: 14, validBet: 14, payout: 25, winLoss: 11 },
      { date: '2025-03-11', count: 1, stake: 3, validBet: 3, payout: 1, winLoss: -2 },
      { date: '2025-03-12', ...zero },
    ]);
    expect(value.totals).toEqual({ count: 3, stake: 17, validBet: 17, payout: 26, winLoss: 9 });
    // The betting record's totals of the same range agree on what was settled.
    const record = await bets(member.headers, `?${range(from, to)}`);
    expect(record.totals).toMatchObject({ count: 5, validBet: 17, winLoss: 9 });
  });

  it('breaks the range down by category in nav order, only those with play, and filters by one', async () => {
    const member = await signedIn();
    const fish = await createGame({ category: 'FISH' });
    const slot = await createGame({ category: 'RNG' });
    const live = await createGame({ category: 'LIVE' });
    const lottery = await createGame({ category: 'LOTT' });
    const at = new Date('2025-03-10T04:00:00Z');
    await createRound(member.id, fish, { stake: 200n, payout: 500n, at });
    await createRound(member.id, slot, { stake: 100n, at });
    await createRound(member.id, slot, { stake: 100n, payout: 1_000n, at });
    await createRound(member.id, live, { stake: 700n, payout: 700n, at });
    await createRound(member.id, lottery, { stake: 50n, status: 'open', at });

    const value = await profit(member.headers, `?${range(from, to)}`);
    expect(value.categories).toEqual([
      { gameType: 'RNG', count: 2, stake: 2, validBet: 2, payout: 10, winLoss: 8 },
      { gameType: 'LIVE', count: 1, stake: 7, validBet: 7, payout: 7, winLoss: 0 },
      { gameType: 'FISH', count: 1, stake: 2, validBet: 2, payout: 5, winLoss: 3 },
    ]);
    expect(value.totals).toEqual({ count: 4, stake: 11, validBet: 11, payout: 22, winLoss: 11 });
    const slotsOnly = await profit(member.headers, `?${range(from, to)}&gameType=RNG`);
    expect(slotsOnly.categories.map((c) => c.gameType)).toEqual(['RNG']);
    expect(slotsOnly.totals.winLoss).toBe(8);
    expect(slotsOnly.days.find((day) => day.date === '2025-03-10')?.count).toBe(2);
  });

  it('covers the last 7 days by default, one entry per site day touched', async () => {
    const member = await signedIn();
    const value = await profit(member.headers);
    expect(Date.parse(value.to) - Date.parse(value.from)).toBe(7 * DAY);
    // Seven days from a moment that is not midnight touch eight site days.
    const midnight = (Date.parse(value.to) + 8 * HOUR) % DAY === 0;
    expect(value.days).toHaveLength(midnight ? 7 : 8);
    expect(value.categories).toEqual([]);
  });
});
