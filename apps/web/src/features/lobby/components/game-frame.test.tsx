import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HOUSE_BALANCE_MESSAGE } from '@portal/shared/schemas/house-games';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, createTestQueryClient } from '../../../components/ui/test-utils';
import { BALANCE_KEY } from '../../session/api/get-balance';
import { frameExit, frameUrl, GameFrame } from './game-frame';

function renderFrame(url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/game', element: <GameFrame kind="game" /> }], {
    initialEntries: [{ pathname: '/game', search: `?url=${encodeURIComponent(url)}`, state }],
  });
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { invalidate, view };
}

const balanceRefreshes = (invalidate: ReturnType<typeof vi.fn>) =>
  invalidate.mock.calls.filter(([filters]) => {
    const key = (filters as { queryKey?: readonly unknown[] } | undefined)?.queryKey;
    return key?.[0] === BALANCE_KEY[0] && key[1] === BALANCE_KEY[1];
  }).length;

describe('GameFrame', () => {
  afterEach(cleanup);

  it('frames the game and links back to the page it was opened from', () => {
    renderFrame('https://games.example.test/play', {
      from: '/live?vassalage=LOTUS',
      gameName: 'Lotus Roulette',
    });
    expect(screen.getByTitle('Lotus Roulette').getAttribute('src')).toBe(
      'https://games.example.test/play',
    );
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe(
      '/live?vassalage=LOTUS',
    );
  });

  it('links back to the slots lobby when it does not know where the game came from', () => {
    renderFrame('/house/play?token=t');
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe(
      '/rng',
    );
  });

  it('says the address is invalid instead of framing a script or another protocol', () => {
    renderFrame('javascript:alert(1)');
    expect(screen.queryByTitle(/./)).toBeNull();
    expect(screen.getByText('Invalid URL.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/rng');
  });

  it('frames only web pages and site paths, and returns only to site paths', () => {
    expect(frameUrl('javascript:alert(1)')).toBeNull();
    expect(frameUrl('//evil.example/x')).toBeNull();
    expect(frameUrl('/house/play?token=t')).toBe('/house/play?token=t');
    expect(frameExit('game', { from: 'https://evil.example/' }).to).toBe('/rng');
    expect(frameExit('fbsports', null).to).toBe('/sports');
  });

  it('refreshes the header balance when the game in the frame says the wallet moved, and on leaving', () => {
    const { invalidate, view } = renderFrame('/house/play?token=t', { gameName: 'Jade Tiger' });
    const frame = screen.getByTitle('Jade Tiger') as HTMLIFrameElement;
    const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    post({ type: HOUSE_BALANCE_MESSAGE }, window.location.origin, frame.contentWindow);
    expect(balanceRefreshes(invalidate)).toBe(1);
    // Another origin, another window or another message changes nothing.
    post({ type: HOUSE_BALANCE_MESSAGE }, 'https://evil.example', frame.contentWindow);
    post({ type: HOUSE_BALANCE_MESSAGE }, window.location.origin, window);
    post({ type: 'other' }, window.location.origin, frame.contentWindow);
    expect(balanceRefreshes(invalidate)).toBe(1);
    view.unmount();
    expect(balanceRefreshes(invalidate)).toBe(2);
  });
});
