import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { BALANCE_KEY } from '../api/get-balance';
import { useSession } from '../hooks/use-session';
import { BALANCE_HIDDEN_KEY, BalanceDisplay } from './balance-display';

const wallet = (sumBalance: number, currencySymbol = 'RM') => ({
  sumBalance,
  currency: 'MYR',
  currencySymbol,
  frozen: 0,
  wallets: [],
});

const amount = () => screen.getByTestId('balance-amount').textContent;
const refreshButton = () => screen.getByRole('button', { name: 'Refresh balance' });

describe('BalanceDisplay', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().setToken('token-1');
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('shows the currency symbol of the balance and 2 decimals with comma thousands', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/v2/wallets/balance': wallet(1234567.8, 'MYR$'),
    });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('1,234,567.80'));
    expect(refreshButton().textContent).toContain('MYR$');
  });

  it('is busy and takes no second click while it refreshes', async () => {
    let release: () => void = () => {};
    let calls = 0;
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/v2/wallets/balance': () => {
        calls += 1;
        return wallet(calls * 10);
      },
    });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('10.00'));
    const slow = new Promise<void>((resolve) => (release = resolve));
    type Fetch = (input: RequestInfo | URL) => Promise<Response>;
    const fetchMock = vi.mocked(globalThis.fetch as Fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      await slow;
      return answer(input);
    });
    fireEvent.click(refreshButton());
    await waitFor(() => expect(refreshButton().getAttribute('aria-busy')).toBe('true'));
    expect((refreshButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(refreshButton());
    await act(async () => release());
    await waitFor(() => expect(amount()).toBe('20.00'));
    expect(refreshButton().getAttribute('aria-busy')).toBe('false');
    expect(calls).toBe(2);
  });

  it('hides the balance as *** and remembers the choice', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/v2/wallets/balance': wallet(5),
    });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('5.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount()).toBe('***');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    cleanup();

    renderWithProviders(<BalanceDisplay />);
    expect(amount()).toBe('***');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    await waitFor(() => expect(amount()).toBe('5.00'));
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('0');
  });

  it('shows the new figure when a wallet change invalidates the balance', async () => {
    let balance = 100;
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/v2/wallets/balance': () => wallet(balance),
    });
    const { queryClient } = renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('100.00'));
    balance = 75.5;
    await act(() => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }));
    await waitFor(() => expect(amount()).toBe('75.50'));
  });

  it('falls back to the site currency symbol and a neutral placeholder when the call fails', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('--'));
    await waitFor(() => expect(refreshButton().textContent).toContain('RM'));
  });

  it('asks nothing for a trial account, which has no real-money wallet', async () => {
    const fetchMock = mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/v2/wallets/balance': wallet(5),
    });
    useSession.getState().setMember({ id: 1, account: 'trial01', nickname: 'trial01', type: 4 });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(refreshButton().textContent).toContain('RM'));
    expect(amount()).toBe('--');
    fireEvent.click(refreshButton());
    const asked = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/wps/v2/wallets/balance'),
    );
    expect(asked).toHaveLength(0);
  });
});
