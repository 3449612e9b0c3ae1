import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { useChatRoom } from '../../live-chat/hooks/use-chat-room';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links help topics, contacts and shows licences, browsers and the copyright', async () => {
    const info = buildWhitelabel();
    info.site.contacts = [
      { kind: 'telegram', url: 'https://t.me/support' },
      { kind: 'whatsapp', url: 'https://wa.me/60123456789' },
      { kind: 'facebook', url: 'javascript:alert(1)' },
    ];
    mockApi({
      '/wps/system/whitelabel': { info },
      '/wps/system/helpCenter': [{ id: 7, title: 'Deposits', items: [] }],
    });
    renderWithProviders(<SiteFooter />);
    expect((await screen.findByRole('link', { name: 'Deposits' })).getAttribute('href')).toBe(
      '/help/7',
    );
    expect((await screen.findByRole('link', { name: 'Telegram' })).getAttribute('href')).toBe(
      'https://t.me/support',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.getByText('Malta')).toBeTruthy();
    expect(screen.getByText('British Virgin Islands')).toBeTruthy();
    expect(screen.getByText('Philippines')).toBeTruthy();
    expect(screen.getByText('Chrome')).toBeTruthy();
    expect(screen.getByText('Safari')).toBeTruthy();
    expect(screen.getByText(/^© 2024 /)).toBeTruthy();
    // The feedback form is one click away for everyone.
    expect(screen.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/feedback');
  });

  it('opens the help-centre modal at the topic clicked, the link still naming its page', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel() },
      '/wps/system/helpCenter': [
        { id: 7, title: 'Deposits', items: [{ id: 70, title: 'Bank', content: '<p>Wire.</p>' }] },
      ],
    });
    renderWithProviders(<SiteFooter />);
    const link = await screen.findByRole('link', { name: 'Deposits' });
    expect(link.getAttribute('href')).toBe('/help/7');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { name: 'Bank' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the site's minimum age in the age tip: 18, or 21 when the site asks 21", async () => {
    const info = buildWhitelabel();
    info.site.minimumAge = 21;
    mockApi({ '/wps/system/whitelabel': { info }, '/wps/system/helpCenter': [] });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText('21+')).toBeTruthy();
    expect(screen.getByText(/Only for players aged 21 and over/)).toBeTruthy();
  });

  it('opens the chat room from the live-chat icon when its address is the built-in chat', async () => {
    const info = buildWhitelabel();
    info.site.contacts = [{ kind: 'livechat', url: 'builtin:chat' }];
    mockApi({ '/wps/system/whitelabel': { info }, '/wps/system/helpCenter': [] });
    renderWithProviders(<SiteFooter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(useChatRoom.getState().open).toBe(true);
    useChatRoom.getState().hide();
  });
});
