import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';

describe('agency tree (closure table kept by the members triggers)', () => {
  const t = useTestApp({ seed: false });

  const closureOf = async (ids: number[]) =>
    (
      await t.db
        .selectFrom('agency_tree')
        .select(['ancestor_id', 'descendant_id', 'depth'])
        .where('descendant_id', 'in', ids)
        .orderBy('descendant_id')
        .orderBy('depth')
        .execute()
    ).map((row) => [row.ancestor_id, row.descendant_id, row.depth]);

  const counts = async (id: number) =>
    t.db
      .selectFrom('members')
      .select(['direct_count', 'downline_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('gives a new member a row for itself and one for every ancestor, and counts it upwards', async () => {
    const top = await createMember(t, { type: 1 });
    const mid = await createMember(t, { type: 2, uplineId: top.id });
    const leaf = await createMember(t, { uplineId: mid.id });
    expect(await closureOf([leaf.id])).toEqual([
      [leaf.id, leaf.id, 0],
      [mid.id, leaf.id, 1],
      [top.id, leaf.id, 2],
    ]);
    expect(await counts(top.id)).toEqual({ direct_count: 1, downline_count: 2 });
    expect(await counts(mid.id)).toEqual({ direct_count: 1, downline_count: 1 });
    expect(await counts(leaf.id)).toEqual({ direct_count: 0, downline_count: 0 });
  });

  it('moves a whole subtree to a new upline, its counts with it', async () => {
    const a = await createMember(t, { type: 1 });
    const b = await createMember(t, { type: 1 });
    const mid = await createMember(t, { type: 2, uplineId: a.id });
    const leaf = await createMember(t, { uplineId: mid.id });
    await t.db.updateTable('members').set({ upline_id: b.id }).where('id', '=', mid.id).execute();
    expect(await closureOf([mid.id, leaf.id])).toEqual([
      [mid.id, mid.id, 0],
      [b.id, mid.id, 1],
      [leaf.id, leaf.id, 0],
      [mid.id, leaf.id, 1],
      [b.id, leaf.id, 2],
    ]);
    expect(await counts(a.id)).toEqual({ direct_count: 0, downline_count: 0 });
    expect(await counts(b.id)).toEqual({ direct_count: 1, downline_count: 2 });
    // Detached: the subtree keeps only itself.
    await t.db.updateTable('members').set({ upline_id: null }).where('id', '=', mid.id).execute();
    expect(await closureOf([leaf.id])).toEqual([
      [leaf.id, leaf.id, 0],
      [mid.id, leaf.id, 1],
    ]);
    expect(await counts(b.id)).toEqual({ direct_count: 0, downline_count: 0 });
  });

  it('refuses a move under the member itself or under its own downline, and changes nothing', async () => {
    const top = await createMember(t, { type: 1 });
    const mid = await createMember(t, { type: 2, uplineId: top.id });
    const leaf = await createMember(t, { uplineId: mid.id });
    const before = await closureOf([top.id, mid.id, leaf.id]);
    for (const target of [leaf.id, mid.id, top.id]) {
      await expect(
        t.db.updateTable('members').set({ upline_id: target }).where('id', '=', top.id).execute(),
      ).rejects.toThrow(/AGENCY_CYCLE/);
    }
    expect(await closureOf([top.id, mid.id, leaf.id])).toEqual(before);
    expect(await counts(top.id)).toEqual({ direct_count: 1, downline_count: 2 });
  });

  it('agrees with the upline column for every member after many random moves', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 30; index++) {
      const upline = ids.length > 0 && index % 5 !== 0 ? ids[(index * 7) % ids.length] : undefined;
      ids.push((await createMember(t, { type: 2, uplineId: upline })).id);
    }
    for (let step = 0; step < 40; step++) {
      const member = ids[(step * 11) % ids.length]!;
      const upline = step % 9 === 0 ? null : ids[(step * 17 + 3) % ids.length];
      await t.db
        .updateTable('members')
        .set({ upline_id: upline })
        .where('id', '=', member)
        .execute()
        .catch((error: Error) => {
          if (!/AGENCY_CYCLE/.test(error.message)) throw error;
        });
    }
    // The closure recomputed from the upline column by a recursive query.
    const expected = await sql<{ ancestor_id: number; descendant_id: number; depth: number }>`
      with recursive chain (ancestor_id, descendant_id, depth) as (
        select id, id, 0 from members
        union all
        select m.upline_id, chain.descendant_id, chain.depth + 1
        from chain join members m on m.id = chain.ancestor_id where m.upline_id is not null
      )
      select ancestor_id, descendant_id, depth from chain order by descendant_id, depth
    `.execute(t.db);
    const all = await t.db
      .selectFrom('agency_tree')
      .select(['ancestor_id', 'descendant_id', 'depth'])
      .orderBy('descendant_id')
      .orderBy('depth')
      .execute();
    expect(all).toEqual(expected.rows);
    const wrongCounts = await sql<{ id: number }>`
      select id from members m where
        direct_count <> (select count(*) from members d where d.upline_id = m.id)
        or downline_count <> (select count(*) from agency_tree t where t.ancestor_id = m.id and t.depth > 0)
    `.execute(t.db);
    expect(wrongCounts.rows).toEqual([]);
  });
});
