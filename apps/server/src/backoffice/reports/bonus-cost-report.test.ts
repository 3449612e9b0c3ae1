import { beforeAll, describe, expect, it } from 'vitest';
import { majorNumber } from '@portal/shared/money';
import {
  bonusCostValueSchema,
  manualBonusesValueSchema,
  type BonusCostFigures,
  type BonusCostRow,
} from '@portal/shared/schemas/operator-reports';
import { addSiteDays } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { dayOfStored, instantOf, reportRecords, today } from '../../../test/report-records.js';
import { staffWithToken } from '../../../test/staff.js';
import { toIsoString } from '../../db/time.js';

const t = useTestApp();
const records = reportRecords(t);

type Headers = Record<string, string>;
let headers: Headers;
const get = (url: string, with_: Headers = headers) =>
  t.app.inject({ method: 'GET', url, headers: with_ });

const from = addSiteDays(today, -3);
const RETURNED = new Set(['expired', 'forfeited', 'cancelled']);

/** The report recomputed in the test from every raw bonus and deposit of the tables. */
async function recompute(by: 'promotion' | 'day', rangeFrom: string, rangeTo: string) {
  const [bonuses, deposits, promotions] = await Promise.all([
    t.db
      .selectFrom('bonuses')
      .select(['member_id', 'promotion_id', 'source', 'amount', 'state', 'issued_at', 'ended_at'])
      .execute(),
    t.db
      .selectFrom('deposit_orders')
      .select(['member_id', 'amount', 'credited_at'])
      .where('status', '=', 'success')
      .execute(),
    t.db.selectFrom('promotions').select(['id', 'code']).execute(),
  ]);
  const inRange = (day: string | null) => day !== null && day >= rangeFrom && day <= rangeTo;
  type Group = {
    head: Pick<BonusCostRow, 'key' | 'label' | 'promotionId' | 'source' | 'day'>;
    granted: bigint;
    grantedCount: number;
    returned: bigint;
    returnedCount: number;
    released: bigint;
    members: Set<number>;
  };
  const groups = new Map<string, Group>();
  const fresh = (head: Group['head']): Group => ({
    head,
    granted: 0n,
    grantedCount: 0,
    returned: 0n,
    returnedCount: 0,
    released: 0n,
    members: new Set(),
  });
  const whole = fresh({ key: '', label: '', promotionId: null, source: null, day: null });
  const groupOf = (bonus: (typeof bonuses)[number], day: string) => {
    const head =
      by === 'day'
        ? { key: day, label: day, promotionId: null, source: null, day }
        : {
            key: bonus.promotion_id === null ? bonus.source : String(bonus.promotion_id),
            label:
              bonus.promotion_id === null
                ? bonus.source
                : promotions.find((p) => p.id === bonus.promotion_id)!.code,
            promotionId: bonus.promotion_id,
            source: bonus.source,
            day: null,
          };
    let group = groups.get(head.key);
    if (!group) {
      group = fresh(head);
      groups.set(head.key, group);
    }
    return group;
  };
  for (const bonus of bonuses) {
    const amount = BigInt(bonus.amount);
    const issued = dayOfStored(bonus.issued_at)!;
    if (inRange(issued)) {
      for (const group of [groupOf(bonus, issued), whole]) {
        group.granted += amount;
        group.grantedCount += 1;
        group.members.add(bonus.member_id);
      }
    }
    const ended = dayOfStored(bonus.ended_at);
    if (ended !== null && inRange(ended)) {
      for (const group of [groupOf(bonus, ended), whole]) {
        if (RETURNED.has(bonus.state)) {
          group.returned += amount;
          group.returnedCount += 1;
        }
        if (bonus.state === 'completed') group.released += amount;
      }
    }
  }
  const depositsOf = (members: Set<number>, day: string | null) =>
    deposits
      .filter((row) => {
        const credited = dayOfStored(row.credited_at);
        return (
          members.has(row.member_id) && inRange(credited) && (day === null || credited === day)
        );
      })
      .reduce((total, row) => total + BigInt(row.amount), 0n);
  const figures = (group: Group, day: string | null): BonusCostFigures => ({
    granted: majorNumber(group.granted),
    grantedCount: group.grantedCount,
    returned: majorNumber(group.returned),
    returnedCount: group.returnedCount,
    released: majorNumber(group.released),
    netCost: majorNumber(group.granted - group.returned),
    members: group.members.size,
    deposits: majorNumber(depositsOf(group.members, day)),
  });
  return {
    rows: [...groups.values()]
      .map((group) => ({ ...group.head, ...figures(group, group.head.day) }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    totals: figures(whole, null),
  };
}

let adjusted: number;

beforeAll(async () => {
  headers = (await staffWithToken(t, 'marketing')).headers;
  const reload = await records.promotion(`RELOAD${Date.now()}`);
  const cashback = await records.promotion(`CASHBACK${Date.now()}`, 'cashback');
  const members = [await records.member(), await records.member(), await records.member()];
  adjusted = members[2]!;
  for (let daysAgo = 0; daysAgo <= 4; daysAgo++) {
    for (const [index, member] of members.entries()) {
      // Deposits on every day, one at the edge of a site day (23:30 GMT+8) and one refused.
      await records.deposit(
        member,
        instantOf(daysAgo, 23),
        10_000n + BigInt(index * 100 + daysAgo),
      );
      await records.deposit(member, instantOf(daysAgo, 8), 777n, 'rejected');
    }
    await records.bonus(members[0]!, {
      promotionId: reload,
      source: 'deposit_match',
      amount: 5_000n + BigInt(daysAgo),
      issuedAt: instantOf(daysAgo, 0),
    });
    await records.bonus(members[1]!, {
      promotionId: reload,
      source: 'deposit_match',
      amount: 2_500n,
      issuedAt: instantOf(daysAgo, 10),
      // Cancelled the day after (a day later than today ends in the future: still in play).
      state: daysAgo === 0 ? 'in_progress' : 'cancelled',
      endedAt: daysAgo === 0 ? undefined : instantOf(daysAgo - 1, 15),
    });
    await records.bonus(members[1]!, {
      promotionId: cashback,
      source: 'cashback',
      amount: 1_234n,
      issuedAt: instantOf(daysAgo, 12),
      state: daysAgo % 2 === 0 ? 'completed' : 'expired',
      endedAt: instantOf(daysAgo, 20),
    });
    await records.bonus(members[2]!, {
      promotionId: null,
      source: 'adjustment',
      amount: 3_000n + BigInt(daysAgo * 10),
      issuedAt: instantOf(daysAgo, 14),
      reason: `goodwill ${daysAgo}`,
      state: daysAgo === 3 ? 'forfeited' : 'in_progress',
      endedAt: daysAgo === 3 ? instantOf(1, 9) : undefined,
    });
  }
  await records.bonus(members[0]!, {
    promotionId: null,
    source: 'mission',
    amount: 800n,
    issuedAt: instantOf(2, 16),
  });
});

describe('GET /wps/operator/reports/bonus-cost', () => {
  for (const by of ['promotion', 'day'] as const) {
    it(`by ${by}: every row and the totals equal a recomputation from the raw records`, async () => {
      const value = expectValue(
        await get(
          `/wps/operator/reports/bonus-cost?by=${by}&from=${from}&to=${today}&pageSize=100`,
        ),
        bonusCostValueSchema,
      );
      const expected = await recompute(by, from, today);
      expect(value).toMatchObject({ from, to: today, by, currency: 'MYR' });
      expect(value.total).toBe(expected.rows.length);
      expect([...value.list].sort((a, b) => a.key.localeCompare(b.key))).toEqual(expected.rows);
      expect(value.totals).toEqual(expected.totals);
      expect(value.totals.returnedCount).toBeGreaterThan(0);
      expect(value.totals.released).toBeGreaterThan(0);
    });
  }

  it('equals the recomputation for each single day and sorts by net cost', async () => {
    for (let daysAgo = 0; daysAgo <= 4; daysAgo++) {
      const day = addSiteDays(today, -daysAgo);
      const value = expectValue(
        await get(`/wps/operator/reports/bonus-cost?from=${day}&to=${day}&pageSize=100`),
        bonusCostValueSchema,
      );
      expect(value.totals).toEqual((await recompute('promotion', day, day)).totals);
      const costs = value.list.map((row) => row.netCost);
      expect(costs).toEqual([...costs].sort((a, b) => b - a));
    }
  });

  it('streams every row as CSV', async () => {
    const url = `/wps/operator/reports/bonus-cost?by=day&from=${from}&to=${today}`;
    const response = await get(`${url}&format=csv`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'label,promotionId,source,granted,grantedCount,returned,returnedCount,released,netCost,members,deposits',
    );
    const expected = await recompute('day', from, today);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      expected.rows.map((row) => row.label),
    );
  });

  it('refuses a bad grouping or range, a role without reports and no token', async () => {
    expectError(await get('/wps/operator/reports/bonus-cost?by=member'), 400, 'VALIDATION_FAILED');
    expectError(
      await get('/wps/operator/reports/bonus-cost?from=2025-02-30'),
      400,
      'VALIDATION_FAILED',
    );
    const content = (await staffWithToken(t, 'content')).headers;
    expectError(await get('/wps/operator/reports/bonus-cost', content), 403, 'STAFF_FORBIDDEN');
    expectError(await get('/wps/operator/reports/bonus-cost', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('GET /wps/operator/reports/manual-bonuses', () => {
  it('lists the bonuses granted by hand in the range, newest first, with their sum', async () => {
    const value = expectValue(
      await get(`/wps/operator/reports/manual-bonuses?from=${from}&to=${today}&pageSize=100`),
      manualBonusesValueSchema,
    );
    const raw = (
      await t.db
        .selectFrom('bonuses')
        .select(['bonus_no', 'member_id', 'amount', 'issued_at', 'reason'])
        .where('source', '=', 'adjustment')
        .execute()
    ).filter((row) => {
      const day = dayOfStored(row.issued_at)!;
      return day >= from && day <= today;
    });
    expect(value.total).toBe(raw.length);
    expect(value.totals).toEqual({
      count: raw.length,
      amount: majorNumber(raw.reduce((total, row) => total + BigInt(row.amount), 0n)),
    });
    const issued = raw
      .map((row) => toIsoString(row.issued_at))
      .sort()
      .reverse();
    expect(value.list.map((row) => row.issuedAt)).toEqual(issued);
    expect(value.list.filter((row) => row.memberId === adjusted)).toHaveLength(4);
    expect(value.list[0]!.reason).toBe('goodwill 0');
  });

  it('streams as CSV and refuses a reversed range', async () => {
    const response = await get(`/wps/operator/reports/manual-bonuses?from=${from}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('goodwill 3');
    expectError(
      await get(`/wps/operator/reports/manual-bonuses?from=${today}&to=${from}`),
      400,
      'VALIDATION_FAILED',
    );
  });
});
