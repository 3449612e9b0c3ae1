import type { Insertable, Selectable } from 'kysely';
import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { MessageSegment } from '@portal/shared/schemas/operator-messages';
import type { DB } from '../../db/database.js';
import type { OperatorMessagesTable } from './operator-messages.tables.js';
import type { Trx } from '../../db/transaction.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { MemberSelection } from '../../platform/notices/notices.repository.js';

export type OperatorMessageRow = Selectable<OperatorMessagesTable> & {
  sent_by_username: string | null;
  member_account: string | null;
  read: number | string | bigint;
};

/** Who a message goes to: one member by id, every member, or a segment's criteria. */
export type Recipients =
  | { audience: 'member'; memberId: number }
  | { audience: 'all' }
  | { audience: 'segment'; segment: MessageSegment; agentId?: number | undefined };

const iso = (instant: string) => new Date(instant).toISOString();

/** Operator messages and the members they reach. */
/** A member back from a self-exclusion waits this long after asking (safer play). */
const RETURN_WAIT_MS = 24 * 3_600_000;

export class OperatorMessagesRepository {
  constructor(private readonly db: DB) {}

  async insert(row: Insertable<OperatorMessagesTable>, trx: Trx): Promise<number> {
    const inserted = await trx
      .insertInto('operator_messages')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async setRecipients(id: number, recipients: number, trx: Trx): Promise<void> {
    await trx.updateTable('operator_messages').set({ recipients }).where('id', '=', id).execute();
  }

  /**
   * The members a message reaches, never trial accounts: the named member whatever their
   * status; otherwise active members not on a safer-play break (marketing stops during a
   * time-out or self-exclusion, and until the return after one), narrowed by the segment.
   */
  members(recipients: Recipients): MemberSelection {
    let query = this.db.selectFrom('members').where('members.type', '<>', TRIAL_ACCOUNT_TYPE);
    if (recipients.audience === 'member')
      return query.where('members.id', '=', recipients.memberId);
    const now = new Date();
    const at = now.toISOString();
    const returnedBy = new Date(now.getTime() - RETURN_WAIT_MS).toISOString();
    query = query.where('members.status', '=', 'active').where('members.id', 'not in', (eb) =>
      eb
        .selectFrom('safer_play_accounts as b')
        .select('b.member_id')
        .where('b.break_kind', 'is not', null)
        .where((w) =>
          w.or([
            w('b.break_ends_at', 'is', null),
            w('b.break_ends_at', '>', at),
            w.and([
              w('b.break_kind', '=', 'exclusion'),
              w.or([w('b.return_asked_at', 'is', null), w('b.return_asked_at', '>', returnedBy)]),
            ]),
          ]),
        ),
    );
    if (recipients.audience === 'all') return query;
    const segment = recipients.segment;
    if (segment.minVipRank !== undefined) {
      query = query.where('members.rank_level', '>=', segment.minVipRank);
    }
    if (segment.maxVipRank !== undefined) {
      query = query.where('members.rank_level', '<=', segment.maxVipRank);
    }
    if (segment.registeredFrom) {
      query = query.where('members.created_at', '>=', iso(segment.registeredFrom));
    }
    if (segment.registeredTo) {
      query = query.where('members.created_at', '<', iso(segment.registeredTo));
    }
    if (segment.lastLoginFrom) {
      query = query.where('members.last_login_at', '>=', iso(segment.lastLoginFrom));
    }
    if (recipients.agentId !== undefined) {
      // The agency's closure table: the agent (depth 0) and every level of their downline.
      const agentId = recipients.agentId;
      query = query.where('members.id', 'in', (eb) =>
        eb.selectFrom('agency_tree').select('descendant_id').where('ancestor_id', '=', agentId),
      );
    }
    if (segment.accounts) {
      const keys = [...new Set(segment.accounts.map(lookupKey))];
      query = query.where('members.account_key', 'in', keys);
    }
    return query;
  }

  /** How many members a selection reaches now (the count a preview shows before sending). */
  async count(recipients: Recipients): Promise<number> {
    const row = await this.members(recipients)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of messages, newest first, with how many of their recipients read them. */
  async page(options: {
    audience?: OperatorMessagesTable['audience'] | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: OperatorMessageRow[]; total: number }> {
    let filtered = this.db.selectFrom('operator_messages as m');
    if (options.audience) filtered = filtered.where('m.audience', '=', options.audience);
    const [rows, count] = await Promise.all([
      filtered
        .leftJoin('staff as s', 's.id', 'm.sent_by')
        .leftJoin('members as mb', 'mb.id', 'm.member_id')
        .selectAll('m')
        .select((eb) => [
          's.username as sent_by_username',
          'mb.account as member_account',
          eb
            .selectFrom('member_notices as n')
            .whereRef('n.message_id', '=', 'm.id')
            .where('n.read_at', 'is not', null)
            .select((sub) => sub.fn.countAll<number | string>().as('read'))
            .as('read'),
        ])
        .orderBy('m.id', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      filtered
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({ ...row, read: row.read ?? 0 })),
      total: Number(count.total),
    };
  }
}
