import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { useTheme } from '../hooks/use-theme';
import { ThemeSwitch } from './theme-switch';

const themeSwitchModule = (enabled: '0' | '1') => ({
  info: buildWhitelabel({ whitelabel: [{ modId: 'THEMESWITCH', enabled, childrenNodes: [] }] }),
});

describe('theme switch', () => {
  beforeEach(() => {
    localStorage.clear();
    useTheme.setState({ theme: 'dark' });
    document.documentElement.dataset.theme = 'dark';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stores `theme` and applies it to <html> when Blue or Black is chosen', async () => {
    mockApi({ '/wps/system/whitelabel': themeSwitchModule('1') });
    renderWithProviders(<ThemeSwitch />);

    fireEvent.click(await screen.findByRole('button', { name: 'Blue' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('is not rendered when the THEMESWITCH module is off', async () => {
    const fetchMock = mockApi({ '/wps/system/whitelabel': themeSwitchModule('0') });
    renderWithProviders(<ThemeSwitch />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Blue' })).toBeNull();
  });

  it('toggles between dark and light, writing nothing but `theme`', () => {
    useTheme.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    useTheme.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });
});
