import { sql } from 'kysely';
import { recordWallets } from '@portal/shared/schemas/account-records';
import { isPostgres, siteDaySql } from '../../db/dialect.js';
import { minor } from '../../db/minor.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { addSums } from './summary-rows.repository.js';

/** The report cursor of team_ledger_days: the ledger chain place counted through. */
export const LEDGER_DAYS_CURSOR = 'team-ledger-days';

/** What one team's movements of one day, kind and direction add (negative when taken out). */
export interface LedgerDay {
  agentId: number;
  day: string;
  kind: string;
  direction: 1 | -1;
  entries: number;
  amount: bigint;
}

const wallets = sql.join(recordWallets.map((wallet) => sql`${wallet}`));

/**
 * Takes the lock of the team_ledger_days cursor in `trx` and answers its place. Whoever changes
 * team_ledger_days (the counter, a tree move, a rebuild) takes it first, so they follow one
 * another and none reads the summary half-moved.
 */
export async function lockLedgerCursor(trx: Executor): Promise<bigint> {
  if (!isPostgres(trx)) {
    // Takes SQLite's writer lock before reading, as the PostgreSQL row lock below does.
    await trx
      .updateTable('report_cursors')
      .set({ updated_at: nowIso() })
      .where('name', '=', LEDGER_DAYS_CURSOR)
      .execute();
  }
  let query = trx
    .selectFrom('report_cursors')
    .select('position')
    .where('name', '=', LEDGER_DAYS_CURSOR);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return BigInt(row.position);
}

/**
 * Counts the next linked transfers after chain place `after`, at most `limit` of them, into
 * team_ledger_days, and moves the cursor past them, in `trx` (which holds the cursor's lock).
 * Each member-side entry on a listed wallet adds to every ancestor of its member (the member
 * included), on its site day, by its transfer's kind and its direction. Answers the transfers
 * counted.
 */
export async function countLinkedTransfers(
  trx: Executor,
  after: bigint,
  limit: number,
): Promise<number> {
  const next = await sql<{ through: string | number | null; transfers: string | number }>`
    select max(chain_seq) as through, count(*) as transfers from (
      select chain_seq from ledger_transfers where chain_seq > ${after}
      order by chain_seq limit ${limit}
    ) next
  `.execute(trx);
  const transfers = Number(next.rows[0]?.transfers ?? 0);
  if (transfers === 0) return 0;
  const through = BigInt(next.rows[0]!.through!);
  await sql`
    insert into team_ledger_days (agent_id, day, kind, direction, entries, amount)
    select t.ancestor_id, own.day, own.kind, own.direction, sum(own.entries), sum(own.amount)
    from (${ownLedgerDays(trx, sql`x.chain_seq > ${after} and x.chain_seq <= ${through}`)}) own
    join agency_tree t on t.descendant_id = own.member_id
    where 1 = 1
    group by t.ancestor_id, own.day, own.kind, own.direction
    order by t.ancestor_id, own.day, own.kind, own.direction
    on conflict (agent_id, day, kind, direction) do update set
      entries = team_ledger_days.entries + excluded.entries,
      amount = team_ledger_days.amount + excluded.amount
  `.execute(trx);
  await trx
    .updateTable('report_cursors')
    .set({ position: through, updated_at: nowIso() })
    .where('name', '=', LEDGER_DAYS_CURSOR)
    .execute();
  return transfers;
}

/** Each member's movements on the listed wallets, by day, kind and direction, of `which` transfers. */
function ownLedgerDays(db: Executor, which: ReturnType<typeof sql>) {
  const day = siteDaySql(db, 'e.created_at');
  const direction = sql`case when e.amount > 0 then 1 else -1 end`;
  return sql`
    select a.member_id, ${day} as day, x.kind, ${direction} as direction,
      count(*) as entries, sum(abs(e.amount)) as amount
    from ledger_transfers x
    join ledger_entries e on e.transfer_id = x.id
    join ledger_accounts a on a.id = e.account_id
    where ${which} and a.member_id is not null and a.wallet in (${wallets})
    group by a.member_id, ${day}, x.kind, ${direction}
  `;
}

/** Adds each row to team_ledger_days (a new row, or the sums of an existing one). */
export async function addLedgerDays(trx: Executor, rows: readonly LedgerDay[]): Promise<void> {
  await addSums(
    trx,
    'team_ledger_days',
    ['agent_id', 'day', 'kind', 'direction'],
    ['entries', 'amount'],
    rows.map((row) => ({
      agent_id: row.agentId,
      day: row.day,
      kind: row.kind,
      direction: row.direction,
      entries: row.entries,
      amount: row.amount,
    })),
  );
}

/** The ledger days an agent's subtree holds (what moves with it). */
export async function teamLedgerDays(trx: Executor, agentId: number): Promise<LedgerDay[]> {
  const rows = await trx
    .selectFrom('team_ledger_days')
    .selectAll()
    .where('agent_id', '=', agentId)
    .execute();
  return rows.map((row) => ({
    agentId: row.agent_id,
    day: row.day,
    kind: row.kind,
    direction: row.direction === 1 ? 1 : -1,
    entries: Number(row.entries),
    amount: minor(row.amount),
  }));
}

/**
 * Recomputes team_ledger_days in `trx` (`reports rebuild` and its check): every transfer linked
 * through the cursor's place, summed for each team over the tree as it is now. The cursor does
 * not move: the counter goes on from it.
 */
export async function recomputeLedgerDays(trx: Executor): Promise<void> {
  const through = await lockLedgerCursor(trx);
  await sql`delete from team_ledger_days`.execute(trx);
  await sql`
    insert into team_ledger_days (agent_id, day, kind, direction, entries, amount)
    select t.ancestor_id, own.day, own.kind, own.direction, sum(own.entries), sum(own.amount)
    from (${ownLedgerDays(trx, sql`x.chain_seq <= ${through}`)}) own
    join agency_tree t on t.descendant_id = own.member_id
    group by t.ancestor_id, own.day, own.kind, own.direction
  `.execute(trx);
}

/**
 * Whether linked transfers wait to be counted (a read without a transaction or a lock): the
 * chain's last place against the cursor's, each one index or key lookup.
 */
export async function ledgerDaysBehind(db: Executor): Promise<boolean> {
  const result = await sql<{ last: string | number | null; position: string | number | null }>`
    select (select max(chain_seq) from ledger_transfers) as last,
      (select position from report_cursors where name = ${LEDGER_DAYS_CURSOR}) as position
  `.execute(db);
  const row = result.rows[0];
  return BigInt(row?.last ?? 0) > BigInt(row?.position ?? 0);
}
