import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { DepositChannel } from '@portal/shared/schemas/deposit';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useDepositResult } from '../hooks/use-deposit-result';
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
      amount: '150',
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
