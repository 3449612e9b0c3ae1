import { describe, expect, it } from 'vitest';
import { teamTransactionsValueSchema } from '@portal/shared/schemas/agency';
import { createMember } from '../../../test/accounts.js';
import { expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { checkAgencyFigures, rebuildAgencyFigures } from '../reports/figures-rebuild.js';
import { LEDGER_DAYS_CURSOR } from '../reports/ledger-days.repository.js';
import { createTeam, signedIn, fund, sendUp } from './team-test-kit.js';

const t = useTestApp({ seed: false });

const totals = async (headers: Record<string, string>, query = '') =>
  expectValue(
    await t.app.inject({ url: `/wps/agent/team/transactions${query}`, headers }),
    teamTransactionsValueSchema,
  ).totals;

const link = () => t.app.services.ledgerChainer.linkAll();
const count = () => t.app.services.teamLedgerCounter.countAll();

const ledgerDays = (agentId: number) =>
  t.db
    .selectFrom('team_ledger_days')
    .select(['day', 'kind', 'direction', 'entries', 'amount'])
    .where('agent_id', '=', agentId)
    .orderBy('kind')
    .orderBy('direction')
    .execute();

/**
 * A team with money moving in it: deposits of the agent (its own: never in its totals), of the
 * sub-agent, of the member below it and of another team's member; the deep member sends 12.50
 * up to the sub-agent, the sub-agent 5.00 up to the agent.
 */
async function teamWithMovements() {
  const team = await createTeam(t);
  const other = await createTeam(t);
  await fund(t, team.agent.id, 99_900n);
  await fund(t, team.sub.id, 10_000n);
  await fund(t, team.deep.id, 5_000n);
  await fund(t, other.deep.id, 88_800n);
  await sendUp(t, team.deep.id, team.sub.id, 1_250n);
  await sendUp(t, team.sub.id, team.agent.id, 500n);
  return { ...team, other };
}

/** The downline's totals of teamWithMovements, by type filter. */
const expected = {
  all: { in: 162.5, out: 17.5, count: 5 },
  deposits: { in: 150, out: 0, count: 2 },
  toUpline: { in: 0, out: 17.5, count: 2 },
};

describe('team transaction totals over whole days (decision 075)', () => {
  it('are the same whether the movements are not linked yet, linked but not counted, or counted', async () => {
    const { agent, deep } = await teamWithMovements();
    const read = async () => ({
      all: await totals(agent.headers),
      deposits: await totals(agent.headers, '?type=deposit'),
      toUpline: await totals(agent.headers, '?type=transfer_to_upline'),
    });

    expect(await read()).toEqual(expected);
    await link();
    expect(await read()).toEqual(expected);
    expect(await count()).toBeGreaterThan(0);
    expect(await read()).toEqual(expected);
    // One account is read from the entries themselves.
    expect(await totals(agent.headers, `?account=${deep.account}`)).toEqual({
      in: 50,
      out: 12.5,
      count: 2,
    });

    // Counted, then more: the summary and the new movements add up.
    const late = await createMember(t, { uplineId: agent.id });
    await fund(t, late.id, 2_500n);
    expect((await read()).all).toEqual({ in: 187.5, out: 17.5, count: 6 });
    await link();
    await count();
    expect((await read()).all).toEqual({ in: 187.5, out: 17.5, count: 6 });
  });

  it('come from the summary once counted, the agent’s own movements left out', async () => {
    const { agent, sub } = await teamWithMovements();
    await link();
    await count();
    // The agent's rows hold its whole subtree, the agent included: 99.00 + 5.00 in are its own.
    const rows = await ledgerDays(agent.id);
    expect(
      rows.map((row) => [row.kind, row.direction, Number(row.entries), Number(row.amount)]),
    ).toEqual([
      ['deposit', 1, 3, 114_900],
      ['upline_out', -1, 2, 1_750],
      ['upline_out', 1, 2, 1_750],
    ]);
    // A row changed by hand shows in the totals: they are read from it.
    await t.db
      .updateTable('team_ledger_days')
      .set({ amount: 124_900n })
      .where('agent_id', '=', agent.id)
      .where('kind', '=', 'deposit')
      .execute();
    expect(await totals(agent.headers)).toEqual({ in: 262.5, out: 17.5, count: 5 });
    // The check finds the row changed (kept and rebuilt differ by one row each way), and a
    // rebuild puts it back.
    expect(await checkAgencyFigures(t.db)).toMatchObject({ ledgerDayRows: 2 });
    await rebuildAgencyFigures(t.db);
    expect(await checkAgencyFigures(t.db)).toMatchObject({ ledgerDayRows: 0 });
    expect(await totals(agent.headers)).toEqual(expected.all);
    // A sub-agent's own view: its downline is the deep member alone.
    expect(await totals(sub.headers)).toEqual({ in: 50, out: 12.5, count: 2 });
  });

  it('counts each transfer once, however many counters run and however often', async () => {
    const { agent } = await teamWithMovements();
    await link();
    const counted = await Promise.all([count(), count(), count()]);
    expect(counted.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(6);
    expect(await count()).toBe(0);
    expect(await totals(agent.headers)).toEqual(expected.all);
    const cursor = await t.db
      .selectFrom('report_cursors')
      .select('position')
      .where('name', '=', LEDGER_DAYS_CURSOR)
      .executeTakeFirstOrThrow();
    const head = await t.db
      .selectFrom('audit_chain_heads')
      .select('last_seq')
      .where('chain', '=', 'ledger')
      .executeTakeFirstOrThrow();
    expect(String(cursor.position)).toBe(String(head.last_seq));
    expect(await checkAgencyFigures(t.db)).toMatchObject({ ledgerDayRows: 0 });
  });

  it('follow a subtree moved to another agent, and a rebuild finds the same rows', async () => {
    const { agent, sub } = await teamWithMovements();
    const elsewhere = await signedIn(t, { type: 1 });
    await link();
    await count();
    await t.app.services.agencyTree.move(sub.id, elsewhere.id);
    // Left behind: the direct member's nothing; the sub-agent's 5.00 up now leaves the downline.
    expect(await totals(agent.headers)).toEqual({ in: 0, out: 0, count: 0 });
    expect(await totals(elsewhere.headers)).toEqual({ in: 162.5, out: 17.5, count: 5 });
    expect(await checkAgencyFigures(t.db)).toMatchObject({ ledgerDayRows: 0 });

    // Not counted yet when it moves back: read raw on the new tree.
    await fund(t, sub.id, 1_000n);
    await t.app.services.agencyTree.move(sub.id, agent.id);
    expect(await totals(agent.headers)).toEqual({ in: 172.5, out: 17.5, count: 6 });
    await rebuildAgencyFigures(t.db);
    expect(await totals(agent.headers)).toEqual({ in: 172.5, out: 17.5, count: 6 });
    await link();
    await count();
    expect(await totals(agent.headers)).toEqual({ in: 172.5, out: 17.5, count: 6 });
    expect(await totals(elsewhere.headers)).toEqual({ in: 0, out: 0, count: 0 });
    expect(await checkAgencyFigures(t.db)).toMatchObject({ ledgerDayRows: 0 });
  });
});
