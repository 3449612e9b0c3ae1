import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { BANNER_AUTOPLAY_MS } from '@portal/shared/constants/limits';
import type { Banner } from '@portal/shared/schemas/system';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { BannerCarousel } from './banner-carousel';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: id,
    groupName: 'home',
    url: `/assets-cdn/banners/${id}.jpg`,
    title: `Banner ${id}`,
    ...overrides,
  };
}

function serve(banners: Banner[]) {
  mockApi({
    '/wps/system/banners': banners,
    '/wps/system/whitelabel': { info: buildWhitelabel() },
  });
}

/** Lets the mocked fetches resolve and the query results reach the components. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

function currentDot() {
  return screen
    .getAllByRole('button', { name: /^Show banner/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows only the banners of the current page group, titled by their alt text', async () => {
    serve([banner(1), banner(2, { groupName: 'live' }), banner(3)]);
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    expect(screen.getByAltText('Banner 1')).toBeTruthy();
    expect(screen.getByAltText('Banner 3')).toBeTruthy();
    expect(screen.queryByAltText('Banner 2')).toBeNull();
  });

  it('loads the first banner at once and names it for Element Timing, the others when needed', async () => {
    serve([banner(1), banner(3)]);
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    const first = screen.getByAltText('Banner 1');
    const second = screen.getByAltText('Banner 3');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('elementtiming')).toBe('first-banner');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('elementtiming')).toBe(false);
  });

  it('renders nothing on a page without a banner group', async () => {
    serve([banner(1)]);
    const { container } = renderWithProviders(<BannerCarousel />, { route: '/noticePage' });
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing when the group has no banners', async () => {
    serve([banner(1, { groupName: 'live' })]);
    const { container } = renderWithProviders(<BannerCarousel />, { route: '/fish' });
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('does not autoplay or show dots with a single banner', async () => {
    serve([banner(1)]);
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(setTimeoutSpy.mock.calls.some(([, delay]) => delay === BANNER_AUTOPLAY_MS)).toBe(false);
    expect(screen.getByRole('group', { name: '1 of 1' }).hasAttribute('inert')).toBe(false);
    expect(screen.queryAllByRole('button', { name: /^Show banner/ })).toHaveLength(0);
  });

  it('advances to the next banner after 5000 ms when there are two', async () => {
    serve([banner(1), banner(2)]);
    renderWithProviders(<BannerCarousel />, { route: '/home' });
    await settle();
    expect(currentDot()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(currentDot()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(currentDot()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(currentDot()).toBe(0);
  });

  it('pauses autoplay while the pointer is over the carousel', async () => {
    serve([banner(1), banner(2)]);
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured promotions' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(currentDot()).toBe(0);
  });

  it('moves to the banner of a clicked dot and restarts the interval', async () => {
    serve([banner(1), banner(2), banner(3)]);
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3: Banner 3' }));
    expect(currentDot()).toBe(2);
    expect(screen.getByRole('group', { name: '3 of 3', hidden: true }).hasAttribute('inert')).toBe(
      false,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(currentDot()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(currentDot()).toBe(0);
  });

  it('links a banner only when it has a linkage type', async () => {
    serve([
      banner(1, { linkageType: 'URL', linkage: 'https://example.com/promo' }),
      banner(2, { linkage: '/promotions' }),
      banner(3, { linkageType: 'PROMOTION', linkage: '7' }),
    ]);
    renderWithProviders(<BannerCarousel />, { route: '/' });
    await settle();
    const external = screen.getByAltText('Banner 1').closest('a');
    expect(external?.getAttribute('href')).toBe('https://example.com/promo');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect(screen.getByAltText('Banner 2').closest('a')).toBeNull();
    expect(screen.getByAltText('Banner 3').closest('a')?.getAttribute('href')).toBe(
      '/promoDetail?id=7',
    );
  });
});
