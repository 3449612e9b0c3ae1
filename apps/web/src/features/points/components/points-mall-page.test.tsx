import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PointReward, RedeemPointRewardValue } from '@portal/shared/schemas/points';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import {
  ApiFailure,
  callsTo,
  createTestPayloadKeys,
  type ApiHandler,
  type ApiMock,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import {
  card,
  decryptedBodies as decryptedBodiesOf,
  mallCatalogue,
  renderMallPage,
  signIn,
} from './points-mall-test-utils';
import { PATHS, buildRedeem, buildReward } from './points-test-data';

let keys: TestPayloadKeys;
beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

let rewards: PointReward[];
let points: number;

const renderPage = (routes: Record<string, ApiHandler> = {}, route = '/pointMall') =>
  renderMallPage({ keys: () => keys, points: () => points, rewards: () => rewards }, routes, route);

const decryptedBodies = (fetchMock: ApiMock, path: string) =>
  decryptedBodiesOf(keys, fetchMock, path);

describe('PointsMallPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    points = 12_500;
    rewards = mallCatalogue();
  });
  afterEach(() => {
    useSession.setState({ token: null, member: null });
    useAuthModal.getState().close();
    useCentrePanel.getState().closeCentre();
  });

  it('shows a visitor the catalogue and the rules, and asks them to log in to exchange', async () => {
    const fetchMock = renderPage();
    const cash = await card('RM 10 Cash');
    expect(within(cash).getByTestId('reward-points').textContent).toBe('1,000 points');
    expect(within(cash).getByTestId('reward-amount').textContent).toBe(
      'RM 10.00 to your main wallet',
    );
    const bonus = await card('RM 50 Bonus');
    expect(within(bonus).getByText('RM 50.00 bonus, turnover 5x')).toBeTruthy();
    expect(within(bonus).getByTestId('reward-requirement').textContent).toBe(
      'Requires total deposits of RM 500.00',
    );
    const hoodie = await card('Branded Hoodie');
    expect(within(hoodie).getByTestId('reward-stock').textContent).toBe('3 left');
    expect(within(hoodie).getByTestId('reward-limit').textContent).toBe('Limit 2 per member');

    expect(screen.getByRole('heading', { name: 'Log in to use your points' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(callsTo(fetchMock, 'GET', PATHS.balance)).toHaveLength(0);
    expect(await screen.findByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('1 points per RM 10.00 valid bets')).toBeTruthy();

    fireEvent.click(within(cash).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(useAuthModal.getState().modal).toBe('login'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAuthModal.getState().modal).toBe('login');
  });

  it('filters the catalogue by type and keeps the filter in the address', async () => {
    const fetchMock = renderPage({}, '/pointMall?type=bonus');
    await card('RM 50 Bonus');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bonus' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    await card('Branded Hoodie');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('reward-card')).toHaveLength(4));
    const asked = callsTo(fetchMock, 'GET', PATHS.rewards).map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('type'),
    );
    expect(asked).toEqual(['bonus', 'physical', null]);
  });

  it('disables what cannot be redeemed and says why', async () => {
    signIn();
    points = 5_000;
    rewards.push(
      buildReward({ id: 5, name: 'Sold Out Voucher', stock: 0 }),
      buildReward({ id: 6, name: 'Once Only', perMemberLimit: 1, redeemedByMe: 1 }),
    );
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('points-balance').textContent).toBe('5,000 points'),
    );
    const reasonOf = async (name: string) => {
      const item = await card(name);
      const button = within(item).getByRole('button', { name: 'Exchange' });
      return (button as HTMLButtonElement).disabled
        ? within(item).getByTestId('reward-reason').textContent
        : null;
    };
    expect(await reasonOf('RM 10 Cash')).toBeNull();
    expect(await reasonOf('Golden Egg')).toBe('Not available yet');
    expect(await reasonOf('Branded Hoodie')).toBe('Not enough points');
    expect(await reasonOf('Sold Out Voucher')).toBe('Sold out');
    expect(await reasonOf('Once Only')).toBe('Limit reached');
    const hoodie = await card('Branded Hoodie');
    expect(within(hoodie).getByTestId('reward-limit').textContent).toBe(
      'Limit 2 per member, you have 1',
    );
    const button = within(hoodie).getByRole('button', { name: 'Exchange' });
    const described = button.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Not enough points',
    );
  });

  it('exchanges with the quantity and the payment password sent encrypted, then shows the result', async () => {
    signIn();
    const result: RedeemPointRewardValue = {
      ...buildRedeem({
        transNo: 'P2026112100042',
        quantity: 2,
        points: 2_000,
        changedPoints: -2_000,
        balanceAfter: 10_500,
      }),
      replayed: false,
    };
    const fetchMock = renderPage({
      [`POST ${PATHS.redeem}`]: () => {
        points = 10_500;
        return result;
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('points-balance').textContent).toBe('12,500 points'),
    );
    expect(screen.getByTestId('points-cash-value').textContent).toBe('Worth RM 83.32 in cash');
    fireEvent.click(within(await card('RM 10 Cash')).getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange RM 10 Cash' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByTestId('exchange-total').textContent).toBe('2,000');
    expect(within(dialog).getByTestId('exchange-after').textContent).toBe('10,500');
    expect(within(dialog).getByText('From 1 to 12')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    expect(await within(dialog).findByText('Enter your 6-digit payment password.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', PATHS.redeem)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '246810' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toBe('You exchanged 2 × RM 10 Cash.');
    expect(within(dialog).getByTestId('exchange-trans-no').textContent).toBe('P2026112100042');
    expect(within(dialog).getByTestId('redeem-status').textContent).toBe('Approved');
    expect(within(dialog).getByTestId('exchange-balance-after').textContent).toBe('10,500');

    const [payload] = await decryptedBodies(fetchMock, PATHS.redeem);
    expect(payload).toMatchObject({ rewardId: 1, quantity: 2, paymentPassword: '246810' });
    expect(payload!.reference).toMatch(/^[0-9a-f]{32}$/);
    // The balance (and the header's money) are fetched again.
    await waitFor(() =>
      expect(screen.getByTestId('points-balance').textContent).toBe('10,500 points'),
    );
    expect(callsTo(fetchMock, 'GET', PATHS.rewards).length).toBeGreaterThan(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the reference for a retry after a lost answer, and a physical item is applying', async () => {
    signIn();
    points = 20_000;
    let attempt = 0;
    const fetchMock = renderPage({
      [`POST ${PATHS.redeem}`]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return {
          ...buildRedeem({ type: 'physical', name: 'Branded Hoodie', status: 'applying' }),
          replayed: true,
        };
      },
    });
    fireEvent.click(within(await card('Branded Hoodie')).getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange Branded Hoodie' });
    // Limit 2, one redeemed: one more at most.
    expect(within(dialog).getByText('From 1 to 1')).toBeTruthy();
    expect(within(dialog).getByText(/Our team prepares and sends the gift/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '246810' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/network|connection/i);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Your request for 1 × Branded Hoodie was received. Our team will process it.',
    );
    expect(within(dialog).getByTestId('redeem-status').textContent).toBe('Applying');
    const [first, second] = await decryptedBodies(fetchMock, PATHS.redeem);
    expect(second!.reference).toBe(first!.reference);
  });

  it('explains a refusal and leads to the payment password set-up', async () => {
    signIn();
    renderPage({
      [`POST ${PATHS.redeem}`]: () => new ApiFailure('PAYMENT_PASSWORD_NOT_SET', 400),
    });
    fireEvent.click(within(await card('RM 10 Cash')).getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange RM 10 Cash' });
    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '111111' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Please set a payment password in My account first.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Set payment password' }));
    expect(useCentrePanel.getState().open).toEqual({ centre: 'member', page: 'securityCenter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
