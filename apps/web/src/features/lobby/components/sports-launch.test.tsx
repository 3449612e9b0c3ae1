import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { CurrentLocation } from '../../games/test-games';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { Fail, loginValue, resetAccountState, serveApi } from '../../session/test-utils';
import { GameFrame } from './game-frame';

const LAUNCH_FB = '/wps/relay/GCS_gameLaunchFB';
const BOOK_URL = 'https://sports.example.test/book?token=abc';

function openFbsports(route = '/fbsports') {
  renderWithProviders(
    <>
      <GameFrame kind="fbsports" />
      <CurrentLocation />
    </>,
    { route },
  );
}

describe('/fbsports without an address', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('launches the sportsbook through GCS_gameLaunchFB and frames the address it answers', async () => {
    useSession.getState().signIn(loginValue({ type: 0 }));
    const api = serveApi({
      '/wps/member/info': { type: 0 },
      [LAUNCH_FB]: {
        url: BOOK_URL,
        nodeId: 'KINETIC-SPORTS',
        gameName: 'Kinetic Sports',
        provider: 'house',
        walletVendor: null,
        autoTransfer: null,
      },
    });
    openFbsports('/fbsports?vassalage=KINETIC');
    expect(await screen.findByTitle('Kinetic Sports')).toBeTruthy();
    expect(screen.getByTitle('Kinetic Sports').getAttribute('src')).toBe(BOOK_URL);
    expect(screen.getByTestId('location').textContent).toBe(
      `/fbsports?url=${encodeURIComponent(BOOK_URL)}`,
    );
    const calls = api.to(LAUNCH_FB);
    expect(calls).toHaveLength(1);
    expect([calls[0]?.query.get('vassalage'), calls[0]?.query.get('language')]).toEqual([
      'KINETIC',
      'EN',
    ]);
  });

  it('asks a visitor to log in first and launches nothing', async () => {
    const api = serveApi({});
    openFbsports();
    await waitFor(() => expect(useAuthModal.getState().modal).toBe('login'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(api.to(LAUNCH_FB)).toHaveLength(0);
  });

  it('says why the sportsbook could not open, with a retry', async () => {
    useSession.getState().signIn(loginValue({ type: 0 }));
    serveApi({ '/wps/member/info': { type: 0 }, [LAUNCH_FB]: new Fail(404, 'GAME_NOT_FOUND') });
    openFbsports();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTitle(/./)).toBeNull();
  });
});
