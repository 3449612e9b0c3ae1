import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Resource } from '@portal/shared/schemas/system';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { AppDownload } from './app-download';

const resource = (resourceType: Resource['resourceType'], url: string): Resource => ({
  resourceType,
  url,
  qrCodeUrl: '',
  labelName: '',
  labelNameEn: '',
});

function stubViewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('AppDownload', () => {
  beforeEach(() => stubViewport(false));

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a card with a QR code and install steps for each resource that exists', async () => {
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          resources: [
            resource('ANDROID', '/assets-cdn/app.apk'),
            resource('MOBILECONFIG', '/assets-cdn/lite.mobileconfig'),
          ],
        }),
      },
    });
    renderWithProviders(<AppDownload />, { route: '/down' });
    expect(await screen.findByRole('heading', { name: 'Android app' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lite app' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'iOS app' })).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code to download: Android app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download APK' }).getAttribute('href')).toBe(
      '/assets-cdn/app.apk',
    );
    expect(screen.getByText('Open Settings > General > VPN & Device Management.')).toBeTruthy();
  });

  it('says an app without a link of its own is not offered yet, with no code and no link', async () => {
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          resources: [resource('IOS', `${window.location.origin}/down#ios`)],
        }),
      },
    });
    renderWithProviders(<AppDownload />, { route: '/down' });
    const button = await screen.findByRole('button', { name: 'Not available yet' });
    expect(button).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        "The iOS app is not offered yet. You can play in your phone's browser meanwhile.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download for iOS' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('asks a phone to tap the button rather than scan a code', async () => {
    stubViewport(true);
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({ resources: [resource('ANDROID', '/assets-cdn/app.apk')] }),
      },
    });
    renderWithProviders(<AppDownload />, { route: '/down' });
    expect(
      await screen.findByText('On your Android phone, tap the download button above.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Scan the QR code/)).toBeNull();
  });

  it('says so when no app can be downloaded', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    renderWithProviders(<AppDownload />, { route: '/down' });
    expect(await screen.findByText('App downloads are not available at the moment.')).toBeTruthy();
  });
});
