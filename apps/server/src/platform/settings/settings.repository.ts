import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';

/** Raw key -> JSON storage; the service gives each key its schema. */
export class SettingsRepository {
  constructor(private readonly db: DB) {}

  async findMany(
    keys: readonly string[],
    executor: Executor = this.db,
  ): Promise<Map<string, unknown>> {
    if (keys.length === 0) return new Map();
    const rows = await executor
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  }

  /** Writes the value, in the caller's transaction when given one (an audited change). */
  async save(key: string, value: unknown, executor: Executor = this.db): Promise<void> {
    const json = JSON.stringify(value);
    const now = nowIso();
    await executor
      .insertInto('settings')
      .values({ key, value: json, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }

  /** Writes only when the key is absent, so a restart never undoes an operator's change. */
  async saveIfAbsent(key: string, value: unknown): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
