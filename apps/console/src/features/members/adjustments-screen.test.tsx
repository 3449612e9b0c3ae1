import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Adjustment } from '@portal/shared/schemas/balance-adjustments';
import { renderConsole } from '../../../test/render';

const adjustment = (id: number, overrides: Partial<Adjustment> = {}): Adjustment => ({
  id,
  reference: `ADJ${String(id).padStart(8, '0')}`,
  memberId: 7,
  username: 'ali7',
  amount: 2500,
  currency: 'MYR',
  reason: 'Jackpot dispute',
  status: 'pending',
  requestedBy: 'risk01',
  requestedById: 5,
  createdAt: '2026-11-28T02:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  balanceAfter: null,
  ...overrides,
});

/** The signed-in staff member of renderConsole is id 1. */
const queue = {
  list: [
    adjustment(12),
    adjustment(11, { requestedById: 1, requestedBy: 'finance01', amount: -1500 }),
  ],
  page: 1,
  pageSize: 25,
  total: 2,
};

const routes = {
  'GET /adjustments': queue,
  'GET /adjustments/settings': { approvalThreshold: 1000 },
};

describe('the adjustment approval queue', () => {
  it("opens on pending adjustments; an approver decides others' requests, never their own", async () => {
    const { calls } = await renderConsole('/members/adjustments', { role: 'finance', routes });
    // The first render loads the screen's chunk: slow on a busy machine.
    const table = await screen.findByRole(
      'table',
      { name: 'Balance adjustments' },
      { timeout: 12_000 },
    );
    await within(table).findByText('ADJ00000012');
    expect(calls.find((call) => call.path === '/adjustments')?.query).toMatchObject({
      status: 'pending',
    });
    const others = within(table).getByRole('row', { name: /ADJ00000012/ });
    expect(within(others).getByRole('button', { name: 'Approve' })).toBeTruthy();
    const own = within(table).getByRole('row', { name: /ADJ00000011/ });
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(own).getByText('Your request')).toBeTruthy();
    expect(screen.getByText(/Adjustments above 1,000.00 wait here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change threshold' })).toBeNull();
  });

  it('approves through the approve call and says so', async () => {
    const { calls } = await renderConsole('/members/adjustments', {
      role: 'finance',
      routes: { ...routes, 'POST /adjustments/12/approve': adjustment(12, { status: 'applied' }) },
    });
    const row = await screen.findByRole('row', { name: /ADJ00000012/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve ADJ00000012?' });
    expect(within(dialog).getByText(/2,500.00 MYR moves/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/adjustments/12/approve')?.method).toBe('POST'),
    );
    expect(await screen.findByText('ADJ00000012 approved')).toBeTruthy();
  });

  it("declines with a reason, and shows the server's refusal in the dialog", async () => {
    const { calls } = await renderConsole('/members/adjustments', {
      role: 'finance',
      routes: {
        ...routes,
        'POST /adjustments/12/decline': {
          error: {
            status: 409,
            errorCode: 'ADJUSTMENT_DECIDED',
            message:
              'This balance adjustment has already been approved or declined. Please refresh.',
          },
        },
      },
    });
    const row = await screen.findByRole('row', { name: /ADJ00000012/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Decline' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'No chargeback');
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText(
        'This balance adjustment has already been approved or declined. Please refresh.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/adjustments/12/decline')?.body).toEqual({
      reason: 'No chargeback',
    });
  });

  it('shows the queue without decisions to a role that may not approve', async () => {
    await renderConsole('/members/adjustments', { role: 'viewer', routes });
    await screen.findByText('ADJ00000012');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lets an admin change the threshold', async () => {
    const { calls } = await renderConsole('/members/adjustments', {
      role: 'admin',
      routes: { ...routes, 'PUT /adjustments/settings': { approvalThreshold: 500 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change threshold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval threshold' });
    const input = within(dialog).getByLabelText('Approval threshold');
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/adjustments/settings',
        body: { approvalThreshold: '500' },
      }),
    );
  });
});
