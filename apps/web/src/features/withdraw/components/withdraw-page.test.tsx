import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Withdrawal, WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import {
  ApiFailure,
  bodiesSentTo,
  createTestPayloadKeys,
  serveApi,
  type ApiHandler,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { WithdrawPage } from './withdraw-page';

let keys: TestPayloadKeys;

beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

const card = {
  id: 7,
  bankCode: 'MBB',
  bankName: 'Maybank',
  accountNumber: '**** 5678',
  holderName: 'Tan Ah Kow',
  createdAt: '2026-11-01T08:00:00.000Z',
  inUse: false,
};

function order(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    orderNo: 'W20261120000042',
    status: 'approved',
    amount: 200,
    currency: 'MYR',
    receivedAmount: null,
    remainderAmount: null,
    refundedAmount: null,
    bankCode: 'MBB',
    bankName: 'Maybank',
    accountNumber: '**** 5678',
    rejectReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    decidedAt: '2026-11-20T09:00:00.000Z',
    receiptDueAt: '2026-11-21T09:00:00.000Z',
    confirmedAt: null,
    resolvedAt: null,
    hasProof: false,
    ...overrides,
  };
}

let info: WithdrawInfo;
let history: Withdrawal[];

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const navigate = vi.fn();
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/system/publicKey': () => keys.publicKey,
    'GET /wps/member/withdraw/info': () => info,
    'GET /wps/member/withdraw/history': () => ({
      list: history,
      pageNo: 1,
      pageSize: 10,
      total: history.length,
      totalPages: 1,
    }),
    'GET /wps/member/bank-cards/banks': () => [
      { code: 'MBB', name: 'Maybank' },
      { code: 'CIMB', name: 'CIMB Bank' },
    ],
    ...routes,
  });
  renderWithProviders(<WithdrawPage navigate={navigate} />);
  return { fetchMock, navigate };
}

describe('WithdrawPage', () => {
  beforeEach(() => {
    info = {
      currency: 'MYR',
      min: 50,
      max: 50_000,
      balance: 1234.5,
      turnoverRemaining: 0,
      requirements: { deposit: { required: 0, remaining: 0 }, bonuses: [] },
      hasPaymentPassword: true,
      payeeName: 'Tan Ah Kow',
      maxBankCards: 5,
      autoReceiptMinutes: 1440,
      cards: [card],
      awaitingReceipt: [],
    };
    history = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('guides a member who has set nothing up to the security centre first', async () => {
    info = { ...info, payeeName: null, hasPaymentPassword: false, cards: [] };
    const { navigate } = renderPage();
    expect(await screen.findByText('Before your first withdrawal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    // A card needs the real name first, so only the security centre is offered.
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Go to my account' })[0]!);
    expect(navigate).toHaveBeenCalledWith('securityCenter');
  });

  it('offers to bind a card once the real name is set, and binds it', async () => {
    info = { ...info, cards: [] };
    const { fetchMock } = renderPage({
      'POST /wps/member/bank-cards': () => {
        info = { ...info, cards: [card] };
        return card;
      },
    });
    const steps = await screen.findByText('Before your first withdrawal');
    fireEvent.click(within(steps.closest('section')!).getByRole('button', { name: 'Add a card' }));
    fireEvent.change(await screen.findByLabelText('Bank'), { target: { value: 'CIMB' } });
    fireEvent.change(screen.getByLabelText('Account number'), {
      target: { value: '5140 1234-5678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Card added.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/bank-cards')).toEqual([
      { bankCode: 'CIMB', accountNumber: '514012345678', holderName: 'Tan Ah Kow' },
    ]);
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('shows the turnover still to play and keeps the form from being sent', async () => {
    info = { ...info, turnoverRemaining: 321.5 };
    const { fetchMock } = renderPage();
    expect(
      await screen.findByText('You still need RM 321.50 of valid bets before you can withdraw.'),
    ).toBeTruthy();
    expect(screen.getByTestId('turnover-remaining').textContent).toBe('RM 321.50');
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/withdraw')).toEqual([]);
  });

  it('sends the request encrypted with the whole balance and a fresh reference', async () => {
    const { fetchMock } = renderPage({
      'POST /wps/member/withdraw': () => order({ status: 'pending', amount: 1234.5 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1234.50');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'Withdrawal W20261120000042 requested. The amount is on hold until it is paid.',
      ),
    ).toBeTruthy();
    const [body] = bodiesSentTo(fetchMock, 'POST', '/wps/member/withdraw');
    expect(JSON.stringify(body)).not.toContain('246810');
    expect(await keys.decrypt(body)).toEqual({
      bankCardId: 7,
      amount: '1234.50',
      paymentPassword: '246810',
      reference: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('checks the amount and the payment password before sending', async () => {
    const { fetchMock } = renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('The minimum is RM 50.00.')).toBeTruthy();
    expect(screen.getByText('Enter your 6-digit payment password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Your withdrawable balance is RM 1,234.50.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/withdraw')).toEqual([]);
  });

  it('says why the server refused', async () => {
    renderPage({ 'POST /wps/member/withdraw': () => new ApiFailure('PAYMENT_PASSWORD_WRONG') });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent?.length).toBeGreaterThan(0);
  });

  it('lists the deposit turnover and each blocking bonus before the form, and gives a bonus up after a confirmation that says what goes', async () => {
    const welcome = {
      id: 31,
      bonusNo: 'B20261128000031',
      title: 'Welcome bonus',
      amount: 100,
      turnoverRequired: 1600,
      turnoverPlayed: 98.74,
      turnoverRemaining: 1501.26,
      expiresAt: '2026-12-05T08:00:00.000Z',
    };
    info = {
      ...info,
      turnoverRemaining: 1548.76,
      requirements: { deposit: { required: 100, remaining: 47.5 }, bonuses: [welcome] },
    };
    const { fetchMock, navigate } = renderPage({
      'POST /wps/member/bonuses/31/forfeit': () => {
        info = {
          ...info,
          turnoverRemaining: 47.5,
          requirements: { ...info.requirements, bonuses: [] },
        };
        return { id: 31, state: 'forfeited' };
      },
    });
    const panel = await screen.findByTestId('withdraw-requirements');
    // Amounts carry the site's symbol once the site settings are in.
    await within(panel).findByText('RM 47.50 left');
    // Before the form, so a refusal is never the first word of it.
    const form = screen.getByRole('heading', { name: 'Request a withdrawal' });
    expect(panel.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByTestId('requirement-deposit').textContent).toContain('RM 47.50 left');
    const bonus = within(panel).getByTestId('requirement-bonus');
    expect(bonus.textContent).toContain('Bonus: Welcome bonus');
    expect(within(bonus).getByTestId('requirement-bonus-left').textContent).toBe(
      'RM 1,501.26 left',
    );
    expect(screen.getByTestId('turnover-remaining').textContent).toBe('RM 1,548.76');

    fireEvent.click(
      within(bonus).getByRole('button', { name: 'View bonus B20261128000031 in bonus details' }),
    );
    expect(navigate).toHaveBeenCalledWith('bonusDetails');

    fireEvent.click(within(bonus).getByRole('button', { name: 'Give up bonus B20261128000031' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Welcome bonus (B20261128000031): the bonus of RM 100.00 leaves your bonus wallet and cannot be restored. Its RM 1,501.26 of turnover will no longer hold back your withdrawals.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    expect(await screen.findByText('Bonus B20261128000031 was given up.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('requirement-bonus')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/bonuses/31/forfeit')).toEqual([{}]);
  });

  it('explains a refusal for a bonus that still owes turnover and leads to the bonus details', async () => {
    const { navigate } = renderPage({
      'POST /wps/member/withdraw': () =>
        new ApiFailure('BONUS_TURNOVER_UNMET', 409, [], { remaining: 'RM 1,500.00' }),
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const notice = await screen.findByTestId('withdraw-bonus-blocked');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      'A bonus still needs RM 1,500.00 of valid bets: withdraw once its turnover is met, or give the bonus up in Bonus details.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Open bonus details' }));
    expect(navigate).toHaveBeenCalledWith('bonusDetails');
  });

  it('explains a refusal for an unverified identity and leads to the identity check page', async () => {
    const { navigate } = renderPage({
      'POST /wps/member/withdraw': () =>
        new ApiFailure('KYC_REQUIRED', 403, [], {
          reason: 'amount',
          threshold: 5000,
          state: 'unverified',
        }),
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const notice = await screen.findByTestId('withdraw-kyc-required');
    expect(notice.textContent).toContain(
      'A withdrawal above RM 5,000.00 needs a verified identity.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Verify my identity' }));
    expect(navigate).toHaveBeenCalledWith('identityCheck');
  });

  it('records a partial receipt with the remainder shown as it is typed', async () => {
    info = { ...info, awaitingReceipt: [order()] };
    const { fetchMock } = renderPage({
      'POST /wps/member/withdraw/W20261120000042/receipt': () => {
        info = { ...info, awaitingReceipt: [] };
        return order({ status: 'partial', receivedAmount: 150, remainderAmount: 50 });
      },
    });
    expect(await screen.findByText('Did your withdrawal arrive?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Partly received' }));
    fireEvent.change(screen.getByLabelText('Amount received'), { target: { value: '150' } });
    expect(screen.getByTestId('receipt-remainder').textContent).toBe('Missing: RM 50.00');
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText(
        'Thank you. Withdrawal W20261120000042: Partly received, under review.',
      ),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/withdraw/W20261120000042/receipt')).toEqual(
      [{ outcome: 'partial', receivedAmount: '150.00' }],
    );
    await waitFor(() => expect(screen.queryByText('Did your withdrawal arrive?')).toBeNull());
  });

  it('needs a proof picture before reporting a withdrawal as not received', async () => {
    info = { ...info, awaitingReceipt: [order()] };
    const { fetchMock } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Attach a picture of your bank statement.')).toBeTruthy();
    const gif = new File(['GIF89a'], 'proof.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Proof (a picture of your bank statement)'), {
      target: { files: [gif] },
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP picture.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/withdraw/W20261120000042/receipt')).toEqual(
      [],
    );
  });

  it('lists the history with each state and what happened to the money', async () => {
    history = [
      order({ orderNo: 'W20261120000043', status: 'rejected', rejectReason: 'Card closed' }),
      order({ status: 'refunded', remainderAmount: 200, refundedAmount: 200 }),
    ];
    renderPage();
    const rows = await screen.findAllByTestId('withdrawal-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[0]!).getByText('Reason: Card closed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Refunded')).toBeTruthy();
    expect(within(rows[1]!).getByText('Refunded RM 200.00')).toBeTruthy();
  });
});
