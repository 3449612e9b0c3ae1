import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render';
// Loaded with the file, so the lazy screen's first render does not wait for its transform.
import './deposits-screen';
import { buildChannel, buildDeposit, pageOf } from '../cashier-fixtures';

const older = buildDeposit({ memberAccount: 'alice01', amount: 250 });
const mismatch = buildDeposit({
  memberAccount: 'bob02',
  payerName: 'Someone Else',
  amount: 1000,
  hasReceipt: false,
});
const queue = pageOf([older, mismatch], 1250);
const routes = {
  'GET /deposits': queue,
  'GET /deposit-channels': [buildChannel({ code: 'cimb', name: 'CIMB transfer' })],
};

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt') }));
});

describe('the deposit queue', () => {
  it('opens on the pending orders, oldest first, with the money they hold and names to check', async () => {
    const { calls } = await renderConsole('/cashier/deposits', { role: 'finance', routes });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(table).findByText('alice01')).toBeTruthy();
    expect(calls.find((call) => call.path === '/deposits')?.query).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'createdAt',
      status: 'pending',
    });
    expect(screen.getByText('Queue holds 1,250.00 MYR')).toBeTruthy();
    const row = within(table).getByText('bob02').closest('tr')!;
    expect(within(row).getByText('Differs from the real name')).toBeTruthy();
    expect(within(row).getByText('No receipt')).toBeTruthy();
    expect(screen.getByText('Confirm the deposit')).toBeTruthy();
  });

  it('asks for every status and other filters from the URL, and exports the same list', async () => {
    const { calls } = await renderConsole(
      '/cashier/deposits?status=all&member=ali&minAmount=100&channel=cimb&sort=-amount',
      { role: 'viewer', routes },
    );
    await screen.findByText('alice01');
    expect(calls.find((call) => call.path === '/deposits')?.query).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-amount',
      member: 'ali',
      minAmount: '100',
      channel: 'cimb',
    });
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'all');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('hides the decisions from a role that cannot decide, buttons and keys alike', async () => {
    const { calls } = await renderConsole('/cashier/deposits', { role: 'viewer', routes });
    await screen.findByText('alice01');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText('Confirm the deposit')).toBeNull();
    await userEvent.keyboard('c');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('moves with j and confirms the order the keyboard is on with c', async () => {
    const { calls } = await renderConsole('/cashier/deposits', {
      role: 'finance',
      routes: { ...routes, 'POST /deposits/:orderNo/confirm': { ...mismatch, status: 'success' } },
    });
    await screen.findByText('alice01');
    await userEvent.keyboard('j');
    await waitFor(() =>
      expect(screen.getByText('bob02').closest('tr')?.hasAttribute('data-active')).toBe(true),
    );
    await userEvent.keyboard('c');
    const dialog = await screen.findByRole('dialog', {
      name: `Confirm deposit ${mismatch.orderNo}?`,
    });
    expect(within(dialog).getByText(/1,000.00 MYR goes to the main wallet of bob02/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText(`Deposit ${mismatch.orderNo} confirmed`)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/deposits/${mismatch.orderNo}/confirm`, body: {} }),
    ]);
  });

  it('rejects with the reason the member reads, and shows the server’s refusal in place', async () => {
    let refuse = true;
    const { calls } = await renderConsole('/cashier/deposits', {
      role: 'finance',
      routes: {
        ...routes,
        'POST /deposits/:orderNo/reject': () =>
          refuse
            ? {
                error: {
                  status: 409,
                  errorCode: 'INVALID_STATE',
                  message: 'This order was already decided.',
                },
              }
            : { ...older, status: 'rejected' },
      },
    });
    const row = (await screen.findByText('alice01')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject deposit ${older.orderNo}?` });
    const button = within(dialog).getByRole('button', { name: 'Reject deposit' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(
      within(dialog).getByLabelText('Reason (shown to the member)'),
      'No transfer',
    );
    await userEvent.click(button);
    expect(await within(dialog).findByText('This order was already decided.')).toBeTruthy();
    refuse = false;
    await userEvent.click(button);
    expect(await screen.findByText(`Deposit ${older.orderNo} rejected`)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      path: `/deposits/${older.orderNo}/reject`,
      body: { reason: 'No transfer' },
    });
  });

  it('opens an order with Enter and shows its receipt image', async () => {
    const { calls } = await renderConsole('/cashier/deposits', {
      role: 'viewer',
      routes: { ...routes, 'GET /deposits/:orderNo/receipt': {} },
    });
    await screen.findByText('alice01');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Deposit ${older.orderNo}` });
    const image = await within(dialog).findByRole('img', {
      name: `Receipt image of ${older.orderNo}`,
    });
    expect(image.getAttribute('src')).toBe('blob:receipt');
    expect(calls.some((call) => call.path === `/deposits/${older.orderNo}/receipt`)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('lists its keys on ?', async () => {
    await renderConsole('/cashier/deposits', { role: 'finance', routes });
    await screen.findByText('alice01');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'Next order',
      'Open the order',
      'Confirm the deposit',
      'Reject the order',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it('says when nothing matches', async () => {
    await renderConsole('/cashier/deposits', {
      role: 'finance',
      routes: { ...routes, 'GET /deposits': pageOf([], 0) },
    });
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
  });

  it('shows the server’s message when the queue cannot be loaded', async () => {
    await renderConsole('/cashier/deposits', {
      role: 'finance',
      routes: {
        ...routes,
        'GET /deposits': {
          error: { status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check the filters.' },
        },
      },
    });
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check the filters.')).toBeTruthy();
  });
});
