import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type {
  UplineTransferInfo,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import {
  ApiFailure,
  callsTo,
  createTestPayloadKeys,
  serveApi,
  type ApiHandler,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { UplineTransferPage } from './upline-transfer-page';

let keys: TestPayloadKeys;

beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

const URL_PATH = '/wps/member/wallet/transferUpline';
let info: UplineTransferInfo;

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const navigate = vi.fn();
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/system/publicKey': () => keys.publicKey,
    [`GET ${URL_PATH}`]: () => info,
    ...routes,
  });
  renderWithProviders(<UplineTransferPage navigate={navigate} />);
  return { fetchMock, navigate };
}

async function enterAmount(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

function confirmWith(password: string) {
  fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
}

describe('UplineTransferPage', () => {
  beforeEach(() => {
    info = {
      allowed: true,
      upline: 'agent01',
      min: 1,
      max: 5_000,
      balance: 1_234.5,
      currency: 'MYR',
      hasPaymentPassword: true,
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the upline, the main wallet and the limits', async () => {
    renderPage();
    expect((await screen.findByTestId('upline-account')).textContent).toBe('agent01');
    const limits = await screen.findByText(
      (_, node) => node?.tagName === 'DD' && node.textContent === 'RM 1.00 – RM 5,000.00',
    );
    expect(limits).toBeTruthy();
    expect(screen.getByTestId('upline-balance').textContent).toBe('RM 1,234.50');
  });

  it('confirms the recipient, sends the amount and password encrypted, and shows the result', async () => {
    const result: UplineTransferResult = {
      reference: 'x',
      amount: 234.5,
      balance: 1_000,
      upline: 'agent01',
      currency: 'MYR',
      time: '2026-11-21T08:00:00.000Z',
    };
    const { fetchMock } = renderPage({ [`POST ${URL_PATH}`]: () => result });
    await enterAmount('234.50');
    expect(screen.getByText('Confirm the transfer')).toBeTruthy();
    expect(screen.getByText('RM 234.50')).toBeTruthy();
    expect(screen.getByText('RM 1,000.00')).toBeTruthy();
    confirmWith('135790');
    expect(await screen.findByText('RM 234.50 was sent to agent01.')).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', URL_PATH);
    expect(posts).toHaveLength(1);
    const payload = await keys.decrypt(JSON.parse(String(posts[0]![1]?.body)));
    expect(payload).toMatchObject({ amount: '234.50', paymentPassword: '135790' });
    expect(payload.reference).toMatch(/^[0-9a-f]{32}$/);
    // The page's figures are fetched again after the transfer.
    expect(callsTo(fetchMock, 'GET', URL_PATH).length).toBeGreaterThan(1);
  });

  it('checks the amount against the limits and the balance before anything is sent', async () => {
    const { fetchMock } = renderPage();
    await enterAmount('0.50');
    expect(await screen.findByText('The minimum per transfer is RM 1.00.')).toBeTruthy();
    await enterAmount('5000.01');
    expect(await screen.findByText('The maximum per transfer is RM 5,000.00.')).toBeTruthy();
    await enterAmount('1234.51');
    expect(await screen.findByText('Your main wallet holds RM 1,234.50.')).toBeTruthy();
    await enterAmount('12.345');
    expect(
      await screen.findByText('Enter an amount above 0 with at most 2 decimals.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1234.50');
    expect(callsTo(fetchMock, 'POST', URL_PATH)).toEqual([]);
  });

  it('explains a refusal and retries with the same reference', async () => {
    let attempts = 0;
    const { fetchMock } = renderPage({
      [`POST ${URL_PATH}`]: () => {
        attempts += 1;
        return attempts === 1
          ? new ApiFailure('PAYMENT_PASSWORD_WRONG')
          : new ApiFailure('AMOUNT_BELOW_MINIMUM');
      },
    });
    await enterAmount('10');
    confirmWith('111111');
    expect((await screen.findByRole('alert')).textContent).toBe('The payment password is wrong.');
    confirmWith('135790');
    expect(await screen.findByText('The minimum amount is RM 1.00.')).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', URL_PATH);
    const [first, second] = await Promise.all(
      posts.map(([, init]) => keys.decrypt(JSON.parse(String(init?.body)))),
    );
    expect(second!.reference).toBe(first!.reference);
  });

  it('asks for six digits before confirming', async () => {
    const { fetchMock } = renderPage();
    await enterAmount('10');
    confirmWith('12345');
    expect(await screen.findByText('Enter your 6-digit payment password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('10');
    expect(callsTo(fetchMock, 'POST', URL_PATH)).toEqual([]);
  });

  it('sends a member without a payment password to the security centre', async () => {
    info = { ...info, hasPaymentPassword: false };
    const { navigate } = renderPage();
    expect(
      await screen.findByText('Set a payment password in My account before your first transfer.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(navigate).toHaveBeenCalledWith('securityCenter');
  });

  it('says so when the account may not transfer', async () => {
    info = { ...info, allowed: false, upline: null };
    renderPage();
    expect(
      await screen.findByText('Transfers to your upline are not available for this account.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
