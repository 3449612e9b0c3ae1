import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import { ContentListener } from './content-listener.js';
import { ContentVersionsRepository, SqliteVersionReader } from './content-versions.repository.js';

/** Where cached answers learn the content version they must match. */
export interface ContentVersionSource {
  current(): number | Promise<number>;
}

export interface ContentVersionsDeps {
  config: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>;
  db: DB;
  /** The listening connection failed (it is opened again by itself). */
  onListenerError?: (error: unknown) => void;
}

/**
 * The version of the content tables (a counter that triggers move on every write, migration
 * 0014), which answers served from memory are tagged with (decision 022).
 *
 * - SQLite: the counter row is read on every call, on a connection of its own (microseconds);
 *   every writer shares the file, so a change shows in the very next answer.
 * - PostgreSQL, listening (`listen()`, which the server does at start): the version lives in
 *   memory and moves with the notifications the triggers send on commit, to every instance.
 * - PostgreSQL, not listening (tests, the admin command, a lost connection until it is back):
 *   the counter is read through the pool on every call.
 */
export class ContentVersions implements ContentVersionSource {
  private readonly repository: ContentVersionsRepository;
  private readonly sqlite: SqliteVersionReader | null;
  private listener: ContentListener | null = null;
  /** The version learnt from notifications; null while not listening. */
  private heard: number | null = null;

  constructor(private readonly deps: ContentVersionsDeps) {
    this.repository = new ContentVersionsRepository(deps.db);
    const path = deps.config.SQLITE_PATH;
    this.sqlite =
      !deps.config.DATABASE_URL && path && path !== ':memory:'
        ? new SqliteVersionReader(path)
        : null;
  }

  current(): number | Promise<number> {
    if (this.sqlite) return this.sqlite.read();
    if (this.heard !== null) return this.heard;
    return this.repository.read();
  }

  /** PostgreSQL: keep the version from notifications from now on (no-op on SQLite). */
  async listen(): Promise<void> {
    const url = this.deps.config.DATABASE_URL;
    if (!url || this.listener) return;
    this.listener = new ContentListener(url, {
      onVersion: (version) => {
        this.heard = Math.max(this.heard ?? 0, version);
      },
      onLost: (error) => {
        this.heard = null;
        if (error !== undefined) this.deps.onListenerError?.(error);
      },
    });
    await this.listener.start();
  }

  /** Whether the version comes from notifications (PostgreSQL, connected). */
  get listening(): boolean {
    return this.heard !== null;
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.heard = null;
    await listener?.close();
    this.sqlite?.close();
  }
}
