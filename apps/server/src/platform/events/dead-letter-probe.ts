import type { DB } from '../../db/database.js';
import type { EventConsumer } from './event-dispatcher.js';
import { domainEvents } from './event-types.js';
import { DeadLettersRepository } from './dead-letters.repository.js';

/** The test servers' consumer that dead-letters on purpose (decision 050). */
export const DEAD_LETTER_PROBE = 'dead-letter-probe';
/** Members whose account starts with this are the ones the probe fails. */
export const DEAD_LETTER_PROBE_PREFIX = 'deadletter';

/**
 * A consumer of test servers only (NODE_ENV=test): it refuses the registration of a member whose
 * account starts with `deadletter` at once (one attempt, no back-off), so the event lands in the
 * dead letters within a job poll, and handles it when an operator replays it. Browser journeys
 * use it to replay a dead letter in the console; every other registration passes untouched.
 */
export function deadLetterProbe(db: DB): EventConsumer {
  const deadLetters = new DeadLettersRepository(db);
  return {
    name: DEAD_LETTER_PROBE,
    types: ['member.registered'],
    maxAttempts: 1,
    async handle(event, trx) {
      const { account } = domainEvents['member.registered'].payload.parse(event.payload);
      if (!account.toLowerCase().startsWith(DEAD_LETTER_PROBE_PREFIX)) return;
      if (await deadLetters.isReplayed(trx, DEAD_LETTER_PROBE, event.id)) return;
      throw new Error(`The probe refuses member ${account} until an operator replays the event`);
    },
  };
}
