import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './missions-screen';

const mission = {
  id: 5,
  names: { EN: 'Deposit race', CN: '存款竞赛' },
  descriptions: {},
  period: 'daily',
  condition: 'deposit_total',
  categoryCode: null,
  target: 100,
  reward: { type: 'points', points: 50 },
  startsAt: null,
  endsAt: '2026-12-31T16:00:00.000Z',
  sortOrder: 1,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const board = {
  missionId: 5,
  period: 'daily',
  condition: 'deposit_total',
  periodKey: '2026-11-28',
  target: 100,
  list: [
    { rank: 1, memberId: 31, username: 'alice88', value: 150, reached: true },
    { rank: 2, memberId: 32, username: 'bob77', value: 40, reached: false },
  ],
};

describe('missions', () => {
  it('lists missions with period and reward, and opens a period’s leaderboard', async () => {
    const { calls } = await renderConsole('/marketing/missions', {
      role: 'viewer',
      routes: { 'GET /missions': { list: [mission] }, 'GET /missions/:id/leaderboard': board },
    });
    const row = (await screen.findByText('Deposit race')).closest('tr')!;
    expect(within(row).getByText('Daily')).toBeTruthy();
    expect(within(row).getByText('50 points')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Leaderboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaderboard: Deposit race' });
    const first = (await within(dialog).findByText('alice88')).closest('tr')!;
    expect(within(first).getByText('Reached')).toBeTruthy();
    expect(within(dialog).getByText('Below 100.00')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('A day of the period'), '2026-11-20');
    await screen.findByRole('dialog', { name: 'Leaderboard: Deposit race' });
    expect(
      calls.some(
        (call) => call.path === '/missions/5/leaderboard' && call.query.period === '2026-11-20',
      ),
    ).toBe(true);
  });

  it('creates a weekly bonus mission with texts in two languages and a window in site time', async () => {
    const { calls } = await renderConsole('/marketing/missions', {
      role: 'marketing',
      routes: { 'GET /missions': { list: [] }, 'POST /missions': mission },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mission' });
    await userEvent.type(within(dialog).getByLabelText('Name (EN)'), 'Play 50 rounds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CN' }));
    await userEvent.type(within(dialog).getByLabelText('Name (CN)'), '玩 50 局');
    await userEvent.selectOptions(within(dialog).getByLabelText('Period'), 'weekly');
    await userEvent.selectOptions(within(dialog).getByLabelText('Measures'), 'rounds_played');
    await userEvent.type(within(dialog).getByLabelText('Target'), '50');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reward'), 'bonus');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '8.5');
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2026-12-01T00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Mission created')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      names: { EN: 'Play 50 rounds', CN: '玩 50 局' },
      descriptions: {},
      period: 'weekly',
      condition: 'rounds_played',
      categoryCode: null,
      target: 50,
      reward: { type: 'bonus', amount: 8.5, turnoverMultiple: 1 },
      startsAt: '2026-11-30T16:00:00.000Z',
      endsAt: null,
      sortOrder: 0,
      active: true,
    });
  });

  it('refuses a count target with decimals, and deletes a mission', async () => {
    const { calls } = await renderConsole('/marketing/missions', {
      role: 'content',
      routes: {
        'GET /missions': { list: [mission] },
        'PUT /missions/:id': mission,
        'DELETE /missions/:id': { id: 5 },
      },
    });
    const row = (await screen.findByText('Deposit race')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mission' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Measures'), 'rounds_played');
    const target = within(dialog).getByLabelText('Target');
    await userEvent.clear(target);
    await userEvent.type(target, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Check these fields: target/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Deposit race?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Mission deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/missions/5');
  });
});
