// The built server's configuration and database: the only place the bench reaches them in
// apps/server/dist, so that a module moved there is followed here once.
export { loadConfig } from '../../../apps/server/dist/config.js';
export { createDatabase } from '../../../apps/server/dist/db/database.js';
export { migrateToLatest } from '../../../apps/server/dist/db/migrate.js';
export { inTransaction } from '../../../apps/server/dist/db/transaction.js';
export { seedDemo } from '../../../apps/server/dist/db/seeds/demo-seed.js';
export { seedBenchCatalogue } from '../../../apps/server/dist/db/seeds/seed-games.js';
export {
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
} from '../../../apps/server/dist/db/seeds/seed-staff.js';
