import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
// Loaded with the file, so the lazy screen's first render does not wait for its transform.
import './channels-screen';
import { buildChannel } from '../cashier-fixtures';

const bank = buildChannel({ code: 'cimb', name: 'CIMB transfer' });
const gateway = buildChannel({
  code: 'quickpay',
  name: 'QuickPay gateway',
  type: 'gateway',
  bankAccount: null,
  gatewayKind: 'sandbox',
  enabled: false,
  turnoverBps: 15_000,
});
const routes = { 'GET /deposit-channels': [bank, gateway] };

describe('the deposit channels', () => {
  it('lists every channel with its limits, turnover and account, and exports them', async () => {
    await renderConsole('/cashier/channels', { role: 'viewer', routes });
    const table = await screen.findByRole('table', { name: 'Deposit channels' });
    const row = (await within(table).findByText('cimb')).closest('tr')!;
    expect(within(row).getByText('8001234567', { exact: false })).toBeTruthy();
    expect(within(row).getByText('1.00×')).toBeTruthy();
    const sandbox = within(table).getByText('quickpay').closest('tr')!;
    expect(within(sandbox).getByText('Disabled')).toBeTruthy();
    expect(within(sandbox).getByText('1.50×')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    // A viewer changes nothing.
    expect(screen.queryByRole('button', { name: 'New channel' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('creates a bank channel after checking it with the shared schema', async () => {
    const { calls } = await renderConsole('/cashier/channels', {
      role: 'finance',
      routes: { ...routes, 'POST /deposit-channels': buildChannel({ code: 'maybank' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deposit channel' });
    await userEvent.type(within(dialog).getByLabelText('Code'), 'maybank');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Maybank transfer');
    await userEvent.type(
      within(dialog).getByLabelText('Name in Chinese (optional)'),
      '马来亚银行转账',
    );
    await userEvent.type(within(dialog).getByLabelText('Minimum'), '30');
    await userEvent.type(within(dialog).getByLabelText('Maximum'), '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The bank details are missing: the form says so and sends nothing.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Bank'), 'Maybank');
    await userEvent.type(within(dialog).getByLabelText('Account name'), 'Portal Sdn Bhd');
    await userEvent.type(within(dialog).getByLabelText('Account number'), '5140000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Channel maybank created')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'maybank',
      type: 'bank_transfer',
      name: 'Maybank transfer',
      names: { CN: '马来亚银行转账' },
      minAmount: '30',
      maxAmount: '20000',
      enabled: true,
      sort: 100,
      turnoverBps: 10_000,
      bankName: 'Maybank',
      accountName: 'Portal Sdn Bhd',
      accountNumber: '5140000001',
    });
  });

  it('edits the limits and shows the server’s refusal', async () => {
    const { calls } = await renderConsole('/cashier/channels', {
      role: 'finance',
      routes: {
        ...routes,
        'PUT /deposit-channels/:id': {
          error: {
            status: 400,
            errorCode: 'VALIDATION_FAILED',
            message: 'The maximum is below the minimum.',
          },
        },
      },
    });
    const row = (await screen.findByText('cimb')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cimb' });
    const max = within(dialog).getByLabelText('Maximum');
    await userEvent.clear(max);
    await userEvent.type(max, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The maximum is below the minimum.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/deposit-channels/${bank.id}`,
      body: expect.objectContaining({ minAmount: '30', maxAmount: '10', bankName: 'CIMB' }),
    });
  });

  it('switches a channel off and on', async () => {
    const { calls } = await renderConsole('/cashier/channels', {
      role: 'finance',
      routes: { ...routes, 'PUT /deposit-channels/:id': { ...bank, enabled: false } },
    });
    const row = (await screen.findByText('cimb')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Channel cimb disabled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/deposit-channels/${bank.id}`,
      body: { enabled: false },
    });
  });
});
