import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { MessageContents } from '@portal/shared/schemas/operator-messages';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionService } from '../../accounts/session/session.service.js';
import type { OperatorMessagesService } from '../../content/operator-messages/operator-messages.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { MemberNotesRepository } from './member-notes.repository.js';

export interface MemberActionsDeps {
  db: DB;
  members: Pick<MembersRepository, 'findById' | 'changeStatus' | 'requirePasswordChange'>;
  sessions: Pick<SessionService, 'endAll' | 'forgetMember'>;
  messages: Pick<OperatorMessagesService, 'sendToMember'>;
  notes: Pick<MemberNotesRepository, 'insert'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

/**
 * What staff do to a member's account (decision 042). Each change and its audit line (target
 * `member:<id>`) commit in one transaction; ending sessions also drops them from every
 * instance's session cache once committed, so the member's next call is refused everywhere.
 */
export class MemberActionsService {
  constructor(private readonly deps: MemberActionsDeps) {}

  /** Locks the member and ends every session and remember-me device at once. */
  async lock(memberId: number, reason: string | undefined, operator: Operator) {
    await this.member(memberId);
    const sessionsEnded = await this.change(operator, async (trx, at) => {
      if (!(await this.deps.members.changeStatus(memberId, 'disabled', at, trx))) {
        throw new AppError('MEMBER_ALREADY_LOCKED');
      }
      const ended = await this.deps.sessions.endAll(memberId, trx);
      return {
        result: ended,
        action: 'member.lock',
        memberId,
        details: { ...(reason ? { reason } : {}), sessionsEnded: ended },
      };
    });
    this.deps.sessions.forgetMember(memberId);
    return { status: 'locked' as const, sessionsEnded };
  }

  async unlock(memberId: number, reason: string | undefined, operator: Operator) {
    await this.member(memberId);
    await this.change(operator, async (trx, at) => {
      if (!(await this.deps.members.changeStatus(memberId, 'active', at, trx))) {
        throw new AppError('MEMBER_NOT_LOCKED');
      }
      return {
        result: undefined,
        action: 'member.unlock',
        memberId,
        details: reason ? { reason } : {},
      };
    });
    return { status: 'active' as const, sessionsEnded: 0 };
  }

  /** The next password login answers mustChangePassword, as after an agent's registration. */
  async forcePasswordChange(memberId: number, operator: Operator) {
    const member = await this.member(memberId);
    if (member.password_hash === null) throw new AppError('MEMBER_HAS_NO_PASSWORD');
    await this.change(operator, async (trx, at) => {
      await this.deps.members.requirePasswordChange(memberId, at, trx);
      return { result: undefined, action: 'member.password.force', memberId, details: {} };
    });
    return { mustChangePassword: true as const };
  }

  async endSessions(memberId: number, operator: Operator) {
    await this.member(memberId);
    const sessionsEnded = await this.change(operator, async (trx) => {
      const ended = await this.deps.sessions.endAll(memberId, trx);
      return {
        result: ended,
        action: 'member.sessions.end',
        memberId,
        details: { sessionsEnded: ended },
      };
    });
    this.deps.sessions.forgetMember(memberId);
    return { sessionsEnded };
  }

  /** A personal message to the member's message centre (the operator-messages module). */
  async message(memberId: number, contents: MessageContents, operator: Operator) {
    const member = await this.member(memberId);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('MEMBER_NOT_FOUND');
    const sent = await this.deps.messages.sendToMember(operator, member, contents);
    return { messageId: sent.id };
  }

  async addNote(memberId: number, body: string, operator: Operator) {
    await this.member(memberId);
    return this.change(operator, async (trx, at) => {
      const id = await this.deps.notes.insert(
        { memberId, staffId: operator.staff.id, body, at },
        trx,
      );
      return {
        result: { id, body, staff: operator.staff.username, createdAt: at },
        action: 'member.note',
        memberId,
        details: { noteId: id },
      };
    });
  }

  private async member(memberId: number) {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  /** Runs a change and writes its audit line in the same transaction. */
  private change<T>(
    operator: Operator,
    work: (
      trx: Trx,
      at: string,
    ) => Promise<{ result: T; action: string; memberId: number; details: Record<string, unknown> }>,
  ): Promise<T> {
    return inTransaction(this.deps.db, async (trx) => {
      const at = nowIso(this.deps.now?.() ?? new Date());
      const { result, action, memberId, details } = await work(trx, at);
      await this.deps.audit.record(
        { staff: operator.staff, action, target: `member:${memberId}`, details, ip: operator.ip },
        trx,
      );
      return result;
    });
  }
}
