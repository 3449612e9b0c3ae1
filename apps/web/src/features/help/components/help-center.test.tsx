import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { ApiFailure, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { HelpCenter } from './help-center';

const topics: HelpTopic[] = [
  {
    id: 1,
    title: 'Account',
    items: [{ id: 11, title: 'How to register', content: '<p>Fill in the form.</p>' }],
  },
  {
    id: 2,
    title: 'Deposit',
    items: [
      { id: 21, title: 'Bank transfer', content: '<p>Transfer to our bank.</p>' },
      { id: 22, title: 'E-wallet', content: '<p>Pay with an e-wallet.</p>' },
    ],
  },
];

describe('HelpCenter', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the topic and item of a deep link', async () => {
    const fetchMock = mockApi({ '/wps/system/helpCenter': topics });
    renderWithProviders(<HelpCenter withTitle />, { route: '/help/2/22' });
    expect(await screen.findByRole('heading', { level: 2, name: 'E-wallet' })).toBeTruthy();
    expect(screen.getByText('Pay with an e-wallet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('device')).toBe('WEB');
    expect(url.searchParams.get('lang')).toBe('EN');
  });

  it('falls back to the first topic for an unknown topic id', async () => {
    mockApi({ '/wps/system/helpCenter': topics });
    renderWithProviders(<HelpCenter />, { route: '/help/99' });
    expect(await screen.findByRole('heading', { name: 'How to register' })).toBeTruthy();
  });

  it('moves to another item through the topic navigation', async () => {
    mockApi({ '/wps/system/helpCenter': topics });
    renderWithProviders(<HelpCenter />, { route: '/help/2/21' });
    await screen.findByRole('heading', { name: 'Bank transfer' });
    fireEvent.click(screen.getByRole('link', { name: 'E-wallet' }));
    expect(await screen.findByRole('heading', { name: 'E-wallet' })).toBeTruthy();
  });

  it('offers a retry when the help centre cannot be loaded', async () => {
    mockApi({ '/wps/system/helpCenter': new ApiFailure(500) });
    renderWithProviders(<HelpCenter />, { route: '/help' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
