import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { DepositChannelsTable } from './deposits.tables.js';
import type { Executor } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type DepositChannelRow = Selectable<DepositChannelsTable>;

/** Reads and writes of deposit_channels; the only place that touches that table. */
export class DepositChannelsRepository {
  constructor(private readonly db: DB) {}

  /** Every channel (or the enabled ones), in the operator's order. */
  list(options: { enabledOnly: boolean }): Promise<DepositChannelRow[]> {
    let query = this.db.selectFrom('deposit_channels').selectAll();
    if (options.enabledOnly) query = query.where('enabled', '=', 1);
    return query.orderBy('sort').orderBy('id').execute();
  }

  async findById(id: number, executor: Executor = this.db): Promise<DepositChannelRow | null> {
    return (
      (await executor
        .selectFrom('deposit_channels')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  async findByCode(code: string, executor: Executor = this.db): Promise<DepositChannelRow | null> {
    return (
      (await executor
        .selectFrom('deposit_channels')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst()) ?? null
    );
  }

  /** The new channel, or null when its code is taken. */
  async insert(
    values: Insertable<DepositChannelsTable>,
    executor: Executor = this.db,
  ): Promise<DepositChannelRow | null> {
    try {
      return await executor
        .insertInto('deposit_channels')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async update(
    id: number,
    values: Updateable<DepositChannelsTable>,
    executor: Executor = this.db,
  ): Promise<DepositChannelRow | null> {
    return (
      (await executor
        .updateTable('deposit_channels')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  }
}
