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
import type { Operator } from '../operators/operator-routes.js';

const DEFAULT_PAGE_SIZE = 20;

/** What an operator sees and does of the domain events: consumers, dead letters, retries. */
export class EventsOperatorService {
  constructor(
    private readonly deps: { db: DB; dispatcher: EventDispatcher; audit: Pick<AuditLog, 'record'> },
  ) {}

  async deadLetters(query: DeadLettersQuery): Promise<DeadLettersPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    let filtered = this.deps.db
      .selectFrom('event_dead_letters as d')
      .innerJoin('domain_events as e', 'e.id', 'd.event_id')
      .where('d.status', '=', query.status ?? 'pending');
    if (query.consumer) filtered = filtered.where('d.consumer', '=', query.consumer);
    const [rows, count] = await Promise.all([
      filtered
        .select([
          'd.id',
          'd.consumer',
          'd.status',
          'd.attempts',
          'd.last_error',
          'd.created_at',
          'd.updated_at',
          'e.id as event_id',
          'e.type',
          'e.version',
          'e.event_key',
          'e.member_id',
          'e.payload',
          'e.occurred_at',
        ])
        .orderBy('d.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
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
      total: Number(count.n),
    };
  }

  /** Every registered consumer, with how far behind it is. */
  async consumers(): Promise<EventConsumerValue[]> {
    const { db, dispatcher } = this.deps;
    const result: EventConsumerValue[] = [];
    for (const { name, types } of dispatcher.consumerList()) {
      const row = await db
        .selectFrom('event_consumers')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirst();
      const txId = Number(row?.cursor_tx_id ?? 0);
      const id = Number(row?.cursor_id ?? 0);
      const [behind, dead] = await Promise.all([
        db
          .selectFrom('domain_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('type', 'in', [...types])
          .where((eb) =>
            eb.or([eb('tx_id', '>', txId), eb.and([eb('tx_id', '=', txId), eb('id', '>', id)])]),
          )
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('event_dead_letters')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('consumer', '=', name)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow(),
      ]);
      result.push({
        name,
        cursorEventId: id,
        behind: Number(behind.n),
        attempts: row?.attempts ?? 0,
        retryAt: row?.retry_at ? toIsoString(row.retry_at) : null,
        lastError: row?.last_error ?? null,
        pendingDeadLetters: Number(dead.n),
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
    const { db, dispatcher, audit } = this.deps;
    const letter = await db
      .selectFrom('event_dead_letters')
      .select(['status', 'consumer', 'event_id'])
      .where('id', '=', id)
      .executeTakeFirst();
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
