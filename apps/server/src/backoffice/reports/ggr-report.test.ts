import { beforeAll, describe, expect, it } from 'vitest';
import { majorNumber } from '@portal/shared/money';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import { ggrReportValueSchema, type GgrRow } from '@portal/shared/schemas/operator-reports';
import { addSiteDays } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { dayOfStored, instantOf, reportRecords, today } from '../../../test/report-records.js';
import { staffWithToken } from '../../../test/staff.js';
import { rebuildAgencyFigures } from '../../agency/reports/figures-rebuild.js';

const t = useTestApp();
const records = reportRecords(t);

type Headers = Record<string, string>;
let headers: Headers;
const get = (url: string, with_: Headers = headers) =>
  t.app.inject({ method: 'GET', url, headers: { ...with_, language: 'EN' } });

const from = addSiteDays(today, -3);

/** What the report should say, recomputed in the test from every raw round of the table. */
async function recompute(by: 'vendor' | 'game' | 'day', rangeFrom: string, rangeTo: string) {
  const [rounds, vendors, names] = await Promise.all([
    t.db
      .selectFrom('bet_rounds')
      .select([
        'member_id',
        'game_id',
        'category_code',
        'vassalage',
        'stake',
        'payout',
        'settled_at',
      ])
      .where('status', '=', 'settled')
      .execute(),
    t.db.selectFrom('vendors').select(['category_code', 'vassalage', 'title']).execute(),
    t.db
      .selectFrom('game_translations')
      .select(['game_id', 'name'])
      .where('lang', '=', FALLBACK_LANGUAGE)
      .execute(),
  ]);
  const inRange = rounds.filter((row) => {
    const day = dayOfStored(row.settled_at)!;
    return day >= rangeFrom && day <= rangeTo;
  });
  const groups = new Map<
    string,
    {
      row: Omit<GgrRow, 'bets' | 'payouts' | 'ggr' | 'rounds' | 'players'>;
      bets: bigint;
      payouts: bigint;
      rounds: number;
      players: Set<number>;
    }
  >();
  const keyOf = (row: (typeof inRange)[number]) => {
    const day = dayOfStored(row.settled_at)!;
    if (by === 'day') return { key: day, label: day, category: null, vendor: null, day };
    if (by === 'vendor') {
      const vendor = vendors.find(
        (v) => v.category_code === row.category_code && v.vassalage === row.vassalage,
      );
      return {
        key: `${row.category_code}:${row.vassalage}`,
        label: vendor?.title ?? row.vassalage,
        category: row.category_code,
        vendor: row.vassalage,
        day: null,
      };
    }
    return {
      key: `${row.game_id}:${row.category_code}:${row.vassalage}`,
      label: names.find((name) => name.game_id === row.game_id)!.name,
      category: row.category_code,
      vendor: row.vassalage,
      day: null,
    };
  };
  for (const round of inRange) {
    const head = keyOf(round);
    const group = groups.get(head.key) ?? {
      row: head,
      bets: 0n,
      payouts: 0n,
      rounds: 0,
      players: new Set<number>(),
    };
    group.bets += BigInt(round.stake);
    group.payouts += BigInt(round.payout);
    group.rounds += 1;
    group.players.add(round.member_id);
    groups.set(head.key, group);
  }
  const figures = (bets: bigint, payouts: bigint, count: number, players: number) => ({
    bets: majorNumber(bets),
    payouts: majorNumber(payouts),
    ggr: majorNumber(bets - payouts),
    rounds: count,
    players,
  });
  const rows: GgrRow[] = [...groups.values()].map((group) => ({
    ...group.row,
    ...figures(group.bets, group.payouts, group.rounds, group.players.size),
  }));
  if (by === 'day') {
    for (let day = rangeFrom; day <= rangeTo; day = addSiteDays(day, 1)) {
      if (!groups.has(day)) {
        rows.push({
          key: day,
          label: day,
          category: null,
          vendor: null,
          day,
          ...figures(0n, 0n, 0, 0),
        });
      }
    }
  }
  const sum = (value: (row: (typeof inRange)[number]) => bigint) =>
    inRange.reduce((total, row) => total + value(row), 0n);
  return {
    rows: rows.sort((a, b) => a.key.localeCompare(b.key)),
    totals: figures(
      sum((row) => BigInt(row.stake)),
      sum((row) => BigInt(row.payout)),
      inRange.length,
      new Set(inRange.map((row) => row.member_id)).size,
    ),
  };
}

beforeAll(async () => {
  headers = (await staffWithToken(t, 'finance')).headers;
  const games = await records.gamesOfVendors(3);
  const members = [await records.member(), await records.member(), await records.member()];
  // Four days of play on three vendors, two games each; rounds at the edges of site days
  // (00:30 and 23:30 GMT+8), outside the range, still open and cancelled.
  for (let daysAgo = 0; daysAgo <= 3; daysAgo++) {
    for (const [index, game] of games.entries()) {
      const member = members[(index + daysAgo) % members.length]!;
      await records.round(member, game, instantOf(daysAgo, 0), 1_000n + BigInt(index * 7), 350n);
      await records.round(member, game, instantOf(daysAgo, 23), 2_505n, 4_000n + BigInt(daysAgo));
      await records.round(members[0]!, game, instantOf(daysAgo, 12), 99n, 0n);
    }
  }
  await records.round(members[1]!, games[0]!, instantOf(4, 23), 70_000n, 0n);
  await records.round(members[1]!, games[0]!, null, 50_000n, 0n, 'open');
  await records.round(members[2]!, games[1]!, instantOf(1), 60_000n, 0n, 'cancelled');
  // The day view reads the event-fed daily figures: rebuilt from the raw records here.
  await rebuildAgencyFigures(t.db);
});

describe('GET /wps/operator/reports/ggr', () => {
  for (const by of ['vendor', 'game', 'day'] as const) {
    it(`by ${by}: every row and the totals equal a recomputation from the raw rounds`, async () => {
      const value = expectValue(
        await get(`/wps/operator/reports/ggr?by=${by}&from=${from}&to=${today}&pageSize=100`),
        ggrReportValueSchema,
      );
      const expected = await recompute(by, from, today);
      expect(value).toMatchObject({ from, to: today, by, currency: 'MYR' });
      expect(value.total).toBe(expected.rows.length);
      expect([...value.list].sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected.rows);
      expect(value.totals).toEqual(expected.totals);
      expect(value.totals.rounds).toBeGreaterThanOrEqual(36);
    });
  }

  it('by vendor: one category only, and every single day', async () => {
    const category = (await records.gamesOfVendors(3))[0]!.category_code;
    const value = expectValue(
      await get(
        `/wps/operator/reports/ggr?by=vendor&from=${from}&to=${today}&category=${category}`,
      ),
      ggrReportValueSchema,
    );
    expect(value.list.every((row) => row.category === category)).toBe(true);
    for (let daysAgo = 0; daysAgo <= 4; daysAgo++) {
      const day = addSiteDays(today, -daysAgo);
      const single = expectValue(
        await get(`/wps/operator/reports/ggr?by=vendor&from=${day}&to=${day}&pageSize=100`),
        ggrReportValueSchema,
      );
      expect(single.totals).toEqual((await recompute('vendor', day, day)).totals);
    }
  });

  it('pages and sorts: largest GGR first by default, then by the asked column', async () => {
    const first = expectValue(
      await get(`/wps/operator/reports/ggr?by=game&from=${from}&to=${today}&pageSize=2`),
      ggrReportValueSchema,
    );
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.ggr).toBeGreaterThanOrEqual(first.list[1]!.ggr);
    const second = expectValue(
      await get(`/wps/operator/reports/ggr?by=game&from=${from}&to=${today}&pageSize=2&page=2`),
      ggrReportValueSchema,
    );
    expect(second.list[0]!.ggr).toBeLessThanOrEqual(first.list[1]!.ggr);
    expect(second.list.map((row) => row.key)).not.toContain(first.list[0]!.key);
    const byRounds = expectValue(
      await get(`/wps/operator/reports/ggr?by=vendor&from=${from}&to=${today}&sort=rounds`),
      ggrReportValueSchema,
    );
    const rounds = byRounds.list.map((row) => row.rounds);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
  });

  it('streams every row as CSV, whose GGR adds up to the totals', async () => {
    const url = `/wps/operator/reports/ggr?by=game&from=${from}&to=${today}`;
    const value = expectValue(await get(`${url}&pageSize=100`), ggrReportValueSchema);
    const response = await get(`${url}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('label,category,vendor,bets,payouts,ggr,rounds,players');
    expect(lines).toHaveLength(value.total + 1);
    const ggr = lines
      .slice(1)
      .map((line) => line.split(',').at(-3)!)
      .reduce((total, cell) => total + Math.round(Number(cell) * 100), 0);
    expect(ggr).toBe(Math.round(value.totals.ggr * 100));
  });

  it('refuses a bad grouping, a reversed or too long range, a role without reports, no token', async () => {
    expectError(await get('/wps/operator/reports/ggr?by=member'), 400, 'VALIDATION_FAILED');
    expectError(
      await get(`/wps/operator/reports/ggr?from=${today}&to=${from}`),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`/wps/operator/reports/ggr?from=2020-01-01&to=2025-01-01&format=csv`),
      400,
      'VALIDATION_FAILED',
    );
    const cs = (await staffWithToken(t, 'cs')).headers;
    expectError(await get('/wps/operator/reports/ggr', cs), 403, 'STAFF_FORBIDDEN');
    expectError(await get('/wps/operator/reports/ggr', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});
