import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { downlineListValueSchema, teamOverviewValueSchema } from '@portal/shared/schemas/agency';
import { fromMinor } from '@portal/shared/money';
import { authHeader, login } from '../../../test/accounts.js';
import { expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { seedDemo } from '../../db/seeds/demo-seed.js';
import { DEMO_PASSWORD } from '../../db/seeds/seed-members.js';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';

const t = useTestApp();

async function counts() {
  const [members, rounds, transfers, deposits] = await Promise.all(
    (['members', 'bet_rounds', 'ledger_transfers', 'deposit_orders'] as const).map((table) =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
    ),
  );
  return { members, rounds, transfers, deposits };
}

describe('the demo team of agent01', () => {
  it('is a three-level team the agent sees in the agent centre', async () => {
    const { token } = await login(t, 'agent01', DEMO_PASSWORD);
    const headers = authHeader(token);
    const direct = expectValue(
      await t.app.inject({ url: '/wps/agent/team/members', headers, query: { type: 'agent' } }),
      downlineListValueSchema,
    );
    expect(direct.list.map((row) => row.account)).toEqual(['ag01s1', 'ag01s2', 'ag01s3']);
    const all = expectValue(
      await t.app.inject({
        url: '/wps/agent/team/members',
        headers,
        query: { scope: 'all', pageSize: '100' },
      }),
      downlineListValueSchema,
    );
    // demo01 and the 20 accounts of the team.
    expect(all.total).toBe(21);
    expect(Math.max(...all.list.map((row) => row.level))).toBe(3);
    expect(all.list.filter((row) => row.balance > 0).length).toBeGreaterThan(10);
  });

  it('has settled rounds in four categories over the last weeks, consistent with the ledger', async () => {
    const categories = await t.db
      .selectFrom('bet_rounds')
      .select('category_code')
      .distinct()
      .where('round_id', 'like', 'seed-%')
      .execute();
    expect(categories.map((row) => row.category_code).sort()).toEqual([
      'FISH',
      'LIVE',
      'RNG',
      'SPORTS',
    ]);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);

    // Each member's main wallet is their deposits less their stakes plus their payouts.
    const rows = await sql<{ id: number; balance: string; expected: string }>`
      select m.id, w.balance,
        coalesce((select sum(amount) from deposit_orders d
          where d.member_id = m.id and d.status = 'success'), 0)
        - coalesce((select sum(stake) from bet_rounds r where r.member_id = m.id), 0)
        + coalesce((select sum(payout) from bet_rounds r where r.member_id = m.id), 0) as expected
      from members m join ledger_accounts w on w.member_id = m.id and w.wallet = 'main'
      where m.account like 'ag01s%'
    `.execute(t.db);
    expect(rows.rows.length).toBeGreaterThan(10);
    for (const row of rows.rows) expect(BigInt(row.balance)).toBe(BigInt(row.expected));
  });

  it("shows in agent01's team overview, to the cent against the raw records", async () => {
    const { token } = await login(t, 'agent01', DEMO_PASSWORD);
    const today = siteDayOf(new Date());
    const overview = expectValue(
      await t.app.inject({
        url: '/wps/agent/team/overview',
        headers: authHeader(token),
        query: { period: 'custom', from: addSiteDays(today, -40), to: today },
      }),
      teamOverviewValueSchema,
    );
    const raw = await sql<{ stakes: string; payouts: string; deposits: string }>`
      select
        (select sum(stake) from bet_rounds r join agency_tree t on t.descendant_id = r.member_id
          join members a on a.id = t.ancestor_id where a.account = 'agent01' and t.depth > 0) as stakes,
        (select sum(payout) from bet_rounds r join agency_tree t on t.descendant_id = r.member_id
          join members a on a.id = t.ancestor_id where a.account = 'agent01' and t.depth > 0) as payouts,
        (select sum(amount) from deposit_orders d join agency_tree t on t.descendant_id = d.member_id
          join members a on a.id = t.ancestor_id where a.account = 'agent01' and t.depth > 0
          and d.status = 'success') as deposits
    `.execute(t.db);
    const money = (value: string) => Number(fromMinor(BigInt(value)));
    expect(overview.figures).toMatchObject({
      bets: money(raw.rows[0]!.stakes),
      payouts: money(raw.rows[0]!.payouts),
      deposits: money(raw.rows[0]!.deposits),
    });
    expect(overview.teamSize).toEqual({ direct: 4, all: 21 });
  });

  it('is written once: the seed run again changes nothing', async () => {
    const before = await counts();
    await seedDemo(t.db, t.config);
    expect(await counts()).toEqual(before);
  });
});
