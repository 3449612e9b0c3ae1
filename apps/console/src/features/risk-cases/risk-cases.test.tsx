import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RiskCase, RiskCaseSummary, RiskRuleView } from '@portal/shared/schemas/risk-cases';
import { renderConsole } from '../../../test/render';
import { fromShown, toShown } from './rules-screen';

const summary = (id: number, overrides: Partial<RiskCaseSummary> = {}): RiskCaseSummary => ({
  id,
  rule: 'little_play',
  state: 'open',
  memberId: 7,
  memberAccount: 'ali7',
  memberCount: 1,
  eventCount: 1,
  assignee: null,
  openedAt: '2026-11-28T02:00:00.000Z',
  lastEventAt: '2026-11-28T02:00:00.000Z',
  outcome: null,
  closedAt: null,
  ...overrides,
});

const detail = (overrides: Partial<RiskCase> = {}): RiskCase => ({
  ...summary(41, { rule: 'shared_payee', memberCount: 2 }),
  assigneeId: null,
  outcomeReference: null,
  closingNote: null,
  closedBy: null,
  members: [
    {
      id: 7,
      account: 'ali7',
      payeeName: 'Lim Ah Kow',
      status: 'active',
      currency: 'MYR',
      registeredAt: '2026-01-02T00:00:00.000Z',
    },
    {
      id: 9,
      account: 'bob9',
      payeeName: 'Lim Ah Kow',
      status: 'active',
      currency: 'MYR',
      registeredAt: '2026-01-03T00:00:00.000Z',
    },
  ],
  events: [
    {
      id: 1,
      type: 'withdrawal.requested',
      memberId: 9,
      memberAccount: 'bob9',
      amount: 1500,
      currency: 'MYR',
      reference: 'W2026112800001',
      detail: { depositsMinor: '200000', playedMinor: '0', ratioBps: 3000 },
      occurredAt: '2026-11-28T02:00:00.000Z',
    },
  ],
  notes: [{ id: 3, staff: 'risk01', body: 'Asked for ID.', createdAt: '2026-11-28T03:00:00.000Z' }],
  ...overrides,
});

describe('the money-pattern case queue', () => {
  it('opens on the live cases, filters by rule and links each case and member', async () => {
    const { calls } = await renderConsole('/risk-cases', {
      role: 'risk',
      routes: {
        'GET /risk-cases': {
          list: [summary(42, { assignee: 'risk01', state: 'in_review' }), summary(41)],
          page: 1,
          pageSize: 25,
          total: 2,
        },
      },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Money-pattern cases' },
      { timeout: 12_000 },
    );
    const row = await within(table).findByRole('row', { name: /#42/ });
    expect(within(row).getByText('In review')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'ali7' }).getAttribute('href')).toBe('/members/7');
    expect(calls.find((call) => call.path === '/risk-cases')?.query).toMatchObject({
      live: 'true',
    });
    await userEvent.selectOptions(screen.getByLabelText('Rule'), 'card_churn');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/risk-cases').at(-1)?.query).toMatchObject({
        live: 'true',
        rule: 'card_churn',
      }),
    );
  });
});

describe('a money-pattern case', () => {
  it('shows its events, members and notes, and adds a note', async () => {
    const { calls } = await renderConsole('/risk-cases/41', {
      role: 'risk',
      routes: {
        'GET /risk-cases/41': detail(),
        'POST /risk-cases/41/notes': detail(),
      },
    });
    await screen.findByRole('heading', { name: 'Case 41' }, { timeout: 12_000 });
    const timeline = screen.getByRole('list', { name: 'Events' });
    expect(within(timeline).getByText('Withdrawal requested')).toBeTruthy();
    expect(within(timeline).getByText(/W2026112800001/)).toBeTruthy();
    expect(within(timeline).getByText(/depositsMinor 2,000.00 · playedMinor 0.00/)).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'bob9' }).getAttribute('href')).toBe(
      '/members/9',
    );
    expect(screen.getByText('Asked for ID.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New note'), 'Documents received.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/risk-cases/41/notes')?.body).toEqual({
        body: 'Documents received.',
      }),
    );
  });

  it('closes with an outcome, the reference of a report and a note', async () => {
    const { calls } = await renderConsole('/risk-cases/41', {
      role: 'risk',
      routes: {
        'GET /risk-cases/41': detail(),
        'POST /risk-cases/41/close': detail({ state: 'closed' }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close case' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close case 41' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Outcome'), 'reported');
    await userEvent.type(within(dialog).getByLabelText('Authority reference'), 'FIAU-42');
    await userEvent.type(within(dialog).getByLabelText('Closing note'), 'Filed with the FIAU.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close case' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/risk-cases/41/close')?.body).toEqual({
        outcome: 'reported',
        reference: 'FIAU-42',
        note: 'Filed with the FIAU.',
      }),
    );
    expect(await screen.findByText('Case 41 closed')).toBeTruthy();
  });

  it('is read-only for a reading role and once closed', async () => {
    await renderConsole('/risk-cases/41', {
      role: 'viewer',
      routes: { 'GET /risk-cases/41': detail() },
    });
    await screen.findByRole('heading', { name: 'Case 41' }, { timeout: 12_000 });
    expect(screen.queryByRole('button', { name: 'Close case' })).toBeNull();
    expect(screen.queryByLabelText('New note')).toBeNull();
  });
});

describe('the case rules', () => {
  const rules: RiskRuleView[] = [
    {
      rule: 'large_deposit',
      enabled: true,
      params: { amountMinor: 5_000_000 },
      updatedBy: null,
      updatedAt: null,
    },
    {
      rule: 'little_play',
      enabled: true,
      params: { ratioBps: 3_000, minDepositsMinor: 100_000 },
      updatedBy: 'risk01',
      updatedAt: '2026-11-28T02:00:00.000Z',
    },
  ];

  it('shows amounts in the currency and the ratio in per cent, and saves them in minor units', async () => {
    const { calls } = await renderConsole('/risk-cases/rules', {
      role: 'risk',
      routes: {
        'GET /risk-rules': { list: rules },
        'PUT /risk-rules/:rule': rules[1],
      },
    });
    const form = await screen.findByRole(
      'form',
      { name: 'Withdrawal after little play' },
      { timeout: 12_000 },
    );
    const ratio = within(form).getByLabelText('Play below (% of deposits)');
    expect((ratio as HTMLInputElement).value).toBe('30');
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '12.5');
    await userEvent.click(within(form).getByLabelText('On'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/risk-rules/little_play',
        body: { enabled: false, params: { ratioBps: 1_250, minDepositsMinor: 100_000 } },
      }),
    );
  });

  it('is read-only for a role that may not change the rules', async () => {
    await renderConsole('/risk-cases/rules', {
      role: 'finance',
      routes: { 'GET /risk-rules': { list: rules } },
    });
    await screen.findByText('Only the risk desk changes the rules.', undefined, {
      timeout: 12_000,
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('converts thresholds without floating-point drift', () => {
    expect(fromShown('amountMinor', '1000.10')).toBe(100_010);
    expect(fromShown('amountMinor', '0.07')).toBe(7);
    expect(fromShown('amountMinor', '1.234')).toBeNaN();
    expect(fromShown('maxMembers', '3')).toBe(3);
    expect(toShown('amountMinor', 100_010)).toBe('1000.10');
  });
});
