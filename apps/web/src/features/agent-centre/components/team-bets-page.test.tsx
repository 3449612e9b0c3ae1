import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TeamBetsValue } from '@portal/shared/schemas/agency';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { callsTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useTeamRecordsFilter } from '../hooks/use-team-records-filter';
import { TeamBetsPage } from './team-bets-page';

const PATH = '/wps/agent/team/bets';

const answer = (url: URL): TeamBetsValue => ({
  list:
    url.searchParams.get('account') || url.searchParams.get('teamOf')
      ? [
          {
            id: 1,
            roundId: 'R-1',
            time: '2026-11-26T03:00:00.000Z',
            settledAt: '2026-11-26T03:00:05.000Z',
            gameType: 'RNG',
            vassalage: 'HOUSE',
            vendorName: 'House',
            nodeId: 'crash',
            gameName: 'Crash',
            stake: 10,
            validBet: 10,
            payout: 0,
            winLoss: -10,
            status: 'settled',
            result: null,
            account: 'player20',
            level: 1,
          },
        ]
      : [],
  page: 1,
  pageSize: 20,
  total: 1,
  totalPages: 1,
  from: url.searchParams.get('from') ?? '',
  to: url.searchParams.get('to') ?? '',
  currency: 'MYR',
  team: url.searchParams.get('teamOf')
    ? { id: Number(url.searchParams.get('teamOf')), account: 'player20' }
    : null,
  totals: { count: 1, stake: 10, validBet: 10, payout: 0, winLoss: -10 },
});

function renderPage() {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /lgw/games/game_menus': () => [],
    [`GET ${PATH}`]: (_body, url) => answer(url),
  });
  renderWithProviders(<TeamBetsPage navigate={vi.fn()} />);
  return fetchMock;
}

const asked = (fetchMock: ReturnType<typeof serveApi>) =>
  callsTo(fetchMock, 'GET', PATH).map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

describe('TeamBetsPage', () => {
  withDesktopViewport();
  beforeEach(() => useTeamRecordsFilter.getState().clear());

  it('opens limited to the team the downline list handed over, says whose, and goes back to the whole downline', async () => {
    useTeamRecordsFilter.getState().handOver({ id: 20, account: 'player20' });
    const fetchMock = renderPage();
    expect((await screen.findByTestId('team-bet')).textContent).toContain('player20');
    expect(asked(fetchMock)[0]).toMatchObject({ teamOf: '20', page: '1' });
    expect(asked(fetchMock)[0]).not.toHaveProperty('account');
    expect(useTeamRecordsFilter.getState().team).toBeNull();
    expect(screen.getByTestId('team-scope').textContent).toContain(
      'Showing the team of player20: player20 and everyone below.',
    );
    expect(screen.getByTestId('bets-total-winLoss').textContent).toBe('−10.00');
    fireEvent.click(screen.getByRole('button', { name: 'Show my whole team' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).not.toHaveProperty('teamOf'));
    expect(screen.queryByTestId('team-scope')).toBeNull();
  });

  it('filters by level at once and by account on search', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByText('No bets by your team in this period.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '2' } });
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ level: '2' }));
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: ' player20 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked(fetchMock).at(-1)).toMatchObject({ level: '2', account: 'player20' }),
    );
  });
});
