import { Redis } from 'ioredis';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { translate } from '../i18n/translate.js';
import { isAppError } from '../lib/app-error.js';
import { createServices } from '../compose.js';
import { runAdminCommand } from './admin-commands.js';
import { CommandFailed, UsageError } from './admin-usage.js';

/** The operator's command line: `npm run admin -w apps/server -- maintenance on --title "..."`. */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config);
  // With Redis, the running servers hear at once of the sessions a command ends.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  const services = createServices({ config, db, redis });
  try {
    // A fresh database (the server never started) still gets its tables.
    await migrateToLatest(db);
    const output = await runAdminCommand(process.argv.slice(2), {
      db,
      config,
      services,
    });
    console.log(output);
    return 0;
  } catch (error) {
    if (error instanceof CommandFailed) {
      console.log(error.message);
      return 1;
    }
    const code = String((error as { code?: unknown }).code);
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\nRun "admin help" for the list of commands.`);
      return 2;
    }
    if (isAppError(error)) {
      const details = error.details?.map((d) => `  ${d.path}: ${d.reason}`).join('\n') ?? '';
      console.error(`${translate('EN', error.code)}${details ? `\n${details}` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await services.pubsub.close();
    // QUIT goes after the messages published, so they are delivered first.
    await redis?.quit().catch(() => undefined);
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
