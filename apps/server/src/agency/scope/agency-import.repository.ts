import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';

/**
 * The statements of a bulk import of an agency (agency-import.ts, decision 067), on the
 * import's transaction: the marker that turns the members insert trigger off, and the closure
 * rows and counts written in SQL at the end.
 */
export class AgencyImportRepository {
  /** The marker row 0: while `agency_tree_pending` has a row, the insert trigger writes nothing. */
  async turnTriggerOff(executor: Executor): Promise<void> {
    await sql`insert into agency_tree_pending (member_id) values (0)`.execute(executor);
  }

  /** Marks every member without its own closure row (depth 0); returns how many. */
  async markUnclosed(executor: Executor): Promise<number> {
    const marked = await sql`
      insert into agency_tree_pending (member_id)
      select m.id from members m
      where not exists (
        select 1 from agency_tree t
        where t.ancestor_id = m.id and t.depth = 0 and t.descendant_id = m.id
      )
    `.execute(executor);
    return Number(marked.numAffectedRows ?? 0);
  }

  /**
   * The closure rows of the marked members, walking `members.upline_id` to the top as migration
   * 0024 built the first closure.
   */
  async writeClosure(executor: Executor): Promise<void> {
    await sql`
      insert into agency_tree (ancestor_id, descendant_id, depth)
      with recursive chain (ancestor_id, descendant_id, depth) as (
        select member_id, member_id, 0 from agency_tree_pending where member_id <> 0
        union all
        select m.upline_id, chain.descendant_id, chain.depth + 1
        from chain join members m on m.id = chain.ancestor_id
        where m.upline_id is not null and chain.depth < 1000
      )
      select ancestor_id, descendant_id, depth from chain
    `.execute(executor);
  }

  /** The direct and downline counts of the marked members and every ancestor of theirs, afresh. */
  async recount(executor: Executor): Promise<void> {
    await sql`
      update members set
        direct_count = (select count(*) from members d where d.upline_id = members.id),
        downline_count = (select count(*) - 1 from agency_tree t where t.ancestor_id = members.id)
      where id in (
        select t.ancestor_id from agency_tree t
        join agency_tree_pending p on p.member_id = t.descendant_id
      )
    `.execute(executor);
  }

  /** Empties `agency_tree_pending`: the trigger is on again. */
  async clear(executor: Executor): Promise<void> {
    await sql`delete from agency_tree_pending`.execute(executor);
  }
}
