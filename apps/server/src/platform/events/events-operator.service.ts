import type {
  DeadLettersPage,
  DeadLettersQuery,
  EventConsumerValue,
} from '@portal/shared/schemas/operator';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { DeadLettersRepository } from './dead-letters.repository.js';
import { EventsRepository } from './events.repository.js';
import type { Operator } from '../operators/operator-routes.js';

const DEFAULT_PAGE_SIZE = 20;

/** What an operator sees and does of the domain events: consumers, dead letters, retries. */
export class EventsOperatorService {
  private readonly repository: EventsRepository;
  private readonly letters: DeadLettersRepository;

  constructor(
    private readonly deps: { db: DB; dispatcher: EventDispatcher; audit: Pick<AuditLog, 'record'> },
  ) {
    this.repository = new EventsRepository(deps.db);
    this.letters = new DeadLettersRepository(deps.db);
  }

  async deadLetters(query: DeadLettersQuery): Promise<DeadLettersPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.letters.deadLetterPage({
      status: query.status ?? 'pending',
      consumer: query.consumer,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: row.id,
        consumer: row.consumer,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        event: {
          id: Number(row.event_id),
          type: row.type,
          version: row.version,
          key: row.event_key,
          memberId: row.member_id,
          payload: JSON.parse(row.payload) as Record<string, unknown>,
          occurredAt: toIsoString(row.occurred_at),
        },
        createdAt: toIsoString(row.created_at),
        updatedAt: toIsoString(row.updated_at),
      })),
      page,
      pageSize,
      total,
    };
  }

  /** Every registered consumer, with how far behind it is. */
  async consumers(): Promise<EventConsumerValue[]> {
    const { dispatcher } = this.deps;
    const result: EventConsumerValue[] = [];
    for (const { name, types } of dispatcher.consumerList()) {
      const row = await this.repository.consumer(name);
      const txId = Number(row?.cursor_tx_id ?? 0);
      const id = Number(row?.cursor_id ?? 0);
      const [behind, dead] = await Promise.all([
        this.repository.countAfter(types, { txId, id }),
        this.letters.pendingDeadLetters(name),
      ]);
      result.push({
        name,
        cursorEventId: id,
        behind,
        attempts: row?.attempts ?? 0,
        retryAt: row?.retry_at ? toIsoString(row.retry_at) : null,
        lastError: row?.last_error ?? null,
        pendingDeadLetters: dead,
      });
    }
    return result;
  }

  /**
   * Hands a dead-lettered event to its consumer again; audited. NOT_FOUND for an unknown id,
   * INVALID_STATE when it was retried already; a failing handler leaves it pending (the error
   * is the answer, SYSTEM_ERROR).
   */
  async retry(id: number, actor: Operator): Promise<void> {
    const { dispatcher, audit } = this.deps;
    const letter = await this.letters.deadLetter(id);
    if (!letter) throw new AppError('NOT_FOUND');
    if (letter.status !== 'pending') throw new AppError('INVALID_STATE');
    const retried = await dispatcher.retryDeadLetter(id, {
      // The audit line commits with the retry, or neither does.
      also: (trx) =>
        audit.record(
          {
            staff: actor.staff,
            action: 'event.retry',
            target: `dead-letter:${id}`,
            details: { consumer: letter.consumer, eventId: Number(letter.event_id) },
            ip: actor.ip,
          },
          trx,
        ),
    });
    if (!retried) throw new AppError('INVALID_STATE');
  }
}
