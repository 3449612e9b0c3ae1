import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './rewards-screen';

const prize = (overrides: Record<string, unknown>) => ({
  type: 'nothing',
  labels: { EN: 'Better luck' },
  amount: null,
  turnoverMultiple: null,
  points: null,
  ticketKind: null,
  weight: 1,
  ...overrides,
});
const table = {
  expiryDays: 7,
  bonusExpiryDays: 3,
  prizes: [
    prize({
      type: 'bonus',
      labels: { EN: 'Bonus 10' },
      amount: 10,
      turnoverMultiple: 1,
      weight: 1,
    }),
    prize({ type: 'points', labels: { EN: '50 points' }, points: 50, weight: 2 }),
    prize({ weight: 5 }),
  ],
};
const rules = {
  rules: [{ trigger: 'first_deposit', minAmount: 0, kind: 'golden_egg', count: 1, active: true }],
};

describe('reward tickets', () => {
  it('shows each prize’s odds and the expected cost per ticket, recomputed while editing', async () => {
    const { calls } = await renderConsole('/marketing/rewards?kind=golden_egg', {
      role: 'marketing',
      routes: {
        'GET /rewards/prize-tables/:kind': table,
        'GET /rewards/grant-rules': rules,
        'PUT /rewards/prize-tables/:kind': table,
      },
    });
    const prizes = await screen.findByRole('table', { name: 'Prizes' });
    // 1 / 8, 2 / 8, 5 / 8
    expect(within(prizes).getByText('12.50%')).toBeTruthy();
    expect(within(prizes).getByText('25.00%')).toBeTruthy();
    expect(within(prizes).getByText('62.50%')).toBeTruthy();
    const expected = screen.getByLabelText('Expected cost per ticket');
    // Bonus 10 × 1/8 = 1.25; points 50 × 2/8 = 12.5
    expect(within(expected).getByText('1.25')).toBeTruthy();
    expect(within(expected).getByText('12.50')).toBeTruthy();

    const weight = within(prizes).getByLabelText('Weight of prize 3');
    await userEvent.clear(weight);
    await userEvent.type(weight, '1');
    // Now 1 / 4: the bonus costs 2.50 a ticket.
    expect(within(expected).getByText('2.50')).toBeTruthy();
    expect(within(prizes).getAllByText('25.00%')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Save the table' }));
    expect(await screen.findByText('Prize table of Golden egg saved')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/rewards/prize-tables/golden_egg');
    expect((put?.body as typeof table).prizes.map((p) => p.weight)).toEqual([1, 2, 1]);
  });

  it('switches kind, saves the grant rules and gives tickets by hand', async () => {
    const { calls } = await renderConsole('/marketing/rewards', {
      role: 'admin',
      routes: {
        'GET /rewards/prize-tables/:kind': table,
        'GET /rewards/grant-rules': rules,
        'PUT /rewards/grant-rules': rules,
        'POST /rewards/grants': { username: 'carol', ticketNos: ['T1', 'T2'] },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Prize wheel' }));
    await screen.findByText('Prize table: Prize wheel');
    expect(calls.some((call) => call.path === '/rewards/prize-tables/prize_wheel')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Grant rules saved')).toBeTruthy();
    expect(
      calls.find((call) => call.path === '/rewards/grant-rules' && call.method === 'PUT')?.body,
    ).toEqual(rules);

    const grant = screen.getByRole('heading', { name: 'Give tickets' }).closest('section')!;
    await userEvent.type(within(grant).getByLabelText('Member'), 'carol');
    const count = within(grant).getByLabelText('Tickets');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.type(within(grant).getByLabelText('Reason'), 'VIP birthday');
    await userEvent.click(within(grant).getByRole('button', { name: 'Give tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give 2 × Golden egg to carol?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give tickets' }));
    expect(await screen.findByText('carol received T1, T2')).toBeTruthy();
    expect(calls.find((call) => call.path === '/rewards/grants')?.body).toEqual({
      username: 'carol',
      kind: 'golden_egg',
      count: 2,
      reason: 'VIP birthday',
    });
  });

  it('shows a viewer the odds without edits or grants', async () => {
    await renderConsole('/marketing/rewards', {
      role: 'viewer',
      routes: { 'GET /rewards/prize-tables/:kind': table, 'GET /rewards/grant-rules': rules },
    });
    expect(await screen.findAllByText('62.50%')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save the table' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Give tickets' })).toBeNull();
  });
});
