import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { DepositChannel, DepositOrder } from '@portal/shared/schemas/deposit';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import { useDepositResult } from '../hooks/use-deposit-result';
import { useDepositReturn } from '../hooks/use-deposit-return';
import { DepositPage } from './deposit-page';

const bank: DepositChannel = {
  id: 1,
  code: 'local-bank',
  type: 'bank_transfer',
  name: 'Local bank transfer',
  minAmount: 50,
  maxAmount: 50000,
  turnoverMultiplier: 1,
  bankAccount: {
    bankName: 'Demo Bank Berhad',
    accountName: 'Portal Demo Sdn Bhd',
    accountNumber: '5140 0000 1234',
  },
};
const gateway: DepositChannel = {
  id: 2,
  code: 'sandbox-pay',
  type: 'gateway',
  name: 'Online payment (sandbox)',
  minAmount: 10,
  maxAmount: 10000,
  turnoverMultiplier: 1,
  bankAccount: null,
};

function order(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D2025112100000001',
    status: 'pending',
    channel: { id: 2, code: 'sandbox-pay', type: 'gateway', name: 'Online payment (sandbox)' },
    amount: 100,
    currency: 'MYR',
    payerName: null,
    hasReceipt: false,
    rejectReason: null,
    createdAt: '2025-11-21T10:00:00.000Z',
    creditedAt: null,
    closedAt: null,
    expiresAt: null,
    redirectUrl: null,
    ...overrides,
  };
}

const baseRoutes = (): Record<string, ApiHandler> => ({
  'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
  'GET /wps/member/deposit/channels': () => [bank, gateway],
});

function renderPage(routes: Record<string, ApiHandler> = {}, route = '/') {
  const fetchMock = serveApi({ ...baseRoutes(), ...routes });
  const view = renderWithProviders(<DepositPage navigate={() => {}} />, { route });
  return { fetchMock, ...view };
}

const amountInput = () => screen.getByLabelText('Amount');

beforeEach(() => {
  useDepositResult.getState().dismiss();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the deposit form', () => {
  it('shows the channels as choices; a bank transfer shows the account and the payer name', async () => {
    renderPage();
    const bankChoice = await screen.findByRole('radio', { name: /Local bank transfer/ });
    expect((bankChoice as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: /Online payment \(sandbox\)/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(screen.getByTestId('deposit-accountNumber').textContent).toContain('5140 0000 1234');
    expect(screen.getByLabelText('Payer name')).toBeTruthy();
    expect(screen.getByText(/^Between .*50\.00 and .*50,000\.00$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Online payment/ }));
    expect(screen.queryByLabelText('Payer name')).toBeNull();
    expect(screen.queryByTestId('deposit-accountNumber')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('fills the amount from a quick button', async () => {
    renderPage();
    const quick = await screen.findByRole('button', { name: '500.00' });
    fireEvent.click(quick);
    expect((amountInput() as HTMLInputElement).value).toBe('500.00');
    expect(quick.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks the amount and the payer name before sending anything', async () => {
    const { fetchMock } = renderPage();
    await screen.findByRole('radio', { name: /Local bank transfer/ });
    fireEvent.change(amountInput(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText(/^The minimum is .*50\.00\.$/)).toBeTruthy();
    expect(screen.getByText('Enter the full name on the paying bank account.')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/deposit')).toEqual([]);
  });

  it('submits a bank transfer and says it waits for confirmation', async () => {
    const { fetchMock } = renderPage({
      'POST /wps/member/deposit': () => ({
        orderNo: 'D2025112100000009',
        status: 'pending',
        redirectUrl: null,
      }),
    });
    await screen.findByRole('radio', { name: /Local bank transfer/ });
    fireEvent.change(amountInput(), { target: { value: '1,250.5' } });
    fireEvent.change(screen.getByLabelText('Payer name'), { target: { value: ' Siti Aminah ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const submitted = await screen.findByTestId('deposit-submitted');
    expect(submitted.textContent).toContain('D2025112100000009');
    expect(submitted.textContent).toContain('1,250.50');
    const [body] = bodiesSentTo(fetchMock, 'POST', '/wps/member/deposit');
    expect(body).toMatchObject({ channelId: 1, amount: '1250.50', payerName: 'Siti Aminah' });
    expect(body!.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(body).not.toHaveProperty('receiptImage');
  });

  it('shows a refused payer name next to the field', async () => {
    renderPage({
      'POST /wps/member/deposit': () =>
        new ApiFailure('VALIDATION_FAILED', 400, [{ path: 'payerName', reason: 'pattern' }]),
    });
    await screen.findByRole('radio', { name: /Local bank transfer/ });
    fireEvent.change(amountInput(), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Payer name'), { target: { value: 'Siti 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Enter the full name on the paying bank account.')).toBeTruthy();
  });

  it('opens the gateway page in the same tab for an online payment', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage({
      'POST /wps/member/deposit': () => ({
        orderNo: 'D2025112100000010',
        status: 'pending',
        redirectUrl: 'http://localhost/sandbox-gateway/pay?order=D2025112100000010&sig=ab',
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Online payment/ }));
    fireEvent.change(amountInput(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://localhost/sandbox-gateway/pay?order=D2025112100000010&sig=ab',
      ),
    );
  });

  it('refuses a receipt that is not a small JPEG, PNG or WebP before reading it', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /Local bank transfer/ });
    const input = screen.getByLabelText('Transfer receipt (optional)');
    const pdf = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image is larger than 2 MB.')).toBeTruthy();
  });

  it('explains when no channel is open', async () => {
    renderPage({ 'GET /wps/member/deposit/channels': () => [] });
    expect(await screen.findByText(/No deposit method is available/)).toBeTruthy();
  });
});

describe('the deposit history', () => {
  it('lists orders with translated states, and filters by state', async () => {
    const { fetchMock } = renderPage({
      'GET /wps/member/deposit/history': (_body, url) => ({
        list:
          url.searchParams.get('status') === 'rejected'
            ? [
                order({
                  orderNo: 'D2025112100000003',
                  status: 'rejected',
                  rejectReason: 'No money',
                }),
              ]
            : [
                order({ orderNo: 'D2025112100000002', status: 'success', amount: 1234.5 }),
                order({
                  orderNo: 'D2025112100000001',
                  redirectUrl: 'http://localhost/sandbox-gateway/pay?order=x',
                }),
              ],
        page: 1,
        pageSize: 10,
        total: 2,
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Deposit history' }));
    const rows = await screen.findAllByTestId('deposit-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('deposit-status').textContent).toContain('Successful');
    expect(rows[0]!.textContent).toContain('1,234.50');
    expect(within(rows[1]!).getByTestId('deposit-status').textContent).toContain('Pending');
    expect(within(rows[1]!).getByRole('link', { name: 'Continue payment' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    await waitFor(() => expect(screen.getByText('Reason: No money')).toBeTruthy());
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('status=rejected'))).toBe(true);
  });
});

describe('coming back from a gateway', () => {
  it('shows the returned order result and refreshes the header balance once it succeeded', async () => {
    useDepositResult.getState().show('D2025112100000005');
    const { queryClient } = renderPage({
      'GET /wps/member/deposit/orders/D2025112100000005': () =>
        order({ orderNo: 'D2025112100000005', status: 'success', amount: 100 }),
    });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const result = await screen.findByTestId('deposit-result');
    expect(result.textContent).toContain('100.00 has arrived in your main wallet.');
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['wallet', 'balance'] }));
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('deposit-result')).toBeNull();
  });

  it('shows the bonus credited with the deposit, as the server reports it', async () => {
    useDepositResult.getState().show('D2025112100000006');
    renderPage({
      'GET /wps/member/deposit/orders/D2025112100000006': () => ({
        ...order({ orderNo: 'D2025112100000006', status: 'success', amount: 100 }),
        bonus: {
          bonusNo: 'B20251121000004',
          amount: 100,
          turnoverRequired: 400,
          state: 'in_progress',
        },
        bonusPending: false,
      }),
    });
    const bonus = await screen.findByTestId('deposit-result-bonus');
    await waitFor(() =>
      expect(bonus.textContent).toBe(
        'Bonus B20251121000004 of RM 100.00 arrived with it in your bonus wallet: play RM 400.00 of valid bets to release it to your main wallet.',
      ),
    );
    expect(screen.getByTestId('deposit-result').textContent).toContain(
      'RM 100.00 has arrived in your main wallet.',
    );
  });

  it('opens the deposit page from the return address and drops the parameter', async () => {
    serveApi(baseRoutes());
    useSession.setState({ token: 'token-1' });
    let search = '';
    function Probe() {
      useDepositReturn();
      search = useLocation().search;
      return null;
    }
    renderWithProviders(<Probe />, { route: '/?depositOrder=D2025112100000007&x=1' });
    await waitFor(() => expect(search).toBe('?x=1'));
    expect(useDepositResult.getState().orderNo).toBe('D2025112100000007');
    expect(useCentrePanel.getState().open).toEqual({ centre: 'member', page: 'depositv2' });
    useSession.setState({ token: null });
    useCentrePanel.getState().closeCentre();
  });
});

describe('the deposit bonus', () => {
  function match(overrides: Partial<PromotionSummary>): PromotionSummary {
    return {
      id: 1,
      kind: 'deposit_match',
      type: 'welcome',
      badge: 'hot',
      title: '100% Welcome Bonus',
      summary: '',
      imageUrl: null,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
      phase: 'ongoing',
      state: 'join',
      action: 'join',
      ineligibleReason: null,
      terms: {
        kind: 'deposit_match',
        percent: 100,
        capAmount: 500,
        minDeposit: 50,
        turnoverMultiple: 10,
      },
      eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
      expiryDays: 7,
      participation: null,
      ...overrides,
    };
  }
  const reload = () =>
    match({
      id: 2,
      type: 'reload',
      title: 'Weekly Reload 30%',
      terms: {
        kind: 'deposit_match',
        percent: 30,
        capAmount: 300,
        minDeposit: 100,
        turnoverMultiple: 5,
      },
    });
  const cashback = () =>
    match({
      id: 3,
      kind: 'cashback',
      type: 'cashback',
      title: 'Derby Day Cashback',
      terms: {
        kind: 'cashback',
        basis: 'net_loss',
        rates: { SPORTS: 5 },
        minPayout: 1,
        capAmount: 500,
        turnoverMultiple: 1,
      },
    });

  const promotionsRoute = (list: PromotionSummary[]) => ({
    'GET /wps/promotions': () => ({ list }),
    'POST /wps/member/deposit': () => ({
      orderNo: 'D2025112100000011',
      status: 'pending',
      redirectUrl: null,
    }),
  });
  const preview = () => screen.getByTestId('deposit-bonus-preview').textContent;
  const choice = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const fillBank = (amount: string) => {
    fireEvent.change(amountInput(), { target: { value: amount } });
    fireEvent.change(screen.getByLabelText('Payer name'), { target: { value: 'Siti Aminah' } });
  };

  it('offers the deposit matches above the amount, with no bonus chosen at first', async () => {
    renderPage(
      promotionsRoute([
        match({}),
        reload(),
        cashback(),
        match({ id: 4, title: 'Closed', state: 'closed', action: null }),
      ]),
    );
    const group = await screen.findByTestId('deposit-promotions');
    const options = () =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent);
    await waitFor(() =>
      expect(options()).toEqual([
        'No bonusDeposit without a promotion',
        '100% Welcome Bonus100% up to RM 500.00 · minimum RM 50.00 · turnover 10x',
        'Weekly Reload 30%30% up to RM 300.00 · minimum RM 100.00 · turnover 5x',
      ]),
    );
    expect(choice(/^No bonus/).checked).toBe(true);
    // The choice comes before the amount.
    expect(
      group.compareDocumentPosition(amountInput()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByTestId('deposit-bonus-preview')).toBeNull();
  });

  it('shows the bonus of the typed amount exactly, with the cap and the minimum', async () => {
    renderPage(promotionsRoute([match({}), reload()]));
    fireEvent.click(await screen.findByRole('radio', { name: /^100% Welcome Bonus/ }));
    expect(preview()).toBe('Enter an amount to see your bonus.');
    fireEvent.change(amountInput(), { target: { value: '100' } });
    expect(preview()).toBe('Your bonus: RM 100.00 · turnover to play: RM 2,000.00');
    fireEvent.change(amountInput(), { target: { value: '1,234.56' } });
    expect(preview()).toBe(
      'Your bonus: RM 500.00 (the most this promotion gives) · turnover to play: RM 17,345.60',
    );
    fireEvent.change(amountInput(), { target: { value: '49.99' } });
    expect(preview()).toBe('Deposit at least RM 50.00 to get this bonus.');

    fireEvent.click(screen.getByRole('radio', { name: /^Weekly Reload 30%/ }));
    fireEvent.change(amountInput(), { target: { value: '123.45' } });
    // 30% of 123.45 = 37.035, floored to 37.03; turnover (123.45 + 37.03) x 5 = 802.40.
    expect(preview()).toBe('Your bonus: RM 37.03 · turnover to play: RM 802.40');
  });

  it('sends the chosen promotion with the deposit, and refuses an amount below its minimum', async () => {
    const { fetchMock } = renderPage(promotionsRoute([match({}), reload()]));
    fireEvent.click(await screen.findByRole('radio', { name: /^Weekly Reload 30%/ }));
    fillBank('80');
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(
      await screen.findByText('This promotion needs a deposit of at least RM 100.00.'),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/deposit')).toEqual([]);

    fireEvent.change(amountInput(), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const submitted = await screen.findByTestId('deposit-submitted');
    expect(submitted.textContent).toContain(
      'With Weekly Reload 30%: the bonus reaches your bonus wallet when the deposit is credited.',
    );
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/deposit')[0]).toMatchObject({
      amount: '150.00',
      promotionId: 2,
    });
  });

  it('sends no promotion with "No bonus"', async () => {
    const { fetchMock } = renderPage(promotionsRoute([match({})]));
    await screen.findByTestId('deposit-promotions');
    fillBank('100');
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await screen.findByTestId('deposit-submitted');
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/deposit')[0]).not.toHaveProperty(
      'promotionId',
    );
  });

  it('preselects the promotion named in the address, once, and drops it from the address', async () => {
    let search = '';
    function Probe() {
      search = useLocation().search;
      return null;
    }
    serveApi({ ...baseRoutes(), ...promotionsRoute([match({}), reload()]) });
    renderWithProviders(
      <>
        <DepositPage navigate={() => {}} />
        <Probe />
      </>,
      { route: '/promotions?type=reload&promotionId=2' },
    );
    await waitFor(() => expect(choice(/^Weekly Reload 30%/).checked).toBe(true));
    await waitFor(() => expect(search).toBe('?type=reload'));
    fireEvent.change(amountInput(), { target: { value: '2000' } });
    expect(preview()).toBe(
      'Your bonus: RM 300.00 (the most this promotion gives) · turnover to play: RM 11,500.00',
    );
  });

  it('chooses the deposit match joined earlier, which the next deposit gets anyway', async () => {
    renderPage(
      promotionsRoute(
        [match({}), reload()].map((item) =>
          item.id === 2 ? { ...item, state: 'joined' as const, action: 'deposit' as const } : item,
        ),
      ),
    );
    await waitFor(() => expect(choice(/^Weekly Reload 30%/).checked).toBe(true));
    expect(screen.getByText('Joined')).toBeTruthy();
    fireEvent.click(choice(/^No bonus/));
    expect(preview()).toBe(
      'You joined Weekly Reload 30%: a deposit of at least RM 100.00 still gets its bonus.',
    );
  });

  it('shows the server’s minimum of a promotion next to the amount', async () => {
    renderPage({
      ...promotionsRoute([match({})]),
      'POST /wps/member/deposit': () =>
        new ApiFailure('AMOUNT_BELOW_MINIMUM', 400, [], { min: '50.00' }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /^100% Welcome Bonus/ }));
    fillBank('60');
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The minimum amount is 50.00.')).toBeTruthy();
  });
});
