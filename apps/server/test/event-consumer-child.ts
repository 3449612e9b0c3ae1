// A consumer process for the dispatcher's crash test (event-dispatcher.test.ts): it handles the
// events of one batch, writing an effect row for each, and stops dead in the middle of the
// batch's transaction (printing `mid`) so that the test can kill it there.
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';

const stopAfter = Number(process.env.STOP_AFTER);
const db = createDatabase(loadConfig(process.env));
const dispatcher = new EventDispatcher(db);
let handled = 0;
dispatcher.register({
  name: 'crash-test',
  types: ['member.logged_in'],
  async handle(event, trx) {
    await sql`insert into event_effects (event_id, consumer) values (${event.id}, 'crash-test')`.execute(
      trx,
    );
    handled += 1;
    if (handled === stopAfter) {
      process.stdout.write('mid\n');
      await new Promise(() => {});
    }
  },
});
await dispatcher.runOnce();
