import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { CurrentLocation, buildVendor } from '../../games/test-games';
import { gameMenu } from '../../lottery/test-data';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState, serveApi } from '../../session/test-utils';
import { GameLobby } from './game-lobby';

describe('the /elott lobby of the portal lottery', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('lists the fast draws, and a click opens the game on /lottery through the launch flow', async () => {
    useSession.getState().signIn(loginValue({ type: 0 }));
    const api = serveApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/lgw/games/game_menus': [
        {
          gameCategory: 'ELOTT',
          vendors: [buildVendor({ gameType: 'ELOTT', vassalage: 'ELOTT', title: 'E-Lotto' })],
        },
      ],
      '/lgw/vn/games/game_menu': gameMenu(),
    });
    renderWithProviders(
      <>
        <GameLobby lobby="ELOTT" signedIn />
        <CurrentLocation />
      </>,
      { route: '/elott' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fast Lottery 1 min' }));
    // Only the fast draws are listed in the ELOTT lobby.
    expect(screen.queryByRole('button', { name: 'Northern Vietnam' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/lottery?gameCode=vnf1&vendor=TCG_LOTTO_VN',
      ),
    );
    expect(api.to('/wps/game/launchGame')).toHaveLength(0);
  });
});
