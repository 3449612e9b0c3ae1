import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seeds/demo-seed.js';
import { createLogger } from './lib/logger.js';
import { createRedis } from './lib/redis.js';

/** How often committed ledger transfers are linked into the chain (decision 055). */
const LEDGER_CHAIN_MS = 1_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const db = createDatabase(config);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  if (config.SEED_DEMO) {
    await seedDemo(db, config);
    logger.info('demo data present');
  }
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, logger) : null;
  const app = await buildApp({ config, db, logger, redis });
  // PostgreSQL: cached public answers learn of content changes from notifications (decision 022).
  await app.services.contentVersions.listen();

  // Stop accepting, let in-flight requests finish, then release the database and Redis.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await app.services.contentVersions.close();
    await db.destroy();
    await redis?.quit().catch(() => undefined);
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  await app.services.recurring.scheduleNext();
  app.services.jobs.start(config.JOBS_POLL_MS);
  app.services.ledgerChainer.start(LEDGER_CHAIN_MS);
  // The team transaction totals follow the chain: they count what it has linked (decision 075).
  app.services.teamLedgerCounter.start(LEDGER_CHAIN_MS, (err) =>
    app.log.error({ err }, 'team ledger days: a counting pass failed'),
  );
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Portal ready at http://${shownHost}:${port} (API docs at /docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
