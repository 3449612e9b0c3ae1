/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteStaff } from './2025_11_28_0032_staff_second_factor.js';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

const NINE_ROLES = [
  'admin',
  'finance',
  'risk',
  'cs',
  'content',
  'marketing',
  'agency',
  'lottery',
  'viewer',
];
const SIX_ROLES = ['admin', 'finance', 'risk', 'cs', 'content', 'viewer'];

const roleCheck = (roles: string[]) =>
  sql`role in (${sql.join(roles.map((role) => sql.lit(role)))})`;

async function allowRoles(db: Kysely<any>, roles: string[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table staff drop constraint staff_role`.execute(db);
    await sql`alter table staff add constraint staff_role check (${roleCheck(roles)})`.execute(db);
  } else {
    await rebuildSqliteStaff(db, roles, true);
  }
}

/** The desks' own roles: marketing, agency and lottery (decision 045). */
export async function up(db: Kysely<any>): Promise<void> {
  await allowRoles(db, NINE_ROLES);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The six roles cannot hold the desks' roles: such staff keep reading and nothing more.
  await db
    .updateTable('staff')
    .set({ role: 'viewer' })
    .where('role', 'not in', SIX_ROLES)
    .execute();
  await allowRoles(db, SIX_ROLES);
}
