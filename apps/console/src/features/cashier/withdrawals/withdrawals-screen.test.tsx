import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
// Loaded with the file, so the lazy screen's first render does not wait for its transform.
import './withdrawals-screen';
import { buildWithdrawal, pageOf } from '../cashier-fixtures';

const request = buildWithdrawal({ memberAccount: 'alice01', amount: 120.5 });
const otherHolder = buildWithdrawal({ memberAccount: 'bob02', holderName: 'Lim Bee Leng' });
const paid = buildWithdrawal({
  memberAccount: 'carol03',
  status: 'approved',
  receiptState: 'awaiting',
  receiptDueAt: '2026-11-29T06:00:00.000Z',
  hasPayoutProof: true,
});
const claim = buildWithdrawal({
  memberAccount: 'dave04',
  status: 'not_received',
  receiptState: 'not_received',
  remainderAmount: 300,
  hasProof: true,
});
const queue = pageOf([request, otherHolder, paid, claim], 1020.5);
const routes = { 'GET /withdrawals': queue };

/** A 1x1 PNG, as a clerk would pick a screenshot of the bank's confirmation. */
const slip = new File(
  [
    Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (char) => char.charCodeAt(0),
    ),
  ],
  'slip.png',
  { type: 'image/png' },
);

describe('the withdrawal queue', () => {
  it('shows the card holder against the real name, the receipt step as the member sees it, and the money held', async () => {
    const { calls } = await renderConsole('/cashier/withdrawals', { role: 'finance', routes });
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(table).findByText('alice01');
    expect(calls.find((call) => call.path === '/withdrawals')?.query).toMatchObject({
      status: 'pending',
      sort: 'createdAt',
    });
    expect(screen.getByText('Queue holds 1,020.50 MYR')).toBeTruthy();
    const bob = within(table).getByText('bob02').closest('tr')!;
    expect(within(bob).getByText('Differs from the real name')).toBeTruthy();
    const carol = within(table).getByText('carol03').closest('tr')!;
    expect(
      within(carol).getByText('Member asked to confirm until 2026-11-29 14:00:00'),
    ).toBeTruthy();
    const dave = within(table).getByText('dave04').closest('tr')!;
    expect(within(dave).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('marks a request paid with the bank’s slip and a note', async () => {
    const { calls } = await renderConsole('/cashier/withdrawals', {
      role: 'finance',
      routes: {
        ...routes,
        'POST /withdrawals/:orderNo/approve': { ...request, status: 'approved' },
      },
    });
    const row = (await screen.findByText('alice01')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: `Pay withdrawal ${request.orderNo}` });
    expect(within(dialog).getByText('512345678901')).toBeTruthy();
    await userEvent.upload(within(dialog).getByLabelText('Payout slip (optional)'), slip);
    expect(await within(dialog).findByRole('img', { name: 'Chosen payout slip' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Note for the record (optional)'), 'IBG 88');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(`Withdrawal ${request.orderNo} marked paid`)).toBeTruthy();
    const call = calls.find((c) => c.path === `/withdrawals/${request.orderNo}/approve`);
    expect(call?.body).toEqual({
      note: 'IBG 88',
      payoutProof: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
    });
  });

  it('refuses a slip that is not an image before sending anything', async () => {
    const { calls } = await renderConsole('/cashier/withdrawals', { role: 'finance', routes });
    await screen.findByText('alice01');
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: `Pay withdrawal ${request.orderNo}` });
    await userEvent.upload(
      within(dialog).getByLabelText('Payout slip (optional)'),
      new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await within(dialog).findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark paid' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a payout in the dialog', async () => {
    await renderConsole('/cashier/withdrawals', {
      role: 'finance',
      routes: {
        ...routes,
        'POST /withdrawals/:orderNo/approve': {
          error: { status: 409, errorCode: 'INVALID_STATE', message: 'Already decided.' },
        },
      },
    });
    await screen.findByText('alice01');
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: `Pay withdrawal ${request.orderNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Already decided.')).toBeTruthy();
  });

  it('refunds a disputed receipt with a note for the record', async () => {
    const { calls } = await renderConsole('/cashier/withdrawals?status=not_received,partial', {
      role: 'finance',
      routes: {
        ...routes,
        'POST /withdrawals/:orderNo/refund': { ...claim, status: 'refunded' },
      },
    });
    const row = (await screen.findByText('dave04')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Refund withdrawal ${claim.orderNo}?`,
    });
    expect(within(dialog).getByText(/300.00 MYR goes back to the main wallet/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Note for the record'), 'Bank returned it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(`Withdrawal ${claim.orderNo} refunded`)).toBeTruthy();
    expect(calls.find((c) => c.path === `/withdrawals/${claim.orderNo}/refund`)?.body).toEqual({
      note: 'Bank returned it',
    });
  });

  it('opens a claim with its proof and payout slip for finance', async () => {
    await renderConsole('/cashier/withdrawals', {
      role: 'finance',
      routes: {
        ...routes,
        'GET /withdrawals/:orderNo/proof': {
          mimeType: 'image/png',
          dataUrl: 'data:image/png;base64,AA==',
        },
      },
    });
    await userEvent.click(await screen.findByText('dave04'));
    const dialog = await screen.findByRole('dialog', { name: `Withdrawal ${claim.orderNo}` });
    expect(within(dialog).getByText('Member reports nothing arrived')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the member’s proof' }));
    expect(
      await within(dialog).findByRole('img', { name: `Proof image of ${claim.orderNo}` }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close as received' })).toBeTruthy();
  });

  it('lets a viewer read the queue but neither decide nor open the images', async () => {
    const { calls } = await renderConsole('/cashier/withdrawals', { role: 'viewer', routes });
    await screen.findByText('alice01');
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    await userEvent.keyboard('a');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByText('dave04'));
    const dialog = await screen.findByRole('dialog', { name: `Withdrawal ${claim.orderNo}` });
    expect(within(dialog).queryByRole('button', { name: 'Show the member’s proof' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
