import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomerService, Resource } from '@portal/shared/schemas/system';
import {
  ApiFailure,
  buildWhitelabel,
  mockApi,
  renderWithProviders,
} from '../../../components/ui/test-utils';
import { RightBar } from './right-bar';

const entries: CustomerService[] = [
  { id: 1, csType: 1, title: 'Live chat', path: 'https://chat.example.com/room', icon: 'livechat' },
  { id: 2, csType: 2, title: 'Telegram', path: 'https://t.me/support', icon: 'telegram' },
  { id: 3, csType: 3, title: 'Secure chat', path: 'opaque-3', icon: 'livechat' },
];

const android: Resource = {
  resourceType: 'ANDROID',
  url: '/assets-cdn/app.apk',
  qrCodeUrl: '',
  labelName: 'Android',
  labelNameEn: 'Android',
};

function fakeWindow() {
  return { opener: {}, location: { href: '' }, close: vi.fn() };
}

describe('RightBar', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows customer-service entries and only the app resources that exist', async () => {
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({ customerService: entries, resources: [android] }),
      },
    });
    renderWithProviders(<RightBar />);
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(
      'https://t.me/support',
    );
    expect(screen.getAllByRole('button', { name: 'Android' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'iOS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lite app' })).toBeNull();
  });

  it('opens a live chat path in a new window', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: entries }) } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<RightBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.com/room',
      'cs-1',
      expect.stringContaining('noopener'),
    );
  });

  it('opens a blank window at once for a protected chat, then sends it to the issued address', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: entries }) },
      '/wps/system/customerService/3/link': { url: 'https://secure.example.com/s/abc' },
    });
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<RightBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Secure chat' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    await waitFor(() => expect(popup.location.href).toBe('https://secure.example.com/s/abc'));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the blank window and explains when the protected chat link cannot be fetched', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: entries }) },
      '/wps/system/customerService/3/link': new ApiFailure(500),
    });
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<RightBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Secure chat' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Customer service could not be opened');
    expect(popup.close).toHaveBeenCalled();
  });

  it('renders nothing when there is neither customer service nor an app', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    const { container, queryClient } = renderWithProviders(<RightBar />);
    await waitFor(() => expect(queryClient.getQueryData(['system', 'whitelabel'])).toBeTruthy());
    expect(container.innerHTML).toBe('');
  });
});
