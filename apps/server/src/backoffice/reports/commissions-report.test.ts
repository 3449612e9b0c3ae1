import { beforeAll, describe, expect, it } from 'vitest';
import { majorNumber } from '@portal/shared/money';
import {
  commissionsValueSchema,
  type CommissionFigures,
  type CommissionRow,
} from '@portal/shared/schemas/operator-reports';
import type { ContractKind } from '@portal/shared/contracts/terms';
import { addSiteDays } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { dayOfStored, instantOf, reportRecords, today } from '../../../test/report-records.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();
const records = reportRecords(t);

type Headers = Record<string, string>;
let headers: Headers;
const get = (url: string, with_: Headers = headers) =>
  t.app.inject({ method: 'GET', url, headers: with_ });

const from = addSiteDays(today, -6);

type Sums = {
  settlements: number;
  paidCount: number;
  validBets: bigint;
  gross: bigint;
  paid: bigint;
};
const zero = (): Sums => ({ settlements: 0, paidCount: 0, validBets: 0n, gross: 0n, paid: 0n });
const figures = (sums: Sums): CommissionFigures => ({
  settlements: sums.settlements,
  paidCount: sums.paidCount,
  validBets: majorNumber(sums.validBets),
  gross: majorNumber(sums.gross),
  paid: majorNumber(sums.paid),
});

/** The report recomputed in the test from every raw settlement of the table. */
async function recompute(by: 'agent' | 'day', rangeFrom: string, rangeTo: string, kind?: string) {
  const rows = await t.db
    .selectFrom('contract_settlements as s')
    .innerJoin('members as m', 'm.id', 's.holder_id')
    .select([
      's.kind',
      's.holder_id',
      'm.account',
      's.period_start',
      's.valid_bets',
      's.gross',
      's.amount',
    ])
    .execute();
  const groups = new Map<
    string,
    { head: Omit<CommissionRow, keyof CommissionFigures>; sums: Sums }
  >();
  const kinds = new Map<string, Sums>();
  const whole = zero();
  for (const row of rows) {
    const day = dayOfStored(row.period_start)!;
    if (day < rangeFrom || day > rangeTo || (kind && row.kind !== kind)) continue;
    const head =
      by === 'agent'
        ? {
            key: `${row.holder_id}:${row.kind}`,
            label: row.account,
            kind: row.kind as ContractKind,
            agentId: row.holder_id,
            day: null,
          }
        : {
            key: `${day}:${row.kind}`,
            label: day,
            kind: row.kind as ContractKind,
            agentId: null,
            day,
          };
    const group = groups.get(head.key) ?? { head, sums: zero() };
    groups.set(head.key, group);
    const ofKind = kinds.get(row.kind) ?? zero();
    kinds.set(row.kind, ofKind);
    for (const sums of [group.sums, ofKind, whole]) {
      sums.settlements += 1;
      sums.paidCount += BigInt(row.amount) > 0n ? 1 : 0;
      sums.validBets += BigInt(row.valid_bets);
      sums.gross += BigInt(row.gross);
      sums.paid += BigInt(row.amount);
    }
  }
  return {
    rows: [...groups.values()]
      .map((group) => ({ ...group.head, ...figures(group.sums) }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    totals: figures(whole),
    kinds: [...kinds.entries()]
      .map(([name, sums]) => ({ kind: name as ContractKind, ...figures(sums) }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  };
}

beforeAll(async () => {
  headers = (await staffWithToken(t, 'agency')).headers;
  const agents = [await records.member(), await records.member(), await records.member()];
  for (const [index, agent] of agents.entries()) {
    const daily = await records.contract(agent, 'daily');
    const hourly = await records.contract(agent, 'hourly');
    const dividend = await records.contract(agent, 'dividend');
    for (let daysAgo = 0; daysAgo <= 7; daysAgo++) {
      // A daily salary per day (some nothing paid), two hourly ones at the edges of the day, a
      // weekly dividend.
      await records.settlement(daily, agent, 'daily', instantOf(daysAgo, 0), {
        validBets: 100_000n + BigInt(index * 1000 + daysAgo),
        gross: 1_000n + BigInt(daysAgo),
        amount: (daysAgo + index) % 3 === 0 ? 0n : 1_000n + BigInt(daysAgo),
      });
      for (const hour of [0, 23]) {
        await records.settlement(hourly, agent, 'hourly', instantOf(daysAgo, hour), {
          validBets: 5_000n,
          gross: 50n + BigInt(hour),
          amount: 45n + BigInt(index),
        });
      }
      if (daysAgo % 7 === 0) {
        await records.settlement(dividend, agent, 'dividend', instantOf(daysAgo, 0), {
          validBets: 700_000n,
          gross: 30_000n,
          amount: 25_000n + BigInt(index * 11),
        });
      }
    }
  }
});

describe('GET /wps/operator/reports/commissions', () => {
  for (const by of ['agent', 'day'] as const) {
    it(`by ${by}: every row, the totals and each kind equal a recomputation from the settlements`, async () => {
      const value = expectValue(
        await get(
          `/wps/operator/reports/commissions?by=${by}&from=${from}&to=${today}&pageSize=100`,
        ),
        commissionsValueSchema,
      );
      const expected = await recompute(by, from, today);
      expect(value).toMatchObject({ from, to: today, by, currency: 'MYR' });
      expect(value.total).toBe(expected.rows.length);
      expect([...value.list].sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected.rows);
      expect(value.totals).toEqual(expected.totals);
      expect(value.kinds).toEqual(expected.kinds);
      expect(value.kinds.map((row) => row.kind)).toEqual(['daily', 'dividend', 'hourly']);
    });
  }

  it('one kind only, a single day, and the largest paid first', async () => {
    const value = expectValue(
      await get(`/wps/operator/reports/commissions?kind=dividend&from=${from}&to=${today}`),
      commissionsValueSchema,
    );
    expect(value.totals).toEqual((await recompute('agent', from, today, 'dividend')).totals);
    const paid = value.list.map((row) => row.paid);
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    const day = addSiteDays(today, -2);
    const single = expectValue(
      await get(`/wps/operator/reports/commissions?by=day&from=${day}&to=${day}`),
      commissionsValueSchema,
    );
    expect(single.list).toEqual((await recompute('day', day, day)).rows);
  });

  it('streams every row as CSV', async () => {
    const response = await get(
      `/wps/operator/reports/commissions?from=${from}&to=${today}&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('label,kind,settlements,paidCount,validBets,gross,paid');
    expect(lines).toHaveLength((await recompute('agent', from, today)).rows.length + 1);
  });

  it('refuses an unknown kind, a bad range, a role without reports and no token', async () => {
    expectError(
      await get('/wps/operator/reports/commissions?kind=weekly'),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`/wps/operator/reports/commissions?from=${today}&to=${from}`),
      400,
      'VALIDATION_FAILED',
    );
    const cs = (await staffWithToken(t, 'cs')).headers;
    expectError(await get('/wps/operator/reports/commissions', cs), 403, 'STAFF_FORBIDDEN');
    expectError(await get('/wps/operator/reports/commissions', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});
