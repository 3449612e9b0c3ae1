import type { MemberSession, SecurityOverview } from '@portal/shared/schemas/account';

/** A member with a mobile number and no other protection yet. */
export const securityOverview = (): SecurityOverview => ({
  account: 'demo01',
  nickname: 'Lucky Star',
  rank: { rankLevel: 2, labelName: 'VIP 2' },
  lastLoginTime: '2026-11-20T09:30:00.000Z',
  lastLoginIp: '203.0.113.9',
  passwordChangedAt: null,
  mobile: '+60 12****678',
  email: null,
  payeeName: null,
  hasPaymentPassword: false,
  totpEnabled: false,
});

/** This device (a desktop browser) and a remembered phone. */
export const memberSessions = (): MemberSession[] => [
  {
    id: 11,
    current: true,
    ip: '203.0.113.9',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    loginType: 'username',
    createdAt: '2026-11-20T09:30:00.000Z',
    lastSeenAt: '2026-11-20T10:00:00.000Z',
    remembered: false,
  },
  {
    id: 12,
    current: false,
    ip: '198.51.100.4',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    loginType: 'username',
    createdAt: '2026-11-18T08:00:00.000Z',
    lastSeenAt: '2026-11-19T08:00:00.000Z',
    remembered: true,
  },
];
