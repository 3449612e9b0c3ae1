import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PointReward, RedeemPointRewardValue } from '@portal/shared/schemas/points';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import {
  ApiFailure,
  callsTo,
  createTestPayloadKeys,
  serveApi,
  type ApiHandler,
  type ApiMock,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PointsMallPage } from './points-mall-page';
import {
  PATHS,
  buildBalance,
  buildConfig,
  buildMovement,
  buildRedeem,
  buildReward,
} from './points-test-data';

let keys: TestPayloadKeys;
beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

let rewards: PointReward[];
let points: number;

function renderPage(routes: Record<string, ApiHandler> = {}, route = '/pointMall') {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/system/publicKey': () => keys.publicKey,
    [`GET ${PATHS.balance}`]: () => buildBalance(points, Math.floor(points / 3) * 0.02),
    [`GET ${PATHS.config}`]: () => buildConfig(),
    [`GET ${PATHS.rewards}`]: (_body, url) => {
      const type = url.searchParams.get('type');
      return { list: rewards.filter((reward) => !type || reward.type === type) };
    },
    [`GET ${PATHS.redeems}`]: () => ({
      list: [],
      page: 1,
      pageSize: 20,
      total: 0,
      from: '',
      to: '',
    }),
    [`GET ${PATHS.movements}`]: () => ({
      list: [],
      page: 1,
      pageSize: 20,
      total: 0,
      from: '',
      to: '',
      balance: points,
    }),
    ...routes,
  });
  renderWithProviders(<PointsMallPage />, { route });
  return fetchMock;
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

const signIn = () =>
  useSession.setState({
    token: 'member-token',
    member: { account: 'demo01', type: 0 } as MemberInfo,
  });

async function decryptedBodies(fetchMock: ApiMock, path: string) {
  return Promise.all(
    callsTo(fetchMock, 'POST', path).map(([, init]) =>
      keys.decrypt(JSON.parse(String(init?.body))),
    ),
  );
}

describe('PointsMallPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    points = 12_500;
    rewards = [
      buildReward(),
      buildReward({
        id: 2,
        type: 'bonus',
        name: 'RM 50 Bonus',
        points: 4_000,
        amount: 50,
        turnoverMultiple: 5,
        requirement: { kind: 'deposit', amount: 500 },
      }),
      buildReward({
        id: 3,
        type: 'ticket',
        name: 'Golden Egg',
        points: 300,
        amount: null,
        ticketKind: 'golden_egg',
        redeemable: false,
      }),
      buildReward({
        id: 4,
        type: 'physical',
        name: 'Branded Hoodie',
        points: 6_000,
        amount: null,
        stock: 3,
        perMemberLimit: 2,
        redeemedByMe: 1,
      }),
    ];
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

  it('converts points with an exact cash preview, the minimum and the step checked first', async () => {
    signIn();
    points = 1_000;
    const fetchMock = renderPage({
      [`POST ${PATHS.convert}`]: () => ({
        reference: 'x',
        points: 999,
        amount: 6.66,
        currency: 'MYR',
        pointsBalance: 1,
        mainBalance: 106.66,
        time: '2026-11-21T10:00:00.000Z',
        replayed: false,
      }),
    });
    const convert = await screen.findByRole('button', { name: 'Convert to cash' });
    await waitFor(() => expect((convert as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(convert);
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to cash' });
    expect(within(dialog).getByTestId('convert-rate').textContent).toBe('3 points = RM 0.02');
    const field = within(dialog).getByLabelText('Points to convert');
    // The minimum (500) raised to a whole step of 3.
    expect((field as HTMLInputElement).value).toBe('501');
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe(
      'You receive RM 3.34 in your main wallet',
    );
    fireEvent.change(field, { target: { value: '498' } });
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe(
      'Convert at least 501 points.',
    );
    fireEvent.change(field, { target: { value: '502' } });
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe(
      'Convert points in steps of 3.',
    );
    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '135790' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(
      await within(dialog).findByText('Convert points in steps of 3.', { selector: 'p[id]' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', PATHS.convert)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect((field as HTMLInputElement).value).toBe('999');
    expect(within(dialog).getByTestId('convert-preview').textContent).toBe(
      'You receive RM 6.66 in your main wallet',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      '999 points were converted to RM 6.66.',
    );
    expect(within(dialog).getByTestId('convert-main-balance').textContent).toBe('RM 106.66');
    const [payload] = await decryptedBodies(fetchMock, PATHS.convert);
    expect(payload).toMatchObject({ points: 999, paymentPassword: '135790' });
    expect(payload!.reference).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the history: exchange records with their states, filtered, and the points details', async () => {
    signIn();
    const redeems = [
      buildRedeem({
        transNo: 'P2026112100003',
        type: 'physical',
        name: 'Branded Hoodie',
        points: 6_000,
        changedPoints: -6_000,
        balanceAfter: 6_500,
        status: 'applying',
      }),
      buildRedeem({
        transNo: 'P2026112100002',
        type: 'physical',
        name: 'Sports Bottle',
        status: 'rejected',
        remark: 'Address could not be reached',
        requirement: { kind: 'turnover', amount: 1_000 },
      }),
      buildRedeem(),
    ];
    const fetchMock = renderPage({
      [`GET ${PATHS.redeems}`]: (_body, url) => {
        const status = url.searchParams.get('status');
        const list = redeems.filter((item) => !status || item.status === status);
        return { list, page: 1, pageSize: 20, total: list.length, from: '', to: '' };
      },
      [`GET ${PATHS.movements}`]: () => ({
        list: [
          buildMovement(),
          buildMovement({ id: 2, type: 'convert', points: -999, balanceAfter: 12_500 }),
        ],
        page: 1,
        pageSize: 20,
        total: 2,
        from: '',
        to: '',
        balance: 12_620,
      }),
    });
    const tab = await screen.findByRole('tab', { name: 'Exchange records' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('redeem-row');
    expect(rows.map((row) => within(row).getByTestId('redeem-status').textContent)).toEqual([
      'Applying',
      'Rejected',
      'Approved',
    ]);
    expect(within(rows[0]!).getByText('−6,000')).toBeTruthy();
    expect(within(rows[1]!).getByText('Address could not be reached')).toBeTruthy();
    expect(within(rows[1]!).getByText('Valid bets RM 1,000.00')).toBeTruthy();
    const asked = new URL(String(callsTo(fetchMock, 'GET', PATHS.redeems)[0]![0]), 'http://x');
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d\d-\d\dT/);

    const filters = screen.getByRole('group', { name: 'Exchange status' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(screen.getAllByTestId('redeem-row')).toHaveLength(1));
    expect(
      callsTo(fetchMock, 'GET', PATHS.redeems).map(([input]) =>
        new URL(String(input), 'http://x').searchParams.get('status'),
      ),
    ).toContain('rejected');

    fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    const movements = await screen.findAllByTestId('movement-row');
    expect(within(movements[0]!).getByText('Earned from bets')).toBeTruthy();
    expect(within(movements[0]!).getByText('+120')).toBeTruthy();
    expect(within(movements[0]!).getByText('12,620')).toBeTruthy();
    expect(within(movements[1]!).getByText('Converted to cash')).toBeTruthy();
    expect(within(movements[1]!).getByText('−999')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Points details' })).toBeTruthy();
  });

  it('says when the mall is closed and blocks every exchange', async () => {
    signIn();
    renderPage({ [`GET ${PATHS.config}`]: () => buildConfig({ enabled: false }) });
    expect((await screen.findByText(/The points mall is closed/)).getAttribute('role')).toBe(
      'status',
    );
    const cash = await card('RM 10 Cash');
    await waitFor(() =>
      expect(within(cash).getByTestId('reward-reason').textContent).toBe('The mall is closed'),
    );
    expect(
      (screen.getByRole('button', { name: 'Convert to cash' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
