import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

export class HealthRepository {
  constructor(private readonly db: DB) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
