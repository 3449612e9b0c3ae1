import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';

export interface ModuleRow {
  id: number;
  modId: string;
  parentId: number | null;
  enabled: boolean;
  sort: number;
}

export class WhitelabelRepository {
  constructor(private readonly db: DB) {}

  async listModules(): Promise<ModuleRow[]> {
    const rows = await this.db
      .selectFrom('whitelabel_modules')
      .select(['id', 'mod_id', 'parent_id', 'enabled', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      modId: row.mod_id,
      parentId: row.parent_id,
      enabled: row.enabled === 1,
      sort: row.sort,
    }));
  }

  /** Returns false when no module has that id. */
  async setEnabled(
    modId: string,
    enabled: boolean,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('whitelabel_modules')
      .set({ enabled: enabled ? 1 : 0, updated_at: nowIso() })
      .where('mod_id', '=', modId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
