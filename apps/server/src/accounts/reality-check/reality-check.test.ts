import { describe, expect, it } from 'vitest';
import {
  operatorRealityCheckSchema,
  realityCheckValueSchema,
} from '@portal/shared/schemas/reality-check';
import { z } from 'zod';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
} from '../../../test/seamless.js';
import { staffWithToken } from '../../../test/staff.js';

// No session cache: a session row moved back in time is read again on the next call.
const t = useTestApp({ seed: false, env: { SESSION_CACHE_MS: '0' } });

const URL = '/wps/member/reality-check';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function signedIn() {
  const member = await createMember(t);
  const { token } = await login(t, member.account, member.password);
  return { ...member, token, headers: authHeader(token) };
}
type Member = Awaited<ReturnType<typeof signedIn>>;

const read = async (member: Member) =>
  expectValue(
    await t.app.inject({ method: 'GET', url: URL, headers: member.headers }),
    realityCheckValueSchema,
  );

const put = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: member.headers, payload });

/** Moves the member's sessions (and pending changes) `ms` into the past. */
async function startedAgo(member: Member, ms: number) {
  const at = new Date(Date.now() - ms).toISOString();
  await t.db
    .updateTable('member_sessions')
    .set({ created_at: at })
    .where('member_id', '=', member.id)
    .execute();
}

describe('reality check settings', () => {
  it('starts with everything off and the session just begun with nothing played', async () => {
    const member = await signedIn();
    const value = await read(member);
    expect(value).toMatchObject({
      intervalMinutes: null,
      sessionLimitMinutes: null,
      pending: null,
    });
    expect(value.session).toMatchObject({ staked: 0, paidOut: 0, net: 0 });
    expect(value.session.playedSeconds).toBeLessThan(60);
    expect(Math.abs(Date.parse(value.session.startedAt) - Date.now())).toBeLessThan(MINUTE);
  });

  it('sets the interval and a limit at once, and holds an increase and a removal for 24 hours', async () => {
    const member = await signedIn();
    expectValue(await put(member, { intervalMinutes: 15, sessionLimitMinutes: 120 }), z.null());
    expect(await read(member)).toMatchObject({
      intervalMinutes: 15,
      sessionLimitMinutes: 120,
      pending: null,
    });

    expectValue(await put(member, { intervalMinutes: 30, sessionLimitMinutes: 240 }), z.null());
    const raised = await read(member);
    expect(raised).toMatchObject({ intervalMinutes: 30, sessionLimitMinutes: 120 });
    expect(raised.pending?.sessionLimitMinutes).toBe(240);
    const wait = Date.parse(raised.pending!.effectiveAt) - Date.now();
    expect(wait).toBeGreaterThan(24 * HOUR - MINUTE);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);

    expectValue(await put(member, { intervalMinutes: 30, sessionLimitMinutes: null }), z.null());
    expect((await read(member)).pending).toMatchObject({ sessionLimitMinutes: null });

    // The cooling period over, the removal is in force.
    await t.db
      .updateTable('member_reality_checks')
      .set({ pending_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('member_id', '=', member.id)
      .execute();
    expect(await read(member)).toMatchObject({ sessionLimitMinutes: null, pending: null });
  });

  it('applies a decrease at once and drops the pending increase', async () => {
    const member = await signedIn();
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 60 });
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 720 });
    expectValue(await put(member, { intervalMinutes: null, sessionLimitMinutes: 30 }), z.null());
    expect(await read(member)).toMatchObject({ sessionLimitMinutes: 30, pending: null });
  });

  it('refuses choices outside the lists and calls without a session', async () => {
    const member = await signedIn();
    expectError(
      await put(member, { intervalMinutes: 10, sessionLimitMinutes: null }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await put(member, { intervalMinutes: 15, sessionLimitMinutes: 20 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await put(member, { intervalMinutes: 15 }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: URL }), 401, 'NOT_LOGGED_IN');
  });
});

describe('the session figures', () => {
  it('sums the stakes and payouts of the rounds settled in this session only', async () => {
    const member = await signedIn();
    const now = new Date().toISOString();
    await t.db
      .insertInto('game_categories')
      .values({ code: 'RNG', mod_id: null, enabled: 1, sort: 0, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const game = await createTestGame(t);
    await fundWallet(t, { memberId: member.id, wallet: 'main' }, 100_000n);
    const launch = await createLaunchSession(t, member.id, game);
    const round = async (stake: string, payout: string | null) => {
      const roundId = newRoundId();
      const debit = {
        transactionId: newTransactionId(),
        roundId,
        token: launch,
        gameCode: game.gameCode,
        amount: stake,
      };
      expect((await seamlessCall(t, 'debit', debit)).statusCode).toBe(200);
      if (payout !== null) {
        const credit = {
          transactionId: newTransactionId(),
          roundId,
          playerId: member.account,
          amount: payout,
        };
        expect((await seamlessCall(t, 'credit', credit)).statusCode).toBe(200);
      }
      return roundId;
    };
    // A round from before this session does not count.
    const old = await round('50.00', '0');
    await t.db
      .updateTable('bet_rounds')
      .set({ created_at: new Date(Date.now() - 2 * HOUR).toISOString() })
      .where('round_id', '=', old)
      .execute();
    await startedAgo(member, HOUR);
    await round('10.25', '0');
    await round('5.50', '12.30');
    await round('3.00', null); // still open: not settled, not counted

    const { session } = await read(member);
    expect(session).toMatchObject({ staked: 15.75, paidOut: 12.3, net: -3.45 });
    expect(session.playedSeconds).toBeGreaterThanOrEqual(3600);
    expect(session.playedSeconds).toBeLessThan(3660);
  });
});

describe('the session time limit', () => {
  it('ends the session once it is older than the limit, with its own code, and a new login starts again', async () => {
    const member = await signedIn();
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 30 });
    await startedAgo(member, 29 * MINUTE);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: member.headers }))
        .statusCode,
    ).toBe(200);

    await startedAgo(member, 30 * MINUTE);
    expectError(
      await t.app.inject({ method: 'GET', url: URL, headers: member.headers }),
      401,
      'SESSION_TIME_LIMIT_REACHED',
    );
    // The session is over: the token no longer works.
    expectError(
      await t.app.inject({ method: 'GET', url: URL, headers: member.headers }),
      401,
      'SESSION_EXPIRED',
    );
    const row = await t.db
      .selectFrom('member_sessions')
      .select('revoked_at')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    const { token } = await login(t, member.account, member.password);
    const again = await read({ ...member, headers: authHeader(token) });
    expect(again.sessionLimitMinutes).toBe(30);
    expect(again.session.playedSeconds).toBeLessThan(60);
  });

  it('applies a lower limit to the session already open', async () => {
    const member = await signedIn();
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 120 });
    await startedAgo(member, 45 * MINUTE);
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: member.headers })).statusCode,
    ).toBe(200);
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 30 });
    expectError(
      await t.app.inject({ method: 'GET', url: URL, headers: member.headers }),
      401,
      'SESSION_TIME_LIMIT_REACHED',
    );
  });

  it('treats a public call with an ended session as a visitor, and the session stays ended', async () => {
    const member = await signedIn();
    await put(member, { intervalMinutes: null, sessionLimitMinutes: 30 });
    await startedAgo(member, 31 * MINUTE);
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_hotGamesV2?language=EN',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: URL, headers: member.headers }),
      401,
      'SESSION_EXPIRED',
    );
  });
});

describe('the console line', () => {
  it('shows a member’s settings and current session time to staff who may read safer play', async () => {
    const member = await signedIn();
    await put(member, { intervalMinutes: 45, sessionLimitMinutes: 60 });
    await put(member, { intervalMinutes: 45, sessionLimitMinutes: 90 });
    await startedAgo(member, 10 * MINUTE);
    const cs = await staffWithToken(t, 'cs');
    const url = `/wps/operator/members/${member.id}/reality-check`;
    const value = expectValue(
      await t.app.inject({ method: 'GET', url, headers: cs.headers }),
      operatorRealityCheckSchema,
    );
    expect(value).toMatchObject({
      intervalMinutes: 45,
      sessionLimitMinutes: 60,
      pending: { sessionLimitMinutes: 90 },
    });
    expect(value.session!.playedSeconds).toBeGreaterThanOrEqual(600);

    const quiet = await createMember(t);
    const none = expectValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/members/${quiet.id}/reality-check`,
        headers: cs.headers,
      }),
      operatorRealityCheckSchema,
    );
    expect(none).toEqual({
      intervalMinutes: null,
      sessionLimitMinutes: null,
      pending: null,
      session: null,
    });
  });

  it('refuses staff without the permission, member tokens, and unknown members', async () => {
    const member = await signedIn();
    const url = `/wps/operator/members/${member.id}/reality-check`;
    const marketing = await staffWithToken(t, 'marketing');
    expectError(
      await t.app.inject({ method: 'GET', url, headers: marketing.headers }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await t.app.inject({ method: 'GET', url, headers: member.headers }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    const risk = await staffWithToken(t, 'risk');
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/wps/operator/members/99999999/reality-check',
        headers: risk.headers,
      }),
      404,
      'MEMBER_NOT_FOUND',
    );
  });
});
