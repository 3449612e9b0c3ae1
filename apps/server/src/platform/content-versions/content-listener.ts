import pg from 'pg';

/** The channel the content triggers notify (migration 0014); payload `<schema> <version>`. */
export const CONTENT_CHANNEL = 'content_versions';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface ContentListenerEvents {
  /** The counter is at least `version` (first read at connect, then every notification). */
  onVersion(version: number): void;
  /** The connection is gone: notifications may be missed until `onVersion` comes again. */
  onLost(error?: unknown): void;
}

/**
 * One PostgreSQL connection of its own that LISTENs for content changes. PostgreSQL delivers a
 * notification on commit to every listening session of the database, whichever session wrote:
 * this server, another instance, the admin command or plain SQL. Channels are database-wide,
 * so notifications of another schema (the test suites share one database) are ignored. A lost
 * connection is opened again with growing pauses; on every (re)connect the counter is read
 * after LISTEN, so nothing committed while it was away is missed.
 */
export class ContentListener {
  private client: pg.Client | null = null;
  private schema = '';
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly events: ContentListenerEvents,
  ) {}

  /** Resolves once listening; a failure is reported through `onLost` and retried. */
  async start(): Promise<void> {
    this.closed = false;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL || !message.payload) return;
      const [schema, version] = message.payload.split(' ');
      if (schema === this.schema && version !== undefined) this.events.onVersion(Number(version));
    });
    this.client = client;
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.schema = rows[0]?.schema ?? 'public';
      await client.query(`listen ${CONTENT_CHANNEL}`);
      const counter = await client.query<{ version: string | number }>(
        'select version from content_versions where id = 1',
      );
      if (this.client !== client) return;
      this.retryMs = RETRY_FIRST_MS;
      this.events.onVersion(Number(counter.rows[0]?.version ?? 0));
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.events.onLost(error);
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) void this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
