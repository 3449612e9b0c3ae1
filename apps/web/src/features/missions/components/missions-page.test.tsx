import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  MemberMission,
  MissionLeaderboardValue,
  MissionSummaryValue,
} from '@portal/shared/schemas/missions';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiMock,
} from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { MissionsPage, type MissionsPageProps } from './missions-page';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const CLAIM = '/wps/relay/MCSFE_claimMission';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const HOUR = 3_600_000;

function mission(id: number, overrides: Partial<MemberMission> = {}): MemberMission {
  return {
    id,
    name: `Mission ${id}`,
    description: 'Do the thing.',
    period: 'daily',
    condition: 'deposit_total',
    categoryCode: null,
    target: 100,
    progress: 30,
    state: 'in_progress',
    reward: { type: 'points', points: 50 },
    periodKey: '2026-11-26',
    periodEnd: new Date(Date.now() + 5 * HOUR + 12 * 60_000 + 30_000).toISOString(),
    claimedAt: null,
    rewardReference: null,
    ...overrides,
  };
}

const MISSIONS: MemberMission[] = [
  mission(1, { name: 'Deposit 100 today' }),
  mission(2, {
    name: 'Bet 500 today',
    condition: 'valid_turnover',
    categoryCode: 'LIVE',
    target: 500,
    progress: 620.5,
    state: 'completed',
    reward: { type: 'bonus', amount: 5, turnoverMultiple: 1 },
  }),
  mission(3, {
    name: 'Play 50 rounds',
    period: 'weekly',
    condition: 'rounds_played',
    target: 50,
    progress: 12,
    reward: { type: 'ticket', ticketKind: 'prize_wheel', count: 1 },
    periodEnd: new Date(Date.now() + 3 * 24 * HOUR + 2 * HOUR + 30_000).toISOString(),
  }),
  mission(4, {
    name: 'Invite a friend',
    period: 'once',
    condition: 'friends_first_deposit',
    target: 1,
    progress: 1,
    state: 'claimed',
    periodKey: 'once',
    periodEnd: null,
  }),
];

const summaryOf = (missions: MemberMission[]): MissionSummaryValue => ({
  missions,
  readyToClaim: missions.filter((m) => m.state === 'completed').length,
  currency: 'MYR',
});

const board = (missionId: number): MissionLeaderboardValue => ({
  missionId,
  name: `Mission ${missionId}`,
  condition: 'deposit_total',
  period: 'daily',
  periodKey: '2026-11-26',
  periodEnd: null,
  list: [
    { rank: 1, player: 'ab***9', value: 900, me: false },
    { rank: 2, player: 'me***1', value: 400, me: true },
    { rank: 3, player: 'cd***2', value: 120.5, me: false },
  ],
  mine: { rank: 2, value: 400 },
});

let fetchMock: ApiMock;

/** Stands for the games feature's winner board: a list, or what it is given for none. */
function FakeWinners({ empty, none = false }: { empty: ReactNode; none?: boolean }) {
  return none ? empty : <p>Winner board here</p>;
}

function renderPage(
  routes: Record<string, (body: unknown, url: URL) => unknown>,
  Winners: MissionsPageProps['Winners'] = FakeWinners,
) {
  fetchMock = serveApi(routes);
  return renderWithProviders(<MissionsPage navigate={vi.fn()} Winners={Winners} />);
}

describe('MissionsPage', () => {
  beforeEach(() => useSession.setState({ token: 'member-token' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('groups missions by period with their bars, rewards, period ends and states', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => summaryOf(MISSIONS) });
    const daily = await screen.findByRole('region', { name: 'Daily missions' });
    const weekly = screen.getByRole('region', { name: 'Weekly missions' });
    const once = screen.getByRole('region', { name: 'One-off missions' });
    expect(within(daily).getAllByTestId('mission-card')).toHaveLength(2);
    expect(within(weekly).getAllByTestId('mission-card')).toHaveLength(1);
    expect(within(once).getAllByTestId('mission-card')).toHaveLength(1);

    const deposit = screen.getByRole('progressbar', { name: 'Progress of Deposit 100 today' });
    expect(deposit.getAttribute('aria-valuenow')).toBe('30');
    expect(deposit.getAttribute('aria-valuetext')).toBe('30.00 / 100.00');
    const bet = screen.getByRole('progressbar', { name: 'Progress of Bet 500 today' });
    expect(bet.getAttribute('aria-valuenow')).toBe('100');
    expect(bet.getAttribute('aria-valuetext')).toBe('500.00 / 500.00');
    expect(screen.getByText('Valid bets in Live Casino')).toBeTruthy();
    expect(screen.getByText('5.00 bonus (1× turnover)')).toBeTruthy();
    expect(screen.getByText('Prize wheel × 1')).toBeTruthy();
    expect(within(daily).getAllByText('Ends in 5h 13m')).toHaveLength(2);
    expect(within(weekly).getByText('Ends in 3d 2h')).toBeTruthy();
    expect(within(once).getByText('No end date')).toBeTruthy();
    expect(screen.getByTestId('missions-ready').textContent).toBe('Ready to claim: 1');

    expect(
      (screen.getByRole('button', { name: 'Claim Deposit 100 today' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Claim Bet 500 today' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Claim Invite a friend' })).toBeNull();
    expect(within(once).getAllByText('Claimed').length).toBeGreaterThan(0);
  });

  it('claims a completed mission once and shows what was paid', async () => {
    let missions = MISSIONS;
    renderPage({
      [`GET ${SUMMARY}`]: () => summaryOf(missions),
      [`POST ${CLAIM}`]: () => {
        missions = missions.map((m) =>
          m.id === 2 ? { ...m, state: 'claimed' as const, rewardReference: 'B1' } : m,
        );
        return missions.find((m) => m.id === 2);
      },
    });
    const button = await screen.findByRole('button', { name: 'Claim Bet 500 today' });
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Bet 500 today: 5.00 bonus (1× turnover) claimed.',
    );
    expect(bodiesSentTo(fetchMock, 'POST', CLAIM)).toEqual([{ missionId: 2 }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim Bet 500 today' })).toBeNull(),
    );
    expect(screen.queryByTestId('missions-ready')).toBeNull();
  });

  it('shows the translated reason of a refused claim', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () => summaryOf(MISSIONS),
      [`POST ${CLAIM}`]: () => new ApiFailure('MISSION_ALREADY_CLAIMED', 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Bet 500 today' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already claimed this mission in this period.',
    );
  });

  it('shows an empty state without missions', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => summaryOf([]) });
    expect(await screen.findByText('No missions right now')).toBeTruthy();
  });

  it('ranks the period with the member highlighted, per mission', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () => summaryOf(MISSIONS),
      [`GET ${BOARD}`]: (_body, url) => board(Number(url.searchParams.get('missionId') ?? 1)),
    });
    await screen.findAllByTestId('mission-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1ab***9900.00',
      '2me***1You400.00',
      '3cd***2120.50',
    ]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('my-rank').textContent).toBe('Your rank: #2 · 400.00');
    fireEvent.change(screen.getByLabelText('Mission'), { target: { value: '3' } });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', BOARD).some(([input]) => String(input).includes('missionId=3')),
      ).toBe(true),
    );
  });

  it('shows the winners list in its own tab', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => summaryOf(MISSIONS) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Winners' }));
    expect(screen.getByText('Winner board here')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Winners' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says there are no winners yet when the winners list has none', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => summaryOf(MISSIONS) }, ({ empty }) => (
      <FakeWinners empty={empty} none />
    ));
    fireEvent.click(await screen.findByRole('tab', { name: 'Winners' }));
    expect(screen.getByText('No winners yet')).toBeTruthy();
  });
});
