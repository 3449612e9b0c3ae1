import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import type { MessageChannel, OutgoingMessage, TransportName } from './transports.js';

export type OutboxStatus = 'stored' | 'sent' | 'failed';

export interface OutboxEntry {
  id: number;
  createdAt: string;
  channel: MessageChannel;
  destination: string;
  purpose: string;
  subject: string;
  body: string;
  transport: string;
  status: OutboxStatus;
  error: string | null;
}

export class OutboxRepository {
  constructor(private readonly db: DB) {}

  async record(
    message: OutgoingMessage,
    outcome: { transport: TransportName; status: OutboxStatus; error: string | null },
  ): Promise<number> {
    const row = await this.db
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        destination: message.destination,
        subject: message.subject ?? '',
        body: message.body,
        purpose: message.purpose,
        transport: outcome.transport,
        status: outcome.status,
        error: outcome.error,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest messages first, optionally only those to one destination. */
  async latest(options: { destination?: string; limit: number }): Promise<OutboxEntry[]> {
    let query = this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.limit);
    if (options.destination !== undefined) {
      query = query.where('destination', '=', options.destination);
    }
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: toIsoString(row.created_at),
      channel: row.channel,
      destination: row.destination,
      purpose: row.purpose,
      subject: row.subject,
      body: row.body,
      transport: row.transport,
      status: row.status,
      error: row.error,
    }));
  }
}
