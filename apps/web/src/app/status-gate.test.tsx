import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { buildWhitelabel, mockApi, renderWithProviders } from '../components/ui/test-utils';
import { StatusGate } from './status-gate';

function renderWithStatus(status: SystemStatusValue) {
  mockApi({
    '/wps/system/status': status,
    '/wps/system/whitelabel': {
      info: buildWhitelabel({
        customerService: [
          {
            id: 1,
            csType: 1,
            title: 'Live chat',
            path: 'https://chat.example.com',
            icon: 'livechat',
          },
        ],
      }),
    },
    '/lgw/games/game_menus': [],
  });
  return renderWithProviders(
    <StatusGate>
      <p>The site itself</p>
    </StatusGate>,
  );
}

const base: SystemStatusValue = { status: 0, ip: '203.0.113.7', title: '', info: '', until: null };

describe('StatusGate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the site when the status is 0', async () => {
    renderWithStatus(base);
    expect(await screen.findByText('The site itself')).toBeTruthy();
  });

  it('shows the maintenance page with its text, end time and customer service for status 1', async () => {
    renderWithStatus({
      ...base,
      status: 1,
      info: 'Upgrading the wallet.',
      until: '2030-01-01T10:00:00Z',
    });
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
    expect(screen.getByText('Upgrading the wallet.')).toBeTruthy();
    expect(screen.getByText(/^Expected back: .*2030/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /customer service/i })).toBeTruthy();
    expect(screen.queryByText('The site itself')).toBeNull();
  });

  it('shows the region-blocked page with the visitor IP for status 2', async () => {
    renderWithStatus({ ...base, status: 2, title: 'Not available here' });
    expect(await screen.findByRole('heading', { name: 'Not available here' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /customer service/i })).toBeTruthy();
    expect(screen.queryByText('The site itself')).toBeNull();
  });
});
