import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginValue, MemberSession } from '@portal/shared/schemas/account';
import type { Config } from '../../config.js';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { AuthenticatedMember, SessionAuthenticator } from '../../plugins/app/authenticate.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import type { Executor } from '../../db/transaction.js';
import type { SessionCache } from './session-cache.js';
import type { LoginOutcome } from './session.tables.js';
import type { LoginHistoryRepository } from './login-history.repository.js';
import type { SessionRepository } from './session.repository.js';
import { limitInForce, sessionEndsAt } from '../reality-check/session-limit.js';

/** How a session began; only password logins can force a password change. */
export type LoginType =
  'username' | 'sms' | 'firebase' | 'remember' | 'freeplay' | 'google' | 'facebook' | 'telegram';

export interface IssueLoginContext {
  request: FastifyRequest;
  reply: FastifyReply;
  loginType: LoginType;
  /** Keep this browser signed in through a remember-me device cookie. */
  remember?: boolean;
  /** The password typed was the weak default one. */
  usedWeakPassword?: boolean;
  /** A withdraw-only session (a member on a safer-play break); never remembered. */
  scope?: 'withdraw';
}

/** The remember-me cookie: HttpOnly, sent only to the session calls. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_PATH = '/wps/session';
/** last_seen_at is written at most this often, so busy sessions do not write on every call. */
const TOUCH_EVERY_MS = 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type SessionConfig = Pick<
  Config,
  'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS' | 'REMEMBER_DEVICE_HOURS' | 'PASSWORD_EXPIRY_DAYS'
>;

const userAgentOf = (request: FastifyRequest) =>
  (request.headers['user-agent'] ?? '').slice(0, 255);
const timeOf = (value: Date | string) => new Date(toIsoString(value)).getTime();

/**
 * Member sessions. The bearer token is 256 random bits of which only the SHA-256 is stored; a
 * session ends when revoked, after SESSION_IDLE_MINUTES without use, or SESSION_MAX_HOURS after
 * login, whichever comes first. Remember-me devices hold their own revocable token in an
 * HttpOnly cookie, so a browser can get a new session without the password ever being stored.
 *
 * members.last_login_at and last_login_ip hold the login BEFORE the current one (what the
 * member info and the security centre show as "last login"); each login's own time and IP are
 * in its member_sessions row, from which the next login copies them.
 */
export class SessionService implements SessionAuthenticator {
  constructor(
    private readonly repository: SessionRepository,
    private readonly logins: LoginHistoryRepository,
    private readonly members: MembersRepository,
    private readonly config: SessionConfig,
    private readonly cache: SessionCache,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The member of a live session. A session seen live moments ago (SessionCache) is answered
   * from memory; only a cached live answer is trusted, so a session that looks idle or expired
   * there is read again before it is refused.
   */
  async authenticate(token: string): Promise<AuthenticatedMember | null> {
    const tokenHash = hashToken(token);
    const now = this.now().getTime();
    const cached = this.cache.get(tokenHash, now);
    if (
      cached &&
      cached.expiresAt > now &&
      !this.idle(now - cached.lastSeenAt) &&
      (cached.limitEndsAt === null || cached.limitEndsAt > now)
    ) {
      if (now - cached.lastSeenAt >= TOUCH_EVERY_MS) {
        cached.lastSeenAt = now;
        await this.repository.touchSession(cached.member.sessionId, new Date(now).toISOString());
      }
      return cached.member;
    }
    const session = await this.repository.findSessionByTokenHash(tokenHash);
    if (!session || session.revoked_at !== null || session.status !== 'active') return null;
    const expiresAt = timeOf(session.expires_at);
    if (expiresAt <= now) return null;
    let lastSeenAt = timeOf(session.last_seen_at);
    if (this.idle(now - lastSeenAt)) return null;
    const startedAt = new Date(toIsoString(session.created_at));
    const limitEndsAt = sessionEndsAt(
      startedAt,
      limitInForce(
        {
          limit: session.session_limit_minutes,
          pending:
            session.pending_at === null
              ? null
              : {
                  limit: session.pending_limit_minutes,
                  at: new Date(toIsoString(session.pending_at)),
                },
        },
        new Date(now),
      ),
    );
    if (limitEndsAt !== null && limitEndsAt <= now) {
      // The member's own session time limit: the session ends here (decision 052).
      await this.repository.revokeSession(session.id, new Date(now).toISOString());
      this.cache.revokeSession(session.id);
      throw new AppError('SESSION_TIME_LIMIT_REACHED');
    }
    if (now - lastSeenAt >= TOUCH_EVERY_MS) {
      lastSeenAt = now;
      await this.repository.touchSession(session.id, new Date(now).toISOString());
    }
    const member: AuthenticatedMember = {
      id: session.member_id,
      account: session.account,
      currency: session.currency,
      type: session.type,
      sessionId: session.id,
      sessionStartedAt: startedAt.toISOString(),
      ...(session.scope === 'withdraw' ? { withdrawOnly: true } : {}),
    };
    this.cache.set(tokenHash, { member, expiresAt, lastSeenAt, limitEndsAt, readAt: now });
    return member;
  }

  private idle(idleMs: number): boolean {
    return idleMs >= this.config.SESSION_IDLE_MINUTES * MINUTE;
  }

  /** Starts a session for a member who has just proven who they are; the value the site keeps. */
  issueLogin(member: MemberRow, context: IssueLoginContext): Promise<LoginValue> {
    return this.startSession(member, context, null);
  }

  /** A new session from the remember-me cookie; NOT_LOGGED_IN (and the cookie cleared) otherwise. */
  async resume(request: FastifyRequest, reply: FastifyReply): Promise<LoginValue> {
    const token = request.cookies[DEVICE_COOKIE];
    const device = token
      ? await this.repository.findDeviceByTokenHash(hashToken(token))
      : undefined;
    const now = this.now().getTime();
    const member =
      device && device.revoked_at === null && timeOf(device.expires_at) > now
        ? await this.members.findById(device.member_id)
        : undefined;
    if (!device || !member || member.status !== 'active') {
      this.clearDeviceCookie(reply);
      throw new AppError('NOT_LOGGED_IN');
    }
    return this.startSession(member, { request, reply, loginType: 'remember' }, device.id);
  }

  /** Ends the caller's session, and its remember-me device when it came from one. */
  async logout(member: AuthenticatedMember, reply: FastifyReply): Promise<void> {
    const at = this.now().toISOString();
    const session = await this.repository.findSession(member.sessionId);
    await this.repository.revokeSession(member.sessionId, at);
    if (session?.device_id) await this.repository.revokeDevice(session.device_id, at);
    this.cache.revokeSession(member.sessionId);
    this.clearDeviceCookie(reply);
  }

  /** The member's live sessions, newest first. */
  async list(member: AuthenticatedMember): Promise<MemberSession[]> {
    const now = this.now();
    const rows = await this.repository.listLiveSessions(
      member.id,
      now.toISOString(),
      new Date(now.getTime() - this.config.SESSION_IDLE_MINUTES * MINUTE).toISOString(),
    );
    return rows.map((row) => ({
      id: row.id,
      current: row.id === member.sessionId,
      ip: row.ip,
      userAgent: row.user_agent,
      loginType: row.login_type,
      createdAt: toIsoString(row.created_at),
      lastSeenAt: toIsoString(row.last_seen_at),
      remembered: row.device_id !== null,
    }));
  }

  /** Any member's live sessions, newest first, as staff see them (the member page). */
  liveSessions(memberId: number) {
    const now = this.now();
    return this.repository.listLiveSessions(
      memberId,
      now.toISOString(),
      new Date(now.getTime() - this.config.SESSION_IDLE_MINUTES * MINUTE).toISOString(),
    );
  }

  /** The member's newest login (its session's start and IP), or undefined. */
  newestLogin(memberId: number) {
    return this.repository.newestSession(memberId);
  }

  /** A page of the member's login attempts with their outcomes, newest first. */
  loginHistory(memberId: number, limit: number, offset: number) {
    return this.logins.loginsPage(memberId, limit, offset);
  }

  /** Signs one of the member's own live sessions out; NOT_FOUND for any other id. */
  async revokeOne(member: AuthenticatedMember, sessionId: number): Promise<void> {
    const live = await this.list(member);
    if (!live.some((session) => session.id === sessionId)) throw new AppError('NOT_FOUND');
    const at = this.now().toISOString();
    const session = await this.repository.findSession(sessionId);
    await this.repository.revokeSession(sessionId, at);
    if (session?.device_id) await this.repository.revokeDevice(session.device_id, at);
    this.cache.revokeSession(sessionId);
  }

  /**
   * Revokes every session and remember-me device of the member (after a password change, or
   * "sign out everywhere else"), except the session `exceptSessionId` and its device.
   */
  async revokeAll(memberId: number, options: { exceptSessionId?: number } = {}): Promise<void> {
    const kept = options.exceptSessionId
      ? await this.repository.findSession(options.exceptSessionId)
      : undefined;
    await this.repository.revokeAll(
      memberId,
      this.now().toISOString(),
      kept && kept.member_id === memberId ? { sessionId: kept.id, deviceId: kept.device_id } : null,
    );
    this.cache.revokeMember(memberId, kept && kept.member_id === memberId ? kept.id : undefined);
  }

  /**
   * Ends every session and remember-me device of the member inside an operator's transaction;
   * the number of sessions that were open. Call `forgetMember` once the transaction committed.
   */
  endAll(memberId: number, trx: Executor): Promise<number> {
    return this.repository.revokeAll(memberId, this.now().toISOString(), null, trx);
  }

  /** Writes a login attempt's outcome to the member's login history. */
  async recordAttempt(
    member: Pick<MemberRow, 'id'>,
    request: FastifyRequest,
    loginType: LoginType,
    outcome: LoginOutcome,
  ): Promise<void> {
    await this.logins.recordAttempt({
      memberId: member.id,
      loginType,
      outcome,
      ip: clientIp(request),
      userAgent: userAgentOf(request),
      at: this.now().toISOString(),
    });
  }

  /** Every instance drops the member's cached sessions: their next call reads the member again. */
  forgetMember(memberId: number): void {
    this.cache.revokeMember(memberId);
  }

  async recordKnownIp(memberId: number, ip: string): Promise<void> {
    await this.logins.recordKnownIp(memberId, ip, this.now().toISOString());
  }

  /** A password login from this IP needs extra proof: the member has known IPs, not this one. */
  async isUnknownIp(memberId: number, ip: string): Promise<boolean> {
    const state = await this.logins.knownIpState(memberId, ip);
    return state.any && !state.known;
  }

  /** Whether the member's password is older than PASSWORD_EXPIRY_DAYS (0: never). */
  passwordExpired(member: MemberRow): boolean {
    const days = this.config.PASSWORD_EXPIRY_DAYS;
    if (days <= 0 || member.password_hash === null) return false;
    const changed = timeOf(member.password_changed_at ?? member.created_at);
    return this.now().getTime() - changed > days * DAY;
  }

  private async startSession(
    member: MemberRow,
    context: IssueLoginContext,
    fromDeviceId: number | null,
  ): Promise<LoginValue> {
    const { request, reply, loginType } = context;
    const now = this.now();
    const at = now.toISOString();
    const ip = clientIp(request);
    const userAgent = userAgentOf(request);
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + this.config.SESSION_MAX_HOURS * HOUR).toISOString();
    const deviceToken =
      context.remember && fromDeviceId === null && !context.scope ? newSecretToken() : null;
    const previous = await this.repository.newestSession(member.id);

    await this.repository.recordLogin({
      memberId: member.id,
      at,
      firstLoginAt: member.first_login_at === null ? at : null,
      previous: previous ? { at: toIsoString(previous.created_at), ip: previous.ip } : null,
      ip,
      device:
        fromDeviceId ??
        (deviceToken
          ? {
              token_hash: hashToken(deviceToken),
              user_agent: userAgent,
              created_at: at,
              expires_at: new Date(
                now.getTime() + this.config.REMEMBER_DEVICE_HOURS * HOUR,
              ).toISOString(),
            }
          : null),
      session: {
        token_hash: hashToken(token),
        login_type: loginType,
        ip,
        user_agent: userAgent,
        created_at: at,
        last_seen_at: at,
        expires_at: expiresAt,
        scope: context.scope ?? 'full',
      },
    });
    if (deviceToken) {
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: DEVICE_COOKIE_PATH,
        maxAge: this.config.REMEMBER_DEVICE_HOURS * 3600,
      });
    }

    const passwordExpired = this.passwordExpired(member);
    return {
      token,
      username: member.account,
      type: member.type,
      nickname: member.nickname,
      customerId: member.id,
      firstTimeLogin: member.first_login_at === null,
      passwordExpired,
      // An initial password set by someone else (an agent's registration) was never changed.
      mustChangePassword:
        loginType === 'username' &&
        (context.usedWeakPassword === true ||
          passwordExpired ||
          (member.password_hash !== null && member.password_changed_at === null)),
      expiresAt,
    };
  }

  private clearDeviceCookie(reply: FastifyReply): void {
    reply.clearCookie(DEVICE_COOKIE, { path: DEVICE_COOKIE_PATH });
  }
}
