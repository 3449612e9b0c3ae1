import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import { columns, dialectOf, FIELDS, recomputeIn } from './figures-rebuild.repository.js';
import { lockLedgerCursor } from './ledger-days.repository.js';

export interface FiguresCheck {
  /** Rows of each table that differ between the kept figures and a rebuild (0: they agree). */
  memberRows: number;
  teamRows: number;
  activityRows: number;
  firstDeposits: number;
  /** Rows of team_round_days (decision 074). */
  roundDayRows: number;
  /** Rows of team_ledger_days (decision 075). */
  ledgerDayRows: number;
}

/**
 * The rows that differ between the kept figures and a rebuild from the raw records, changing
 * nothing: the rebuild runs in a transaction that is rolled back.
 */
export async function differencesFromRebuild(db: DB): Promise<FiguresCheck> {
  const d = dialectOf(db);
  const nonZero = sql.join(
    FIELDS.map((field) => sql`${sql.ref(field)} <> 0`),
    sql` or `,
  );
  let result: FiguresCheck | undefined;
  class Rollback extends Error {}
  try {
    await db.transaction().execute(async (trx) => {
      // The ledger days' counter waits, so the kept rows and the rebuild count the same places.
      await lockLedgerCursor(trx);
      await sql`create temporary table kept_member as select member_id, day, category, ${columns} from member_daily_figures where ${nonZero}`.execute(
        trx,
      );
      await sql`create temporary table kept_team as select agent_id, day, category, ${columns} from team_daily_figures where ${nonZero}`.execute(
        trx,
      );
      await sql`create temporary table kept_activity as select agent_id, period, active_members from team_activity where active_members <> 0`.execute(
        trx,
      );
      await sql`create temporary table kept_first as select member_id, day from agency_first_deposits`.execute(
        trx,
      );
      await sql`create temporary table kept_rounds as select agent_id, day, category, vassalage, rounds, stake, payout from team_round_days where rounds <> 0 or stake <> 0 or payout <> 0`.execute(
        trx,
      );
      await sql`create temporary table kept_ledger as select agent_id, day, kind, direction, entries, amount from team_ledger_days where entries <> 0 or amount <> 0`.execute(
        trx,
      );
      await recomputeIn(trx, d);
      const differing = async (kept: string, table: string, keyed: RawBuilder<unknown>) => {
        const count = async (from: string, minus: string) => {
          const rows = await sql<{ count: string | number }>`
            select count(*) as count from (
              select ${keyed} from ${sql.table(from)} except select ${keyed} from ${sql.table(minus)}
            ) differences
          `.execute(trx);
          return Number(rows.rows[0]?.count ?? 0);
        };
        return (await count(kept, table)) + (await count(table, kept));
      };
      result = {
        memberRows: await differing(
          'kept_member',
          'member_daily_figures',
          sql`member_id, day, category, ${columns}`,
        ),
        teamRows: await differing(
          'kept_team',
          'team_daily_figures',
          sql`agent_id, day, category, ${columns}`,
        ),
        activityRows: await differing(
          'kept_activity',
          'team_activity',
          sql`agent_id, period, active_members`,
        ),
        firstDeposits: await differing('kept_first', 'agency_first_deposits', sql`member_id, day`),
        roundDayRows: await differing(
          'kept_rounds',
          'team_round_days',
          sql`agent_id, day, category, vassalage, rounds, stake, payout`,
        ),
        ledgerDayRows: await differing(
          'kept_ledger',
          'team_ledger_days',
          sql`agent_id, day, kind, direction, entries, amount`,
        ),
      };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result!;
}
