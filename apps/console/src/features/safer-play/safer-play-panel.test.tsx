import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITABLE_PROFILE_FIELDS } from '@portal/shared/schemas/member-profile';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import type { OperatorSaferPlay, SaferLimit } from '@portal/shared/schemas/safer-play';
import { renderConsole } from '../../../test/render';
import type { ConsoleFeature } from '../../app/feature';
import { features } from '../../app/features';

const member: MemberDetail = {
  id: 7,
  username: 'ali7',
  nickname: 'Ali',
  type: 0,
  currency: 'MYR',
  vipLevel: 3,
  status: 'active',
  mustChangePassword: false,
  verification: {
    dialingCode: '60',
    mobile: '123456789',
    mobileVerifiedAt: null,
    email: null,
    emailVerifiedAt: null,
    realName: 'Ali Bin Abu',
    bankCards: 1,
    twoFactor: false,
    paymentPasswordSet: true,
  },
  profile: Object.fromEntries(
    EDITABLE_PROFILE_FIELDS.map((field) => [field, null]),
  ) as MemberDetail['profile'],
  balances: { main: 1500.5, bonus: 0, hold: 0, vendors: 0, points: 0 },
  agentChain: [],
  referral: { referrer: null, referees: 0 },
  registration: { at: '2026-11-01T02:00:00.000Z', ip: null, domain: null },
  lastLogin: null,
  openSessions: 0,
  deviceMarks: [],
};

const limit = (overrides: Partial<SaferLimit>): SaferLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: null,
  used: 0,
  remaining: null,
  periodEndsAt: '2026-11-28T16:00:00.000Z',
  pending: null,
  ...overrides,
});

const view: OperatorSaferPlay = {
  limits: [
    limit({ kind: 'deposit', period: 'day', amount: 500, used: 120 }),
    limit({
      kind: 'loss',
      period: 'week',
      amount: 1000,
      used: 250.5,
      periodEndsAt: '2026-11-29T16:00:00.000Z',
      pending: { amount: 2000, effectiveAt: '2026-11-29T04:00:00.000Z' },
    }),
    limit({
      kind: 'wager',
      period: 'month',
      amount: 9000,
      pending: { amount: null, effectiveAt: '2026-11-29T05:00:00.000Z' },
    }),
  ],
  break: {
    kind: 'exclusion',
    startedAt: '2026-11-28T02:00:00.000Z',
    endsAt: '2027-05-28T02:00:00.000Z',
  },
  coolingHours: 24,
  history: [
    {
      change: 'limit',
      kind: 'loss',
      period: 'week',
      amount: 2000,
      duration: null,
      askedAt: '2026-11-28T04:00:00.000Z',
      effectiveAt: null,
      endsAt: null,
    },
    {
      change: 'break',
      kind: 'exclusion',
      period: null,
      amount: null,
      duration: '6m',
      askedAt: '2026-11-28T02:00:00.000Z',
      effectiveAt: '2026-11-28T02:00:00.000Z',
      endsAt: '2027-05-28T02:00:00.000Z',
    },
  ],
};

const rowText = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the safer-play panel of the member page', () => {
  it('shows the break, the limits with use and pending changes, and the history, read only', async () => {
    const { calls } = await renderConsole('/members/7', {
      role: 'cs',
      routes: { 'GET /members/7': member, 'GET /members/7/safer-play': view },
    });
    const panel = (await screen.findByRole('heading', { name: 'Safer play' })).closest('section')!;
    expect(
      await within(panel).findByText(/Staff cannot lift or shorten a break, nor change a limit/),
    ).toBeTruthy();
    expect(within(panel).getByTestId('safer-break').textContent).toContain(
      'Self-excluded until 2027-05-28 10:00:00',
    );
    const limits = within(panel).getAllByTestId('safer-limit');
    expect(limits.map(rowText)).toEqual([
      ['Deposit', 'Day', '500.00 MYR', '120.00 MYR', '2026-11-29 00:00:00', '—'],
      [
        'Loss',
        'Week',
        '1,000.00 MYR',
        '250.50 MYR',
        '2026-11-30 00:00:00',
        '2,000.00 MYR from 2026-11-29 12:00:00',
      ],
      [
        'Wager',
        'Month',
        '9,000.00 MYR',
        '0.00 MYR',
        '2026-11-29 00:00:00',
        'Removal from 2026-11-29 13:00:00',
      ],
    ]);
    expect(within(panel).getAllByTestId('safer-history').map(rowText)).toEqual([
      ['Limit', 'Loss per Week: 2,000.00 MYR', '2026-11-28 12:00:00', '—', '—'],
      [
        'Break',
        'Self-exclusion, 6 months',
        '2026-11-28 10:00:00',
        '2026-11-28 10:00:00',
        '2027-05-28 10:00:00',
      ],
    ]);
    // Nothing on the panel changes a break or a limit, and it only ever reads.
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.path.includes('safer-play')).map((c) => c.method)).toEqual([
      'GET',
    ]);
  });

  it('says when a member has no break and no history', async () => {
    await renderConsole('/members/7', {
      role: 'viewer',
      routes: {
        'GET /members/7': member,
        'GET /members/7/safer-play': { ...view, break: null, history: [] },
      },
    });
    expect((await screen.findByTestId('safer-break')).textContent).toContain('No break');
    expect(screen.getByText('No limit or break has been set.')).toBeTruthy();
  });

  it('is not shown, and not asked for, without safer.read', async () => {
    // A screen any role may open, holding only the panel.
    const probe: ConsoleFeature = {
      id: 'probe',
      routes: [
        {
          path: 'probe',
          permission: 'dashboard.read',
          screen: lazy(() =>
            import('./safer-play-panel').then((m) => ({
              default: () => (
                <div data-testid="probe">
                  <m.SaferPlayPanel memberId={7} currency="MYR" />
                </div>
              ),
            })),
          ),
        },
      ],
      nav: [],
      locales: { en: {}, zh: {} },
    };
    const routes = { 'GET /members/7/safer-play': view };
    const hidden = await renderConsole('/probe', {
      role: 'marketing',
      routes,
      features: [...features, probe],
    });
    expect((await screen.findByTestId('probe')).textContent).toBe('');
    expect(hidden.calls.filter((call) => call.path.includes('safer-play'))).toEqual([]);
    hidden.unmount();

    await renderConsole('/probe', { role: 'risk', routes, features: [...features, probe] });
    expect(await screen.findByRole('heading', { name: 'Safer play' })).toBeTruthy();
  });
});
