import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';

/** Writes of the member's own display data; reads go through MembersRepository. */
export class MemberInfoRepository {
  constructor(private readonly db: DB) {}

  async setIcon(memberId: number, icon: number): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ icon, updated_at: nowIso() })
      .where('id', '=', memberId)
      .execute();
  }
}
