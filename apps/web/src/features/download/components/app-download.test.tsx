import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('AppDownload', () => {
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

  it('says so when no app can be downloaded', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    renderWithProviders(<AppDownload />, { route: '/down' });
    expect(await screen.findByText('App downloads are not available at the moment.')).toBeTruthy();
  });
});
