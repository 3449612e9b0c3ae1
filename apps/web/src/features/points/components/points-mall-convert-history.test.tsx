import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PointReward } from '@portal/shared/schemas/points';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import {
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
import { PATHS, buildConfig, buildMovement, buildRedeem } from './points-test-data';

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
