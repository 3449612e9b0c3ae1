import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { formatMoney } from '@portal/shared/money';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { jackpotValueAt } from '../jackpot';
import { JackpotCounter } from './jackpot-counter';

const jackpotOn = [{ modId: 'JACKPOT', enabled: '1' as const, childrenNodes: [] }];

describe('JackpotCounter', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the current jackpot with the site currency symbol when the module is on', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel({ whitelabel: jackpotOn }) } });
    renderWithProviders(<JackpotCounter />);
    expect(await screen.findByRole('heading', { name: 'Progressive jackpot' })).toBeTruthy();
    const expected = formatMoney(jackpotValueAt(Date.now()));
    expect(
      screen.getByText((text) => text.startsWith('RM ') && text.includes(expected.slice(0, 5))),
    ).toBeTruthy();
  });

  it('renders nothing when the JACKPOT module is off', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    const { container, queryClient } = renderWithProviders(<JackpotCounter />);
    await waitFor(() => expect(queryClient.getQueryData(['system', 'whitelabel'])).toBeTruthy());
    expect(container.innerHTML).toBe('');
  });
});
