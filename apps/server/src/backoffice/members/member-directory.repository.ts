import { sql, type SqlBool } from 'kysely';
import type { MemberSearchField } from '@portal/shared/schemas/operator-members';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { prefixPattern } from '../../db/like-pattern.js';

export interface MemberSearch {
  /** Empty: every member. */
  q: string;
  by: MemberSearchField;
  status?: 'active' | 'disabled';
  sort: { field: 'id' | 'username' | 'createdAt'; descending: boolean };
  limit: number;
  offset: number;
}

const SORT_COLUMNS = { id: 'm.id', username: 'm.account_key', createdAt: 'm.created_at' } as const;

/**
 * The member desk's reads of the members table and what hangs off it (decision 042). Every
 * search is a prefix match (`LIKE 'q%'`) on a column migration 0033 indexes for it, so a search
 * walks an index range whatever the size of the table; the login IP and the device mark are
 * searched in their own tables and reach members by id.
 */
export class MemberDirectoryRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = isPostgres(db);
  }

  /** The condition of a search; undefined for an empty one. */
  private matching(search: Pick<MemberSearch, 'q' | 'by'>) {
    const q = search.q.trim();
    if (q === '') return undefined;
    const pattern = (text: string) => prefixPattern(text);
    switch (search.by) {
      case 'username':
        return sql<SqlBool>`m.account_key like ${pattern(q.toLowerCase())} escape '\\'`;
      case 'email':
        return sql<SqlBool>`m.email_key like ${pattern(q.toLowerCase())} escape '\\'`;
      case 'phone':
        // The national number as stored: digits only.
        return sql<SqlBool>`m.mobile_num like ${pattern(q.replace(/\D/g, '') || q)} escape '\\'`;
      case 'realName':
        // SQLite's LIKE ignores ASCII case on its NOCASE index; PostgreSQL's index is on lower().
        return this.postgres
          ? sql<SqlBool>`lower(m.payee_name) like ${pattern(q.toLowerCase())} escape '\\'`
          : sql<SqlBool>`m.payee_name like ${pattern(q)} escape '\\'`;
      case 'ip':
        return sql<SqlBool>`m.id in (select l.member_id from member_logins l where l.ip like ${pattern(q.toLowerCase())} escape '\\')`;
      case 'device':
        return sql<SqlBool>`m.id in (select d.member_id from referral_devices d where d.mark_hash like ${pattern(q.toLowerCase())} escape '\\')`;
    }
  }

  async search(search: MemberSearch) {
    let query = this.db.selectFrom('members as m');
    const condition = this.matching(search);
    if (condition) query = query.where(condition);
    if (search.status) query = query.where('m.status', '=', search.status);
    const column = SORT_COLUMNS[search.sort.field];
    const direction = search.sort.descending ? 'desc' : 'asc';
    const [rows, count] = await Promise.all([
      query
        .select((eb) => [
          'm.id',
          'm.account',
          'm.nickname',
          'm.type',
          'm.status',
          'm.rank_level',
          'm.currency',
          'm.dialing_code',
          'm.mobile_num',
          'm.email',
          'm.payee_name',
          'm.created_at',
          // The newest login (members.last_login_* hold the one before it).
          eb
            .selectFrom('member_sessions as s')
            .select('s.created_at')
            .whereRef('s.member_id', '=', 'm.id')
            .orderBy('s.id', 'desc')
            .limit(1)
            .as('last_login_at'),
          eb
            .selectFrom('member_sessions as s')
            .select('s.ip')
            .whereRef('s.member_id', '=', 'm.id')
            .orderBy('s.id', 'desc')
            .limit(1)
            .as('last_login_ip'),
        ])
        .orderBy(column, direction)
        .orderBy('m.id', direction)
        .limit(search.limit)
        .offset(search.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The agents above the member, the direct upline first (depth 1), up to the top. */
  agentChain(memberId: number) {
    return this.db
      .selectFrom('agency_tree as t')
      .innerJoin('members as m', 'm.id', 't.ancestor_id')
      .select(['m.id', 'm.account', 't.depth'])
      .where('t.descendant_id', '=', memberId)
      .where('t.depth', '>', 0)
      .orderBy('t.depth')
      .execute();
  }

  /** Who invited the member with a referral code, and how many the member invited. */
  async referral(memberId: number) {
    const [referrer, referees] = await Promise.all([
      this.db
        .selectFrom('referrals as r')
        .innerJoin('members as m', 'm.id', 'r.referrer_id')
        .select(['m.id', 'm.account'])
        .where('r.friend_id', '=', memberId)
        .executeTakeFirst(),
      this.db
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('referrer_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { referrer: referrer ?? null, referees: Number(referees.total) };
  }

  /** The browser marks seen with the member, newest first. */
  deviceMarks(memberId: number, limit: number) {
    return this.db
      .selectFrom('referral_devices')
      .select(['mark_hash', 'first_seen_at'])
      .where('member_id', '=', memberId)
      .orderBy('first_seen_at', 'desc')
      .limit(limit)
      .execute();
  }
}
