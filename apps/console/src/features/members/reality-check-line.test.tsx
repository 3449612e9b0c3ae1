import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITABLE_PROFILE_FIELDS } from '@portal/shared/schemas/member-profile';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import type { OperatorRealityCheck } from '@portal/shared/schemas/reality-check';
import { renderConsole } from '../../../test/render';

const member = {
  id: 7,
  username: 'ali7',
  nickname: 'Ali',
  type: 0,
  currency: 'MYR',
  vipLevel: 3,
  status: 'active',
  mustChangePassword: false,
  verification: {
    dialingCode: null,
    mobile: null,
    mobileVerifiedAt: null,
    email: null,
    emailVerifiedAt: null,
    realName: null,
    bankCards: 0,
    twoFactor: false,
    paymentPasswordSet: false,
  },
  balances: { main: 0, bonus: 0, hold: 0, vendors: 0, points: 0 },
  agentChain: [],
  referral: { referrer: null, referees: 0 },
  registration: { at: '2026-11-01T02:00:00.000Z', ip: '10.0.0.1', domain: 'portal.test' },
  lastLogin: null,
  openSessions: 1,
  deviceMarks: [],
  profile: Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((field) => [field, null])),
} as unknown as MemberDetail;

const emptyPage = { list: [], page: 1, pageSize: 25, total: 0 };

async function line(value: OperatorRealityCheck) {
  await renderConsole('/members/7', {
    role: 'cs',
    routes: {
      'GET /members/7': member,
      'GET /members/7/reality-check': value,
      'GET /members/7/:list': emptyPage,
    },
  });
  return (await screen.findByTestId('reality-check-line', {}, { timeout: 12_000 })).textContent;
}

describe("the member page's reality-check line", () => {
  it('shows the interval, the session limit with a waiting increase, and the session played', async () => {
    expect(
      await line({
        intervalMinutes: 30,
        sessionLimitMinutes: 90,
        pending: { sessionLimitMinutes: 240, effectiveAt: '2026-11-29T02:00:00.000Z' },
        session: { startedAt: '2026-11-28T01:00:00.000Z', playedSeconds: 3900 },
      }),
    ).toBe(
      'Reality check every 30 min · session limit 1 h 30 min · 4 h from 2026-11-29 10:00:00 · this session 1 h 05 min',
    );
  });

  it('says when nothing is set and the member is not signed in', async () => {
    expect(
      await line({
        intervalMinutes: null,
        sessionLimitMinutes: null,
        pending: null,
        session: null,
      }),
    ).toBe('Reality check off · no session limit · not signed in');
  });
});
