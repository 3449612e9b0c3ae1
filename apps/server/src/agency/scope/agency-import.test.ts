import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/transaction.js';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { closeImportedMembers, importAgency } from './agency-import.js';

/** Rolls the transaction back after `work` has looked at it. */
class RolledBack extends Error {}

describe('bulk import of an agency (closure rows and counts written in SQL, triggers off)', () => {
  const t = useTestApp({ seed: false });

  /** An agency to import under `head`: 3 agents, 6 sub-agents, 12 players, each under one above. */
  const agency = (tag: string, head: string) => {
    const rows: { account: string; type: number; upline: string }[] = [];
    for (let a = 0; a < 3; a++) {
      rows.push({ account: `${tag}a${a}`, type: 2, upline: head });
      for (let s = 0; s < 2; s++) {
        rows.push({ account: `${tag}a${a}s${s}`, type: 2, upline: `${tag}a${a}` });
        for (let p = 0; p < 2; p++) {
          rows.push({ account: `${tag}a${a}s${s}p${p}`, type: 0, upline: `${tag}a${a}s${s}` });
        }
      }
    }
    return rows;
  };

  const insertAgency = async (executor: Executor, rows: ReturnType<typeof agency>) => {
    const ids = new Map<string, number>();
    const now = new Date().toISOString();
    for (const row of rows) {
      const upline =
        ids.get(row.upline) ??
        (
          await executor
            .selectFrom('members')
            .select('id')
            .where('account_key', '=', row.upline)
            .executeTakeFirstOrThrow()
        ).id;
      const inserted = await executor
        .insertInto('members')
        .values({
          account: row.account,
          account_key: row.account,
          nickname: row.account,
          type: row.type,
          status: 'active',
          icon: 1,
          rank_level: 1,
          upline_id: upline,
          currency: 'MYR',
          profile: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(row.account, inserted.id);
    }
  };

  /** The tree as accounts: every closure row and every member's counts. */
  const snapshot = async (executor: Executor) => {
    const closure = await executor
      .selectFrom('agency_tree as t')
      .innerJoin('members as a', 'a.id', 't.ancestor_id')
      .innerJoin('members as d', 'd.id', 't.descendant_id')
      .select(['a.account_key as ancestor', 'd.account_key as descendant', 't.depth'])
      .orderBy('a.account_key')
      .orderBy('d.account_key')
      .execute();
    const counts = await executor
      .selectFrom('members')
      .select(['account_key', 'direct_count', 'downline_count'])
      .orderBy('account_key')
      .execute();
    return { closure, counts };
  };

  it('writes the closure rows and counts the triggers write, under an existing agent', async () => {
    const top = await createMember(t, { account: 'imptop', type: 1 });
    const mid = await createMember(t, { account: 'impmid', type: 2, uplineId: top.id });
    await createMember(t, { account: 'impold', uplineId: mid.id });
    const rows = agency('impx', 'impmid');

    // What the per-row triggers write, seen inside a transaction that is then rolled back.
    let byTriggers: Awaited<ReturnType<typeof snapshot>> | undefined;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await insertAgency(trx, rows);
        byTriggers = await snapshot(trx);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(byTriggers!.closure.filter((row) => row.ancestor === 'imptop')).toHaveLength(
      2 + 1 + rows.length,
    );

    const before = await t.db.selectFrom('agency_tree').select('depth').execute();
    const pendingDuringFill: number[] = [];
    await importAgency(t.db, async (trx) => {
      await insertAgency(trx, rows);
      // The trigger was off: not one closure row was written by the inserts.
      const written = await trx.selectFrom('agency_tree').select('depth').execute();
      pendingDuringFill.push(written.length - before.length);
    });
    expect(pendingDuringFill).toEqual([0]);
    expect(await snapshot(t.db)).toEqual(byTriggers);
    expect(
      await t.db
        .selectFrom('agency_tree_pending' as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
    const head = await t.db
      .selectFrom('members')
      .select(['direct_count', 'downline_count'])
      .where('id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ direct_count: 1, downline_count: 2 + rows.length });
  });

  it('leaves the triggers on after an import, and closes nothing twice', async () => {
    const top = await createMember(t, { account: 'impaftertop', type: 1 });
    const leaf = await createMember(t, { account: 'impafterleaf', uplineId: top.id });
    const closure = await t.db
      .selectFrom('agency_tree')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', leaf.id)
      .orderBy('depth')
      .execute();
    expect(closure).toEqual([
      { ancestor_id: leaf.id, depth: 0 },
      { ancestor_id: top.id, depth: 1 },
    ]);
    expect(await closeImportedMembers(t.db)).toBe(0);
  });
});
