import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../components/ui/test-utils';
import { frameExit, frameUrl, GameFrame } from './game-frame';

function renderFrame(url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/game', element: <GameFrame kind="game" /> }], {
    initialEntries: [{ pathname: '/game', search: `?url=${encodeURIComponent(url)}`, state }],
  });
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

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

  it('frames only web pages and site paths, and returns only to site paths', () => {
    expect(frameUrl('javascript:alert(1)')).toBeNull();
    expect(frameUrl('//evil.example/x')).toBeNull();
    expect(frameUrl('/house/play?token=t')).toBe('/house/play?token=t');
    expect(frameExit('game', { from: 'https://evil.example/' }).to).toBe('/rng');
    expect(frameExit('fbsports', null).to).toBe('/sports');
  });
});
