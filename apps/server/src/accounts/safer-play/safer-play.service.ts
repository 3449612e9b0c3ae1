import { majorNumber, toMinor } from '@portal/shared/money';
import type {
  OperatorSaferPlay,
  SaferLimit,
  SaferPlayView,
  SetLimitPayload,
  TakeBreakPayload,
} from '@portal/shared/schemas/safer-play';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { lookupKey, type MembersRepository } from '../../platform/members/members.repository.js';
import type { SecretAttempts } from '../../platform/members/secret-attempts.js';
import type { SessionService } from '../session/session.service.js';
import { breakStateOf, breakValue, type BreakState } from './play-gate.js';
import {
  changeLimit,
  COOLING_HOURS,
  COOLING_MS,
  currentTotals,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  periodEndsAt,
  periodStarts,
  settleLimit,
  type LimitState,
} from './safer-play-rules.js';
import {
  startsOf,
  totalsOf,
  type SaferPlayAccountRow,
  type SaferPlayRepository,
} from './safer-play.repository.js';
import type { BreakKind } from './safer-play.tables.js';

export interface SaferPlayDeps {
  db: DB;
  repository: SaferPlayRepository;
  members: MembersRepository;
  hasher: PasswordHasher;
  attempts: SecretAttempts;
  sessions: SessionService;
  ledger: LedgerService;
  now?: () => Date;
}

const DAY_MS = 24 * 3_600_000;

/** When a break that starts at `start` ends: null for a permanent self-exclusion. */
export function breakEnd(duration: TakeBreakPayload['duration'], start: Date): Date | null {
  const at = new Date(start);
  switch (duration) {
    case '24h':
      return new Date(start.getTime() + DAY_MS);
    case '1w':
      return new Date(start.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(start.getTime() + 42 * DAY_MS);
    case '6m':
      at.setUTCMonth(at.getUTCMonth() + 6);
      return at;
    case '1y':
      at.setUTCFullYear(at.getUTCFullYear() + 1);
      return at;
    case '5y':
      at.setUTCFullYear(at.getUTCFullYear() + 5);
      return at;
    case 'permanent':
      return null;
  }
}

const iso = (value: Date | string | null) => (value === null ? null : toIsoString(value));
const amountOf = (value: bigint | null) => (value === null ? null : majorNumber(value));

/**
 * The member's own limits and breaks (member centre), the login's question about a break, and
 * the read-only views of others (the operator, the agent's downline). Nobody but the member
 * changes a limit, and nobody shortens or lifts a break: there is no call for it.
 */
export class SaferPlayService {
  private readonly now: () => Date;

  constructor(private readonly deps: SaferPlayDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async view(memberId: number): Promise<SaferPlayView> {
    const { repository } = this.deps;
    const now = this.now();
    const [row, limits] = await Promise.all([
      repository.account(memberId),
      repository.limits(memberId),
    ]);
    return this.viewOf(row, limits, now);
  }

  async setLimit(memberId: number, payload: SetLimitPayload): Promise<SaferPlayView> {
    const { db, repository } = this.deps;
    const amount = payload.amount === null ? null : toMinor(String(payload.amount));
    if (amount !== null && amount <= 0n) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'amount', reason: 'not_positive' }]);
    }
    const now = this.now();
    const at = nowIso(now);
    await inTransaction(db, async (trx) => {
      await repository.ensureAccount(memberId, periodStarts(now), at, trx);
      const row = (await repository.account(memberId, trx, true))!;
      const value = breakValue(breakStateOf(row, now));
      if (value) throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, value);
      const limits = await repository.limits(memberId, trx);
      const current = limits.find(
        (l) => l.kind === payload.kind && l.period === payload.period,
      ) ?? { kind: payload.kind, period: payload.period, amount: null, pending: null };
      const { next, effectiveAt } = changeLimit(current, amount, now);
      await repository.saveLimit(memberId, next, at, trx);
      await repository.addHistory(
        {
          member_id: memberId,
          change: 'limit',
          kind: payload.kind,
          period: payload.period,
          amount,
          duration: null,
          asked_at: at,
          effective_at: effectiveAt.toISOString(),
          ends_at: null,
        },
        trx,
      );
    });
    return this.view(memberId);
  }

  /**
   * A time-out or a self-exclusion, confirmed with the login password: it starts now, every
   * session and remembered device of the member ends, and nothing shortens it.
   */
  async takeBreak(memberId: number, payload: TakeBreakPayload) {
    const { db, repository, members, hasher, attempts, sessions } = this.deps;
    const member = await members.findById(memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    await attempts.assertAllowed(member.id);
    const proven =
      member.password_hash !== null &&
      (await hasher.verify(member.password_hash, payload.password));
    if (!proven) {
      await attempts.recordFailure(member.id);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await attempts.clear(member.id);
    const now = this.now();
    const at = nowIso(now);
    const endsAt = breakEnd(payload.duration, now);
    await inTransaction(db, async (trx) => {
      await repository.ensureAccount(memberId, periodStarts(now), at, trx);
      const row = (await repository.account(memberId, trx, true))!;
      const value = breakValue(breakStateOf(row, now));
      if (value) throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, value);
      await repository.setBreak(
        memberId,
        {
          kind: payload.kind,
          duration: payload.duration,
          startedAt: at,
          endsAt: endsAt?.toISOString() ?? null,
        },
        trx,
      );
      await repository.addHistory(
        {
          member_id: memberId,
          change: 'break',
          kind: payload.kind,
          period: null,
          amount: null,
          duration: payload.duration,
          asked_at: at,
          effective_at: at,
          ends_at: endsAt?.toISOString() ?? null,
        },
        trx,
      );
      await sessions.endAll(memberId, trx);
    });
    sessions.forgetMember(memberId);
    return { kind: payload.kind, startedAt: at, endsAt: endsAt?.toISOString() ?? null };
  }

  /** After a self-exclusion ended, the member asks to return; play opens 24 hours later. */
  async askReturn(username: string, password: string): Promise<{ returnAt: string }> {
    const { db, repository, members, hasher } = this.deps;
    const member = await members.findByAccount(lookupKey(username));
    let proven = false;
    if (member?.password_hash) {
      await this.deps.attempts.assertAllowed(member.id);
      proven = await hasher.verify(member.password_hash, password);
    } else {
      await hasher.burn(password);
    }
    if (!member || !proven) {
      if (member) await this.deps.attempts.recordFailure(member.id);
      throw new AppError('WRONG_CREDENTIALS');
    }
    const now = this.now();
    const at = nowIso(now);
    return inTransaction(db, async (trx) => {
      const row = await repository.account(member.id, trx, true);
      const state: BreakState = row ? breakStateOf(row, now) : { state: 'none' };
      if (state.state === 'active') {
        throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, breakValue(state));
      }
      if (state.state === 'returnPending') {
        throw new AppError('EXCLUSION_RETURN_PENDING', {}, undefined, {
          returnAt: state.returnAt.toISOString(),
        });
      }
      if (state.state !== 'returnRequired') throw new AppError('OPERATION_NOT_ALLOWED');
      await repository.askReturn(member.id, at, trx);
      const returnAt = new Date(now.getTime() + COOLING_MS).toISOString();
      await repository.addHistory(
        {
          member_id: member.id,
          change: 'return',
          kind: 'exclusion',
          period: null,
          amount: null,
          duration: null,
          asked_at: at,
          effective_at: returnAt,
          ends_at: null,
        },
        trx,
      );
      return { returnAt };
    });
  }

  /** Where the member stands with a break now (login asks before issuing a session). */
  async breakState(memberId: number): Promise<BreakState> {
    const row = await this.deps.repository.account(memberId);
    return row ? breakStateOf(row, this.now()) : { state: 'none' };
  }

  /** PLAY_BREAK_ACTIVE's value for a member (null when no break holds them). */
  async breakValueOf(memberId: number): Promise<{ kind: BreakKind; endsAt: string | null } | null> {
    return breakValue(await this.breakState(memberId));
  }

  /** The member's main balance, which a member on a break may still withdraw. */
  async balance(memberId: number): Promise<number> {
    return majorNumber(await this.deps.ledger.balance({ memberId, wallet: 'main' }));
  }

  async operatorView(memberId: number): Promise<OperatorSaferPlay> {
    if (!(await this.deps.members.findById(memberId))) throw new AppError('MEMBER_NOT_FOUND');
    const view = await this.view(memberId);
    const history = await this.deps.repository.history(memberId);
    return {
      ...view,
      history: history.map((row) => ({
        change: row.change,
        kind: row.kind,
        period: row.period,
        amount: row.amount === null ? null : majorNumber(minor(row.amount)),
        duration: row.duration,
        askedAt: toIsoString(row.asked_at),
        effectiveAt: iso(row.effective_at),
        endsAt: iso(row.ends_at),
      })),
    };
  }

  /** The breaks in force of several members, by member id (read only, for the agent's list). */
  async breaksOf(
    memberIds: readonly number[],
  ): Promise<Map<number, { kind: BreakKind; endsAt: string | null }>> {
    const now = this.now();
    const rows = await this.deps.repository.breaksOf(memberIds);
    const breaks = new Map<number, { kind: BreakKind; endsAt: string | null }>();
    for (const row of rows) {
      const value = breakValue(breakStateOf(row, now));
      if (value) breaks.set(row.member_id, value);
    }
    return breaks;
  }

  private viewOf(
    row: SaferPlayAccountRow | undefined,
    limits: LimitState[],
    now: Date,
  ): SaferPlayView {
    const starts = periodStarts(now);
    const totals = row ? currentTotals(totalsOf(row), startsOf(row), now) : null;
    const list: SaferLimit[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const stored = limits.find((l) => l.kind === kind && l.period === period);
        const limit = stored
          ? settleLimit(stored, now)
          : { kind, period, amount: null, pending: null };
        const used = totals ? totals[period][kind] : 0n;
        list.push({
          kind,
          period,
          amount: amountOf(limit.amount),
          used: majorNumber(kind === 'loss' && used < 0n ? 0n : used),
          remaining:
            limit.amount === null
              ? null
              : majorNumber(limit.amount > used ? limit.amount - used : 0n),
          periodEndsAt: periodEndsAt(period, starts[period]).toISOString(),
          pending: limit.pending
            ? {
                amount: amountOf(limit.pending.amount),
                effectiveAt: limit.pending.effectiveAt.toISOString(),
              }
            : null,
        });
      }
    }
    const state = row ? breakStateOf(row, now) : ({ state: 'none' } as const);
    return {
      limits: list,
      break:
        state.state === 'active'
          ? {
              kind: state.kind,
              startedAt: state.startedAt.toISOString(),
              endsAt: state.endsAt?.toISOString() ?? null,
            }
          : null,
      coolingHours: COOLING_HOURS,
    };
  }
}
