import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { HelpModal } from './help-modal';

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

describe('HelpModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens at the chosen topic and moves between articles without leaving the page', async () => {
    mockApi({ '/wps/system/helpCenter': topics });
    const onClose = vi.fn();
    renderWithProviders(<HelpModal topicId={2} onClose={onClose} />, { route: '/promotions' });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { name: 'Bank transfer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-wallet' }));
    expect(await within(dialog).findByText('Pay with an e-wallet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Account' }));
    expect(await within(dialog).findByText('Fill in the form.')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
