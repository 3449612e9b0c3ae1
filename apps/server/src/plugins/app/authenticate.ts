import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAgentCentreType, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { AppError } from '../../lib/app-error.js';
import type { StaffRole } from '@portal/shared/staff-roles';
import type {
  AuthenticatedStaff,
  StaffAuthenticator,
} from '../../platform/operators/staff.types.js';

/** The member behind a valid session token. */
export interface AuthenticatedMember {
  id: number;
  account: string;
  /** The member's wallet currency (it does not change). */
  currency: string;
  /** Account type: 1, 2, 41, 42 agents; 4 trial; others members. */
  type: number;
  sessionId: number;
  /** When the session began (ISO): the reality check counts from it. */
  sessionStartedAt: string;
  /** A session a member on a safer-play break opened to withdraw: only WITHDRAW_ONLY_CALLS. */
  withdrawOnly?: true;
}

/**
 * What a withdraw-only session may call (route patterns, every method): the member's details,
 * balances and money back from vendor wallets, bank cards, withdrawals, logout.
 */
const WITHDRAW_ONLY_CALLS = new Set([
  '/wps/member/info',
  '/wps/v2/wallets/balance',
  '/wps/relay/GCS_merchantWallet',
  '/wps/relay/GCS_walletRecallAll',
  '/wps/member/bank-cards',
  '/wps/member/bank-cards/banks',
  '/wps/member/withdraw/info',
  '/wps/member/withdraw',
  '/wps/member/withdraw/history',
  '/wps/member/withdraw/:orderNo/receipt',
  '/wps/member/withdraw/:orderNo/proof',
  '/wps/session/logout',
]);

/** The agent account types the operator made agents only (site setting `agentAccounts`). */
export type NonMemberTypesLookup = () => Promise<readonly number[]>;

/** The break of a member, as PLAY_BREAK_ACTIVE's value (accounts' safer play). */
export type PlayBreakLookup = (memberId: number) => Promise<Record<string, unknown> | null>;

/**
 * Resolves a bearer token to its member, or null when unknown, revoked, idle or expired; throws
 * SESSION_TIME_LIMIT_REACHED (and ends the session) once the member's session time limit is up.
 */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthenticatedMember | null>;
}

/**
 * Who may call a route (route option `config.auth`):
 * - `member`: any signed-in account, trial included;
 * - `realMoney`: signed in and not a trial account (spec section 5, real-money gate);
 * - `play`: `realMoney`, and not an agent type the operator made agents only (NON_MEMBER): the
 *   calls that play or take part (games, lottery tickets, promotions, points, rewards, missions,
 *   referral), where a wallet, records and security stay open to such an agent;
 * - `agent`: signed in as one of the agent-centre types;
 * - `optional`: public, but a valid token sets request.member (a catalogue marks favourites);
 *   a missing, expired or unknown token is simply a visitor.
 */
export type AuthLevel = 'member' | 'realMoney' | 'play' | 'agent' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The body arrives encrypted (ARCHITECTURE section 4); plaintext is refused. */
    encrypted?: boolean;
    /**
     * An operator call: the bearer token must be a staff session whose role is listed
     * (`admin` is always allowed; the roles are the console's role matrix). Member tokens are
     * refused.
     */
    staff?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** Set for routes with `config.auth`; null elsewhere. */
    member: AuthenticatedMember | null;
    /** Set for routes with `config.staff`; null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

/** The token of the `Authorization` header, with or without the Bearer scheme. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** The member of a route that declared `config.auth`; throws if the route did not. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}

/** The staff member of a route that declared `config.staff`; throws if the route did not. */
export function currentStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new AppError('STAFF_NOT_LOGGED_IN');
  return request.staff;
}

export function registerAuthentication(
  app: FastifyInstance,
  {
    sessions,
    staff,
    playBreak,
    nonMemberTypes,
  }: {
    sessions: SessionAuthenticator;
    staff: StaffAuthenticator;
    playBreak?: PlayBreakLookup;
    nonMemberTypes?: NonMemberTypesLookup;
  },
): void {
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.staff;
    if (roles) {
      const token = bearerToken(request);
      if (!token) throw new AppError('STAFF_NOT_LOGGED_IN');
      const operator = await staff.authenticate(token);
      if (!operator) throw new AppError('STAFF_NOT_LOGGED_IN');
      if (operator.role !== 'admin' && !roles.includes(operator.role)) {
        throw new AppError('STAFF_FORBIDDEN');
      }
      request.staff = operator;
      return;
    }
    const level = request.routeOptions.config.auth;
    if (!level) return;
    const token = bearerToken(request);
    if (level === 'optional') {
      // A session that has just reached its time limit is ended; here its caller is a visitor.
      request.member = token
        ? await sessions.authenticate(token).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'SESSION_TIME_LIMIT_REACHED')
              return null;
            throw error;
          })
        : null;
      return;
    }
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const member = await sessions.authenticate(token);
    if (!member) throw new AppError('SESSION_EXPIRED');
    if ((level === 'realMoney' || level === 'play') && member.type === TRIAL_ACCOUNT_TYPE) {
      throw new AppError('TRIAL_ACCOUNT');
    }
    // Only agent types can be made agents only: a member's call reads no setting.
    if (level === 'play' && isAgentCentreType(member.type) && nonMemberTypes) {
      if ((await nonMemberTypes()).includes(member.type)) throw new AppError('NON_MEMBER');
    }
    if (level === 'agent' && !isAgentCentreType(member.type)) {
      throw new AppError('NON_AGENT');
    }
    if (member.withdrawOnly && !WITHDRAW_ONLY_CALLS.has(request.routeOptions.url ?? '')) {
      const value = playBreak ? await playBreak(member.id) : null;
      throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, value);
    }
    request.member = member;
  });
}
