import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './referral-screen';

const rules = {
  enabled: true,
  minFirstDeposit: 50,
  minTurnover: 0,
  qualifyWithinDays: 30,
  rewardAmount: 20,
  rewardWallet: 'bonus',
  turnoverMultiple: 3,
  bonusExpiryDays: 7,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const referral = {
  id: 1,
  referrer: 'alice88',
  referrerId: 31,
  friend: 'alice88b',
  friendId: 40,
  status: 'not_eligible',
  ineligibleReasons: ['same_device', 'same_ip'],
  registeredAt: '2026-11-20T00:00:00.000Z',
  firstDepositOrderNo: 'D100',
  firstDepositAmount: 100,
  firstDepositAt: '2026-11-21T00:00:00.000Z',
  turnover: 0,
  qualifiedAt: null,
  rewardAmount: null,
  rewardWallet: null,
  rewardReference: null,
};
const page = { list: [referral], page: 1, pageSize: 25, total: 1 };

describe('invite friends', () => {
  it('shows why a referral is not eligible, filtered by status and referrer', async () => {
    const { calls } = await renderConsole(
      '/marketing/referral?status=not_eligible&referrer=alice88',
      { role: 'risk', routes: { 'GET /referral/rules': rules, 'GET /referrals': page } },
    );
    const row = (await screen.findByText('alice88b')).closest('tr')!;
    const reasons = within(row).getByRole('list', { name: 'Why not eligible' });
    expect(within(reasons).getByText('Same browser as the referrer')).toBeTruthy();
    expect(within(reasons).getByText('Same IP address as the referrer')).toBeTruthy();
    expect(calls.find((call) => call.path === '/referrals')?.query).toMatchObject({
      status: 'not_eligible',
      referrer: 'alice88',
    });
    // Risk reads the rules but does not change them.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('saves the rules a marketer changes, and shows the server’s refusal', async () => {
    let refuse = true;
    const { calls } = await renderConsole('/marketing/referral', {
      role: 'marketing',
      routes: {
        'GET /referral/rules': rules,
        'GET /referrals': { ...page, list: [] },
        'PUT /referral/rules': () =>
          refuse
            ? ((refuse = false),
              {
                error: { status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check the rules.' },
              })
            : rules,
      },
    });
    const reward = await screen.findByLabelText('Reward');
    await userEvent.clear(reward);
    await userEvent.type(reward, '25');
    await userEvent.selectOptions(screen.getByLabelText('Paid into'), 'main');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the rules.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Referral rules saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      enabled: true,
      minFirstDeposit: 50,
      minTurnover: 0,
      qualifyWithinDays: 30,
      rewardAmount: 25,
      rewardWallet: 'main',
      turnoverMultiple: 3,
      bonusExpiryDays: 7,
    });
    expect(await screen.findByText('No referrals match.')).toBeTruthy();
  });
});
