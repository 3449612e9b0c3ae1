import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RealityCheckValue } from '@portal/shared/schemas/reality-check';
import { ApiFailure, callsTo, serveApi, type ApiHandler } from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { GameFrame } from '../../lobby/components/game-frame';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import { RealityCheckReminder } from './reality-check-reminder';

const MINUTE = 60_000;

function value(
  startedAgoMs: number,
  overrides: Partial<RealityCheckValue> = {},
): RealityCheckValue {
  return {
    intervalMinutes: 15,
    sessionLimitMinutes: null,
    pending: null,
    session: {
      startedAt: new Date(Date.now() - startedAgoMs).toISOString(),
      playedSeconds: Math.floor(startedAgoMs / 1000),
      staked: 120,
      paidOut: 75.5,
      net: -44.5,
    },
    ...overrides,
  };
}

function serve(answer: () => unknown, extra: Record<string, ApiHandler> = {}) {
  return serveApi({
    'GET /wps/member/reality-check': answer,
    'DELETE /wps/session/logout': () => null,
    ...extra,
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });

describe('RealityCheckReminder', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ token: 'member-token' });
    useCentrePanel.setState({ open: null });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('shows once a full interval has passed since the session started, with time and net result', async () => {
    const session = value(16 * MINUTE);
    serve(() => session);
    renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    const figures = screen.getByTestId('reality-check-figures');
    expect(figures.textContent).toContain('0:16:');
    expect(figures.textContent).toContain('120.00');
    expect(figures.textContent).toContain('−44.50');
  });

  it('waits until the interval is due, counted from the start, and reads the figures again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const session = value(15 * MINUTE - 30_000);
    const fetchMock = serve(() => {
      reads += 1;
      return session;
    });
    renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(reads).toBe(1));
    expect(dialog()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(callsTo(fetchMock, 'GET', '/wps/member/reality-check').length).toBeGreaterThanOrEqual(2);
  });

  it('Continue closes it until the next interval, also after a page load', async () => {
    const session = value(16 * MINUTE);
    serve(() => session);
    const first = renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog()).toBeNull());
    first.unmount();
    renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(screen.queryByText('Updating…')).toBeNull());
    expect(dialog()).toBeNull();
  });

  it('See betting record opens the betting record page of the member centre', async () => {
    serve(() => value(31 * MINUTE));
    renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'See betting record' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(useCentrePanel.getState().open).toEqual({
      centre: 'member',
      page: 'personalHistoryCopy',
    });
  });

  it('Log out ends the session on the server and here', async () => {
    const fetchMock = serve(() => value(16 * MINUTE));
    renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/wps/session/logout')).toHaveLength(1);
  });

  it('warns a few minutes before the session limit, and signs out when the server ends the session', async () => {
    let ended = false;
    const session = value(27 * MINUTE + 5000, { intervalMinutes: null, sessionLimitMinutes: 30 });
    serve(() => (ended ? new ApiFailure('SESSION_TIME_LIMIT_REACHED', 401) : session));
    const view = renderWithProviders(<RealityCheckReminder />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('3 min'));
    ended = true;
    await act(() => view.queryClient.invalidateQueries());
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(
      screen.getByText('Your session time limit has been reached. You have been logged out.'),
    ).not.toBeNull();
  });

  it('shows over the game frame, and the frame takes no input until the member answers', async () => {
    serve(() => value(16 * MINUTE));
    renderWithProviders(
      <>
        <GameFrame kind="game" />
        <RealityCheckReminder />
      </>,
      { route: '/game?url=%2Fhouse%2Fplay%3Ftoken%3Dabc' },
    );
    const frame = document.querySelector('iframe')!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(frame.hasAttribute('inert')).toBe(true));
    expect(post).toHaveBeenCalledWith(
      { type: 'portal:play-pause', paused: true },
      window.location.origin,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(frame.hasAttribute('inert')).toBe(false));
    expect(post).toHaveBeenLastCalledWith(
      { type: 'portal:play-pause', paused: false },
      window.location.origin,
    );
  });
});
