import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EDITABLE_PROFILE_FIELDS } from '@portal/shared/schemas/member-profile';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { renderConsole } from '../../../test/render';

const member = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
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
    mobileVerifiedAt: '2026-11-02T02:00:00.000Z',
    email: 'ali@example.com',
    emailVerifiedAt: null,
    realName: 'Ali Bin Abu',
    bankCards: 2,
    twoFactor: false,
    paymentPasswordSet: true,
  },
  profile: {
    ...(Object.fromEntries(
      EDITABLE_PROFILE_FIELDS.map((field) => [field, null]),
    ) as MemberDetail['profile']),
    realName: 'Ali Bin Abu',
    telegram: '@ali_bin_abu',
    incomeSource: 'salary',
  },
  balances: { main: 1500.5, bonus: 20, hold: 0, vendors: 35, points: 120 },
  agentChain: [
    { id: 3, username: 'agent3', level: 1 },
    { id: 1, username: 'boss1', level: 2 },
  ],
  referral: { referrer: { id: 9, username: 'friend9' }, referees: 4 },
  registration: { at: '2026-11-01T02:00:00.000Z', ip: '10.0.0.1', domain: 'portal.test' },
  lastLogin: { at: '2026-11-27T12:00:00.000Z', ip: '10.0.0.2' },
  openSessions: 1,
  deviceMarks: [{ mark: 'ab'.repeat(32), firstSeenAt: '2026-11-01T02:00:00.000Z' }],
  ...overrides,
});

const emptyPage = { list: [], page: 1, pageSize: 25, total: 0 };

describe('the member page', () => {
  it('shows the profile, and the tabs read their own lists with the page in the URL', async () => {
    const { calls, router } = await renderConsole('/members/7', {
      role: 'viewer',
      routes: {
        'GET /members/7': member(),
        'GET /members/7/ledger': {
          list: [
            {
              id: 1,
              time: '2026-11-27T12:00:00.000Z',
              kind: 'adjustment',
              wallet: 'main',
              vendor: null,
              amount: -50,
              balanceAfter: 1500.5,
              currency: 'MYR',
              reference: 'ADJ00000001',
              memo: 'finance01: correction',
            },
          ],
          page: 1,
          pageSize: 25,
          total: 1,
        },
        'GET /members/7/safer-play': { limits: [], break: null, coolingHours: 24, history: [] },
        'GET /members/7/:list': emptyPage,
      },
    });
    // The first render loads the screen's chunk: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: /ali7/ }, { timeout: 12_000 })).toBeTruthy();
    expect(screen.getByText('Ali Bin Abu', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(/verified 2026-11-02 10:00:00/)).toBeTruthy();
    expect(screen.getByText('not verified')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Messaging' }));
    expect(details.getByText('@ali_bin_abu')).toBeTruthy();
    expect(details.getAllByText('not given').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Occupation and income' })).getByText('Salary'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Ledger' }));
    expect(await screen.findByText('ADJ00000001')).toBeTruthy();
    expect(screen.getByText('-50.00')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=ledger');

    await userEvent.click(screen.getByRole('tab', { name: 'Balances' }));
    expect(await screen.findByText('1,500.50')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Agent chain' }));
    expect(screen.getByRole('link', { name: 'agent3' }).getAttribute('href')).toBe('/members/3');

    await userEvent.click(screen.getByRole('tab', { name: 'Sessions & devices' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/members/7/sessions')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Find accounts' }).getAttribute('href')).toBe(
      `/members?by=device&q=${'ab'.repeat(8)}`,
    );
  });

  it('shows a viewer no action', async () => {
    await renderConsole('/members/7', { role: 'viewer', routes: { 'GET /members/7': member() } });
    await screen.findByRole('heading', { name: /ali7/ });
    for (const name of [
      'Lock',
      'Force password change',
      'End sessions',
      'Send message',
      'Add note',
      'Adjust balance',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('lets customer service lock and message, but not adjust the balance', async () => {
    await renderConsole('/members/7', { role: 'cs', routes: { 'GET /members/7': member() } });
    await screen.findByRole('heading', { name: /ali7/ });
    expect(screen.getByRole('button', { name: 'Lock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('locks the member with a reason through the lock call', async () => {
    let locked = false;
    const { calls } = await renderConsole('/members/7', {
      role: 'admin',
      routes: {
        'GET /members/7': () => member(locked ? { status: 'locked', openSessions: 0 } : {}),
        'POST /members/7/lock': () => {
          locked = true;
          return { status: 'locked', sessionsEnded: 2 };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock ali7?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Shared account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/members/7/lock')).toMatchObject({
        method: 'POST',
        body: { reason: 'Shared account' },
      }),
    );
    expect(await screen.findByText('ali7 is locked; 2 sessions ended')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
  });

  it("shows the server's refusal inside the dialog", async () => {
    await renderConsole('/members/7', {
      role: 'admin',
      routes: {
        'GET /members/7': member(),
        'POST /members/7/force-password-change': {
          error: {
            status: 409,
            errorCode: 'MEMBER_HAS_NO_PASSWORD',
            message: 'This member signs in by SMS code only and has no password to change.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Force password change' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force password change' }));
    expect(
      await within(dialog).findByText(
        'This member signs in by SMS code only and has no password to change.',
      ),
    ).toBeTruthy();
  });

  it('asks for an adjustment and says when it waits for a second staff member', async () => {
    const { calls } = await renderConsole('/members/7', {
      role: 'finance',
      routes: {
        'GET /members/7': member(),
        'GET /adjustments/settings': { approvalThreshold: 1000 },
        'POST /members/7/adjustments': {
          id: 12,
          reference: 'ADJ00000012',
          memberId: 7,
          username: 'ali7',
          amount: 2500,
          currency: 'MYR',
          reason: 'Jackpot dispute',
          status: 'pending',
          requestedBy: 'finance01',
          requestedById: 1,
          createdAt: '2026-11-28T02:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
          declineReason: null,
          balanceAfter: null,
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of ali7' });
    expect(await within(dialog).findByText(/Above 1,000.00 MYR/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit adjustment' }));
    expect(calls.some((call) => call.path === '/members/7/adjustments')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Amount (MYR)'), '2500');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Jackpot dispute');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit adjustment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/members/7/adjustments')?.body).toEqual({
        amount: '2500',
        reason: 'Jackpot dispute',
      }),
    );
    expect(
      await within(dialog).findByText(
        'Adjustment ADJ00000012 is waiting for a second staff member',
      ),
    ).toBeTruthy();
  });

  it('says when the member does not exist', async () => {
    await renderConsole('/members/99', {
      role: 'viewer',
      routes: {
        'GET /members/99': {
          error: { status: 404, errorCode: 'MEMBER_NOT_FOUND', message: 'No member' },
        },
      },
    });
    expect(await screen.findByText('This member does not exist')).toBeTruthy();
  });
});
