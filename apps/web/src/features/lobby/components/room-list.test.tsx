import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState, serveApi } from '../../session/test-utils';
import { CurrentLocation, buildVendor } from '../../games/test-games';
import { resultTone, RoomList } from './room-list';

const ROOMS = '/wps/relay/GLS2_roomList';
const lotus = buildVendor({ gameType: 'LIVE', vassalage: 'LOTUSLIVE', title: 'Lotus Live' });
const room = {
  nodeId: 'LOTUSLIVE-LIVE-001',
  gameName: 'Lotus Roulette',
  icon: '',
  minBet: 0.5,
  maxBet: 2500,
  status: 'open',
  lastResults: ['0', '17', '32'],
  players: 4,
};

function renderRooms(signedIn: boolean) {
  return renderWithProviders(
    <>
      <RoomList vendor={lotus} signedIn={signedIn} />
      <CurrentLocation />
    </>,
    { route: '/live' },
  );
}

describe('RoomList', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it("shows a member the vendor's tables with their last results and players", async () => {
    useSession.getState().signIn(loginValue());
    const api = serveApi({ [ROOMS]: { list: [room] } });
    renderRooms(true);
    const table = await screen.findByRole('button', { name: /Lotus Roulette/ });
    expect(within(table).getByText('Bets 0.50 – 2,500.00')).toBeTruthy();
    expect(within(table).getByText('Players: 4')).toBeTruthy();
    const results = within(table).getByLabelText('Last results');
    expect(
      [...results.children].map((chip) => [chip.textContent, chip.getAttribute('data-tone')]),
    ).toEqual([
      ['0', 'green'],
      ['17', 'black'],
      ['32', 'red'],
    ]);
    expect(api.to(ROOMS)[0]?.query.get('vassalage')).toBe('LOTUSLIVE');
  });

  it('launches the table game when a table is chosen', async () => {
    useSession.getState().signIn(loginValue());
    const api = serveApi({
      [ROOMS]: { list: [room] },
      '/wps/game/launchGame': {
        url: '/house/play?token=t',
        nodeId: room.nodeId,
        gameName: room.gameName,
        provider: 'house',
      },
    });
    renderRooms(true);
    fireEvent.click(await screen.findByRole('button', { name: /Lotus Roulette/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/game?url=${encodeURIComponent('/house/play?token=t')}`,
      ),
    );
    expect((api.to('/wps/game/launchGame')[0]?.body as { nodeId: string }).nodeId).toBe(
      room.nodeId,
    );
  });

  it('asks a visitor to log in instead of asking for the tables', () => {
    const api = serveApi({ [ROOMS]: { list: [room] } });
    renderRooms(false);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAuthModal.getState().modal).toBe('login');
    expect(api.to(ROOMS)).toHaveLength(0);
  });

  it('colours roulette numbers and leaves other outcomes plain', () => {
    expect(['0', '1', '2', '36', '37', 'meron'].map(resultTone)).toEqual([
      'green',
      'red',
      'black',
      'red',
      'plain',
      'plain',
    ]);
  });
});
