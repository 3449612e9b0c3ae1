import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { domainEvents, type DomainEventType, type NewDomainEvent } from './event-types.js';
import { EventsRepository } from './events.repository.js';

/**
 * The transactional outbox: a module writes the events of a change with the executor of the
 * change's own transaction, so the change and its events commit or vanish together. On
 * PostgreSQL each event carries its transaction's id (`pg_current_xact_id`), which lets
 * consumers read only what no running transaction can still precede (event-consumers.ts).
 */
export class EventOutbox {
  private readonly repository: EventsRepository;

  constructor(db: DB) {
    this.repository = new EventsRepository(db);
  }

  async append<T extends DomainEventType>(
    executor: Executor,
    event: NewDomainEvent<T>,
  ): Promise<void> {
    const definition = domainEvents[event.type];
    // A payload that breaks its schema is a bug of the writer: it fails the change it reports.
    const payload = definition.payload.parse(event.payload);
    await this.repository.appendEvent(executor, {
      type: event.type,
      version: definition.version,
      event_key: event.key,
      member_id: event.memberId,
      payload: JSON.stringify(payload),
      occurred_at: nowIso(event.occurredAt),
    });
  }
}
