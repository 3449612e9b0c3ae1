import type { DB } from '../../db/database.js';

export class DomainRoutesRepository {
  constructor(private readonly db: DB) {}

  async listEnabled(): Promise<{ domain: string; type: string }[]> {
    return this.db
      .selectFrom('domain_routes')
      .select(['domain', 'type'])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
