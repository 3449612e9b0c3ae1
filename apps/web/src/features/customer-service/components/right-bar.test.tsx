import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomerService, Resource } from '@portal/shared/schemas/system';
import {
  ApiFailure,
  buildWhitelabel,
  mockApi,
  renderWithProviders,
} from '../../../components/ui/test-utils';
import { useChatRoom } from '../../live-chat/hooks/use-chat-room';
import { useSession } from '../../session/hooks/use-session';
import { RightBar } from './right-bar';

const entries: CustomerService[] = [
  { id: 1, csType: 1, title: 'Live chat', path: 'https://chat.example.com/room', icon: 'livechat' },
  { id: 2, csType: 2, title: 'Telegram', path: 'https://t.me/support', icon: 'telegram' },
  { id: 3, csType: 3, title: 'Secure chat', path: 'opaque-3', icon: 'livechat' },
];

/** What a member of VIP rank above 4 gets: the VIP entry in place of live chat. */
const vipEntries: CustomerService[] = [
  { id: 9, csType: 4, title: 'VIP Host', path: 'https://vip.example.com/host', icon: 'vip' },
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
    useSession.getState().clear();
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

  it('opens the chat room instead of a window for an entry set to the built-in chat', async () => {
    const builtin: CustomerService = { ...entries[0]!, title: 'Chat room', path: 'builtin:chat' };
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: [builtin] }) },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<RightBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat room' }));
    expect(useChatRoom.getState().open).toBe(true);
    expect(open).not.toHaveBeenCalled();
    act(() => useChatRoom.getState().hide());
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

  it('shows live chat and no VIP entry with the answer for a visitor or a member up to VIP 4', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: entries }) } });
    renderWithProviders(<RightBar />);
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'VIP Host' })).toBeNull();
  });

  it('shows the VIP entry where others get live chat, and opens it in a chat window', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: vipEntries }) },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<RightBar />);
    const vip = await screen.findByRole('button', { name: 'VIP Host' });
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Customer service' });
    expect(list.querySelector('li')?.textContent).toBe('VIP Host');
    fireEvent.click(vip);
    expect(open).toHaveBeenCalledWith(
      'https://vip.example.com/host',
      'cs-9',
      expect.stringContaining('noopener'),
    );
  });

  it("labels a VIP entry the operator left untitled in the member's language", async () => {
    const untitled = [{ ...vipEntries[0]!, title: '' }];
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel({ customerService: untitled }) } });
    renderWithProviders(<RightBar />);
    expect(await screen.findByRole('button', { name: 'VIP customer service' })).toBeTruthy();
  });

  it('asks for the answer again with the session when a member signs in, and shows the VIP entry', async () => {
    const fetchMock = mockApi({
      '/wps/system/whitelabel': () => ({
        info: buildWhitelabel({
          customerService: useSession.getState().token ? vipEntries : entries,
        }),
      }),
    });
    renderWithProviders(<RightBar />);
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeTruthy();
    act(() => useSession.getState().setToken('vip-session'));
    expect(await screen.findByRole('button', { name: 'VIP Host' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    const lastCall = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect((lastCall[1].headers as Record<string, string>).Authorization).toBe('vip-session');
  });
});
