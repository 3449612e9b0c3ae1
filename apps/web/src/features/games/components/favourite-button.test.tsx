import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiFailure, bodiesSentTo, callsTo, serveApi } from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState } from '../../session/test-utils';
import { buildGame } from '../test-games';
import { GameCard } from './game-card';

const ACTION = '/wps/relay/MCSFE_gameFavAction';
const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const game = buildGame({ nodeId: 'AURORA-RNG-007', gameName: 'Moon Gold', gameType: 'RNG' });

/**
 * A member's favourites on the server, and an action call the test answers when it wants.
 * With `idsOnce`, only the first ids call answers, so what the star shows after a failure can
 * only come from the site itself.
 */
function serveFavourites(answer: (wanted: boolean) => unknown, idsOnce = false) {
  const saved = new Set<string>();
  let release: () => void = () => {};
  let idsCalls = 0;
  const api = serveApi({
    [`GET ${IDS}`]: async () => {
      idsCalls += 1;
      if (idsOnce && idsCalls > 1) await new Promise(() => {});
      return { nodeIds: [...saved] };
    },
    [`POST ${ACTION}`]: async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      const { nodeId, favourite } = body as { nodeId: string; favourite: boolean };
      const reply = answer(favourite);
      if (!(reply instanceof ApiFailure)) {
        if (favourite) saved.add(nodeId);
        else saved.delete(nodeId);
      }
      return reply;
    },
  });
  return { api, answerAction: () => release() };
}

const star = () => screen.getByRole('button', { name: /favourites/ });

describe('the favourite star', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('marks the game at once and keeps the mark once the server agrees', async () => {
    useSession.getState().signIn(loginValue());
    const { api, answerAction } = serveFavourites((favourite) => ({
      nodeId: game.nodeId,
      favourite,
    }));
    renderWithProviders(<GameCard game={game} onLaunch={vi.fn()} />);
    await waitFor(() => expect(callsTo(api, 'GET', IDS)).toHaveLength(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(star().getAttribute('aria-label')).toBe('Remove Moon Gold from favourites');
    await waitFor(() => expect(callsTo(api, 'POST', ACTION)).toHaveLength(1));
    answerAction();
    await waitFor(() => expect(callsTo(api, 'GET', IDS)).toHaveLength(2));
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(bodiesSentTo(api, 'POST', ACTION)).toEqual([
      { nodeId: 'AURORA-RNG-007', vendor: 'AURORA', gameType: 'RNG', favourite: true },
    ]);
  });

  it('puts the star back when the server refuses the change', async () => {
    useSession.getState().signIn(loginValue());
    const { api, answerAction } = serveFavourites(() => new ApiFailure('SYSTEM_ERROR', 500), true);
    renderWithProviders(<GameCard game={game} onLaunch={vi.fn()} />);
    await waitFor(() => expect(callsTo(api, 'GET', IDS)).toHaveLength(1));

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(callsTo(api, 'POST', ACTION)).toHaveLength(1));
    answerAction();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(star().getAttribute('aria-label')).toBe('Add Moon Gold to favourites');
  });

  it('asks a visitor to log in and changes nothing', async () => {
    const { api } = serveFavourites((favourite) => ({ nodeId: game.nodeId, favourite }));
    renderWithProviders(<GameCard game={game} onLaunch={vi.fn()} />);
    fireEvent.click(star());
    expect(useAuthModal.getState().modal).toBe('login');
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(callsTo(api, 'POST', ACTION)).toHaveLength(0);
    expect(callsTo(api, 'GET', IDS)).toHaveLength(0);
  });
});
