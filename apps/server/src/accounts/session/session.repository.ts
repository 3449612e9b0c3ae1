import type { Insertable, Selectable } from 'kysely';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import type { LoginHistoryRepository } from './login-history.repository.js';
import type { MemberDevicesTable, MemberSessionsTable } from './session.tables.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';

export type SessionRow = Selectable<MemberSessionsTable>;
export type DeviceRow = Selectable<MemberDevicesTable>;

export interface SessionWithMember {
  id: number;
  member_id: number;
  device_id: number | null;
  expires_at: Date | string;
  last_seen_at: Date | string;
  revoked_at: Date | string | null;
  account: string;
  currency: string;
  type: number;
  status: MemberRow['status'];
  created_at: Date | string;
  /** The member's session time limit (member_reality_checks), null when none is set. */
  session_limit_minutes: number | null;
  pending_limit_minutes: number | null;
  pending_at: Date | string | null;
  scope: string;
}

export interface LoginRecord {
  memberId: number;
  at: string;
  /** Set only on the member's first login. */
  firstLoginAt: string | null;
  previous: { at: string; ip: string } | null;
  session: Omit<Insertable<MemberSessionsTable>, 'member_id' | 'device_id'>;
  /** A new remember-me device, or the id of the one the login came from. */
  device: Omit<Insertable<MemberDevicesTable>, 'member_id'> | number | null;
  ip: string;
}

/** Sessions, remember-me devices, known IPs and the login bookkeeping on members. */
export class SessionRepository {
  constructor(
    private readonly db: DB,
    /** member.logged_in goes out with the session it reports. */
    private readonly outbox: Pick<EventOutbox, 'append'>,
    /** The login bookkeeping on the member's row is written in the login's transaction. */
    private readonly members: Pick<MembersRepository, 'recordLogin'>,
    /** The login's attempt and its IP are written in the login's transaction too. */
    private readonly logins: Pick<LoginHistoryRepository, 'recordAttempt' | 'recordKnownIp'>,
  ) {}

  /** Every signed-in call reads it (when not cached): compiled once. */
  private readonly sessionByTokenHash = preparedQuery(1, (tokenHash: string) =>
    this.db
      .selectFrom('member_sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .leftJoin('member_reality_checks as rc', 'rc.member_id', 's.member_id')
      .select([
        's.id',
        's.member_id',
        's.device_id',
        's.created_at',
        's.expires_at',
        's.last_seen_at',
        's.revoked_at',
        's.scope',
        'm.account',
        'm.currency',
        'm.type',
        'm.status',
        'rc.session_limit_minutes',
        'rc.pending_limit_minutes',
        'rc.pending_at',
      ])
      .where('s.token_hash', '=', tokenHash),
  );

  async findSessionByTokenHash(tokenHash: string): Promise<SessionWithMember | undefined> {
    return (await this.sessionByTokenHash(this.db, tokenHash))[0];
  }

  async touchSession(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('member_sessions')
      .set({ last_seen_at: at })
      .where('id', '=', id)
      .execute();
  }

  findSession(id: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('member_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The member's newest session: the login before the one being made. */
  newestSession(memberId: number): Promise<Pick<SessionRow, 'created_at' | 'ip'> | undefined> {
    return this.db
      .selectFrom('member_sessions')
      .select(['created_at', 'ip'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Sessions not revoked, not past their end and used since `seenSince`, newest first. */
  listLiveSessions(memberId: number, now: string, seenSince: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom('member_sessions')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', seenSince)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Writes the login's bookkeeping, its device and its session at once; the new session id. */
  async recordLogin(record: LoginRecord): Promise<{ sessionId: number; deviceId: number | null }> {
    return this.db.transaction().execute(async (trx) => {
      const bookkeeping = {
        ...(record.firstLoginAt ? { first_login_at: record.firstLoginAt } : {}),
        ...(record.previous
          ? { last_login_at: record.previous.at, last_login_ip: record.previous.ip }
          : {}),
      };
      await this.members.recordLogin(record.memberId, bookkeeping, trx);
      let deviceId: number | null = null;
      if (typeof record.device === 'number') {
        deviceId = record.device;
      } else if (record.device) {
        const device = await trx
          .insertInto('member_devices')
          .values({ ...record.device, member_id: record.memberId })
          .returning('id')
          .executeTakeFirstOrThrow();
        deviceId = device.id;
      }
      await this.logins.recordKnownIp(record.memberId, record.ip, record.at, trx);
      const session = await trx
        .insertInto('member_sessions')
        .values({ ...record.session, member_id: record.memberId, device_id: deviceId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.logins.recordAttempt(
        {
          memberId: record.memberId,
          loginType: record.session.login_type,
          outcome: 'success',
          ip: record.ip,
          userAgent: record.session.user_agent ?? '',
          at: record.at,
        },
        trx,
      );
      await this.outbox.append(trx, {
        type: 'member.logged_in',
        key: `member.logged_in:${session.id}`,
        memberId: record.memberId,
        payload: {
          memberId: record.memberId,
          sessionId: session.id,
          loginType: record.session.login_type,
          loggedInAt: record.at,
        },
        occurredAt: new Date(record.at),
      });
      return { sessionId: session.id, deviceId };
    });
  }

  findDeviceByTokenHash(tokenHash: string): Promise<DeviceRow | undefined> {
    return this.db
      .selectFrom('member_devices')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async revokeSession(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('member_sessions')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeDevice(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('member_devices')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Revokes every session and device of the member except one session and its device, in
   * `executor` when given (an operator's transaction) or in a transaction of its own. The number
   * of sessions that were still open.
   */
  async revokeAll(
    memberId: number,
    at: string,
    keep: { sessionId: number; deviceId: number | null } | null,
    executor?: Executor,
  ): Promise<number> {
    const revoke = async (trx: Executor) => {
      let sessions = trx
        .updateTable('member_sessions')
        .set({ revoked_at: at })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at);
      if (keep) sessions = sessions.where('id', '<>', keep.sessionId);
      const ended = await sessions.executeTakeFirst();
      let devices = trx
        .updateTable('member_devices')
        .set({ revoked_at: at })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null);
      if (keep?.deviceId) devices = devices.where('id', '<>', keep.deviceId);
      await devices.execute();
      return Number(ended.numUpdatedRows);
    };
    return executor ? revoke(executor) : this.db.transaction().execute(revoke);
  }
}
