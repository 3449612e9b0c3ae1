import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  WalletBalance,
  WalletRecallResult,
  WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { BALANCE_KEY } from '../../session/api/get-balance';
import { useSession } from '../../session/hooks/use-session';
import { Fail, serveApi, type RecordedCall } from '../../session/test-utils';
import { WalletPage } from './wallet-page';

const BALANCE = '/wps/v2/wallets/balance';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RECALL = '/wps/relay/GCS_walletRecallAll';
const SETTINGS = '/wps/member/wallet/settings';

function balance(main: number, live: number, sport = 0): WalletBalance {
  return {
    sumBalance: main + live + sport,
    currency: 'MYR',
    currencySymbol: 'RM',
    frozen: 25,
    wallets: [
      { wallet: 'main', vendor: null, name: 'main', balance: main, status: 'active' },
      { wallet: 'bonus', vendor: null, name: 'bonus', balance: 10, status: 'active' },
      { wallet: 'vendor', vendor: 'DOWN', name: 'Thunder Peak', balance: 0, status: 'maintenance' },
      { wallet: 'vendor', vendor: 'LIVE', name: 'Lotus Live', balance: live, status: 'active' },
      {
        wallet: 'vendor',
        vendor: 'SPORT',
        name: 'Kinetic Sports',
        balance: sport,
        status: 'active',
      },
    ],
  };
}

const result = (status: WalletTransferResult['status'], amount: number, after: WalletBalance) => ({
  reference: 'ref',
  status,
  amount,
  balance: after,
});

const renderPage = () => renderWithProviders(<WalletPage navigate={() => {}} />);
const vendorRow = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li')!;

describe('WalletPage', () => {
  beforeEach(() => useSession.getState().setToken('token-1'));

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('shows the total, main, bonus, frozen and each game wallet with its state', async () => {
    serveApi({ [BALANCE]: balance(1234.5, 20) });
    renderPage();
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('RM 1,254.50');
    expect(screen.getByTestId('wallet-main').textContent).toBe('RM 1,234.50');
    expect(screen.getByTestId('wallet-bonus').textContent).toBe('RM 10.00');
    expect(screen.getByTestId('wallet-frozen').textContent).toBe('RM 25.00');
    const live = vendorRow('Lotus Live');
    expect(within(live).getByText('Available')).toBeTruthy();
    expect(within(live).getByText(/20\.00/)).toBeTruthy();
    const down = vendorRow('Thunder Peak');
    expect(within(down).getByText('Under maintenance')).toBeTruthy();
    for (const button of within(down).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    const sport = within(vendorRow('Kinetic Sports'));
    expect(
      (sport.getByRole('button', { name: /Move everything in/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('moves everything into a vendor with one click and shows the new balances at once', async () => {
    let wallets = balance(100, 0);
    const api = serveApi({
      [BALANCE]: () => wallets,
      [TRANSFER]: () => {
        wallets = balance(0, 100);
        return result('SUCCESS', 100, wallets);
      },
    });
    const { queryClient } = renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move the whole main wallet to Lotus Live' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('RM 100.00 transferred.');
    const [call] = api.to(TRANSFER);
    expect(call!.method).toBe('POST');
    expect(call!.body).toMatchObject({ from: 'main', to: 'LIVE', all: true });
    await waitFor(() => expect(screen.getByTestId('wallet-main').textContent).toBe('RM 0.00'));
    expect(queryClient.getQueryData([...BALANCE_KEY, 'token-1'])).toMatchObject({
      sumBalance: 100,
    });
  });

  it('says a pending transfer is being confirmed and asks again with the same reference', async () => {
    let answer: WalletTransferResult = result('PENDING', 40, balance(60, 0));
    const api = serveApi({ [BALANCE]: balance(100, 0), [TRANSFER]: () => answer });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), {
      target: { value: '40' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'The transfer of RM 40.00 is being confirmed with the game provider.',
    );
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('');
    answer = result('SUCCESS', 40, balance(60, 40));
    fireEvent.click(within(status).getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('RM 40.00 transferred.'),
    );
    const [first, second] = api
      .to(TRANSFER)
      .map((call: RecordedCall) => call.body as { reference: string });
    expect(second!.reference).toBe(first!.reference);
  });

  it('says a refused transfer came back, and translates an error', async () => {
    let reply: unknown = result('FAILED', 20, balance(100, 20));
    serveApi({ [BALANCE]: balance(100, 20), [TRANSFER]: () => reply });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Move everything in Lotus Live back to the main wallet',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'The game provider refused the transfer of RM 20.00. The money is back in the wallet it came from.',
    );
    reply = new Fail(409, 'TRANSFER_IN_PROGRESS');
    fireEvent.click(
      screen.getByRole('button', { name: 'Move everything in Lotus Live back to the main wallet' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your previous transfer with this game provider is still being confirmed. Please wait a moment.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('recalls every game wallet to main', async () => {
    const recalled: WalletRecallResult = {
      ...result('SUCCESS', 30, balance(130, 0)),
      transfers: [{ vendor: 'LIVE', reference: 'rc-1:LIVE', status: 'SUCCESS', amount: 30 }],
    };
    const api = serveApi({ [BALANCE]: balance(100, 30), [RECALL]: recalled });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Recall all to main' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'RM 30.00 is back in your main wallet.',
    );
    expect(api.to(RECALL)[0]!.body).toEqual({
      reference: expect.stringMatching(/^rc-[0-9a-f]{24}$/),
    });
  });

  it('offers no recall while every game wallet is empty', async () => {
    serveApi({ [BALANCE]: balance(100, 0) });
    renderPage();
    const recall = await screen.findByRole('button', { name: 'Recall all to main' });
    expect((recall as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    let fail = true;
    serveApi({ [BALANCE]: () => (fail ? new Fail(500, 'SYSTEM_ERROR') : balance(5, 0)) });
    renderPage();
    await screen.findByText('We could not load your wallets.', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('RM 5.00');
  });

  it('keeps the automatic transfer on the server: the switch shows what was saved', async () => {
    let saved = false;
    const api = serveApi({
      [BALANCE]: balance(100, 0),
      [SETTINGS]: (call: RecordedCall) => {
        if (call.method === 'PUT') saved = (call.body as { autoTransfer: boolean }).autoTransfer;
        return { autoTransfer: saved };
      },
    });
    renderPage();
    const toggle = (await screen.findByRole('switch', {
      name: 'Move my balance automatically',
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(api.to(SETTINGS).filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.to(SETTINGS).find((c) => c.method === 'PUT')!.body).toEqual({ autoTransfer: true });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
  });

  it('puts the switch back and says why when the preference cannot be saved', async () => {
    serveApi({
      [BALANCE]: balance(100, 0),
      [SETTINGS]: (call: RecordedCall) =>
        call.method === 'PUT' ? new Fail(503, 'SYSTEM_ERROR') : { autoTransfer: false },
    });
    renderPage();
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});
