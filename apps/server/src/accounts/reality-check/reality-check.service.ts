import { majorNumber } from '@portal/shared/money';
import type {
  OperatorRealityCheck,
  RealityCheckPayload,
  RealityCheckValue,
} from '@portal/shared/schemas/reality-check';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedMember } from '../../plugins/app/authenticate.js';
import type { RealityCheckRepository, RealityCheckSettings } from './reality-check.repository.js';
import { requestLimit, settle } from './session-limit.js';

/** What the member staked and was paid in settled rounds since an instant (games area), minor units. */
export type SessionPlay = (
  memberId: number,
  since: string,
) => Promise<{ staked: bigint; paidOut: bigint }>;

export interface RealityCheckDeps {
  repository: RealityCheckRepository;
  /** The member's newest login, for the console's line (sessions of the accounts area). */
  sessions: {
    liveSessions(memberId: number): Promise<{ created_at: Date | string }[]>;
    /** Cached sessions read the member's limit again on their next call. */
    forgetMember(memberId: number): void;
  };
  members: { findById(id: number): Promise<{ id: number } | undefined> };
  now?: () => Date;
}

const pendingOf = (settings: RealityCheckSettings) =>
  settings.pending
    ? {
        sessionLimitMinutes: settings.pending.limit,
        effectiveAt: settings.pending.at.toISOString(),
      }
    : null;

/**
 * The member's reality check (a reminder every N minutes of a login session) and session time
 * limit (decision 052). The limit itself is enforced where sessions are authenticated
 * (SessionService); this service keeps the settings and reports the current session.
 */
export class RealityCheckService {
  private readonly now: () => Date;

  constructor(private readonly deps: RealityCheckDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async settings(memberId: number): Promise<RealityCheckSettings> {
    const stored = await this.deps.repository.find(memberId);
    return { ...stored, ...settle(stored, this.now()) };
  }

  async get(member: AuthenticatedMember, play: SessionPlay): Promise<RealityCheckValue> {
    const settings = await this.settings(member.id);
    const { staked, paidOut } = await play(member.id, member.sessionStartedAt);
    const playedMs = this.now().getTime() - new Date(member.sessionStartedAt).getTime();
    return {
      intervalMinutes: settings.intervalMinutes,
      sessionLimitMinutes: settings.limit,
      pending: pendingOf(settings),
      session: {
        startedAt: member.sessionStartedAt,
        playedSeconds: Math.max(0, Math.floor(playedMs / 1000)),
        staked: majorNumber(staked),
        paidOut: majorNumber(paidOut),
        net: majorNumber(paidOut - staked),
      },
    };
  }

  /** The interval changes at once; the session limit as `requestLimit` rules. */
  async update(memberId: number, payload: RealityCheckPayload): Promise<void> {
    const now = this.now();
    const stored = await this.deps.repository.find(memberId);
    const limit = requestLimit(stored, payload.sessionLimitMinutes, now);
    await this.deps.repository.save(
      memberId,
      { intervalMinutes: payload.intervalMinutes, ...limit },
      now.toISOString(),
    );
    // A lower limit applies to the sessions already open.
    this.deps.sessions.forgetMember(memberId);
  }

  /** The console's read-only line: settings and the newest live session's time. */
  async forOperator(memberId: number): Promise<OperatorRealityCheck> {
    if (!(await this.deps.members.findById(memberId))) throw new AppError('MEMBER_NOT_FOUND');
    const settings = await this.settings(memberId);
    const [newest] = await this.deps.sessions.liveSessions(memberId);
    const startedAt = newest ? toIsoString(newest.created_at) : null;
    return {
      intervalMinutes: settings.intervalMinutes,
      sessionLimitMinutes: settings.limit,
      pending: pendingOf(settings),
      session: startedAt
        ? {
            startedAt,
            playedSeconds: Math.max(
              0,
              Math.floor((this.now().getTime() - new Date(startedAt).getTime()) / 1000),
            ),
          }
        : null,
    };
  }
}
