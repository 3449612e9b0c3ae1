import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { buildWhitelabel, mockApi } from '../../../components/ui/test-utils';
import { api } from '../../../lib/api-client';
import { HIS_LANG_KEY, LANG_KEY, changeLanguage, initI18n } from '../../../lib/i18n';
import { useRefetchOnLanguageChange } from '../hooks/use-refetch-on-language-change';
import { LanguagePicker } from './language-picker';

function StatusTitle() {
  useRefetchOnLanguageChange();
  const { data } = useQuery({
    queryKey: ['status-title'],
    queryFn: () => api<{ title: string }>('/wps/system/status'),
  });
  return <p>{data?.title}</p>;
}

function renderPicker() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <LanguagePicker />
        <StatusTitle />
      </Suspense>
    </QueryClientProvider>,
  );
}

const bundles = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The API mocked at its boundary, plus the translation bundles i18n fetches as JSON files.
 * Returns the API mock, so calls to the API can be inspected.
 */
function mockServer(routes: Parameters<typeof mockApi>[0]) {
  const apiMock = mockApi(routes);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const bundle = Object.entries(bundles).find(([file]) =>
      path.endsWith(file.replace('../../..', '')),
    );
    if (bundle) return new Response(JSON.stringify(bundle[1]));
    return (apiMock as unknown as typeof fetch)(input, init);
  });
  return apiMock;
}

/** The `Language` header of every call for the status title made so far. */
function languagesRequested(apiMock: ReturnType<typeof mockApi>): string[] {
  const calls = apiMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][];
  return calls
    .filter(([input]) => String(input).includes('/wps/system/status'))
    .map(([, init]) => (init.headers as Record<string, string>).Language!);
}

describe('language switch', () => {
  beforeAll(async () => {
    localStorage.setItem(LANG_KEY, 'EN');
    mockServer({});
    await initI18n();
  });
  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem(LANG_KEY, 'EN');
    await changeLanguage('EN');
    localStorage.removeItem(HIS_LANG_KEY);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stores the choice in `lang` and the previous language in `hisLang`', async () => {
    mockServer({ '/wps/system/status': { title: 'ok' } });
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', { name: /Tiếng Việt/ }));
    });
    await waitFor(() => expect(localStorage.getItem(LANG_KEY)).toBe('VI'));
    expect(localStorage.getItem(HIS_LANG_KEY)).toBe('EN');
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
  });

  it('refetches server content with the new Language header', async () => {
    const fetchMock = mockServer({ '/wps/system/status': (url: URL) => ({ title: url.pathname }) });
    renderPicker();
    await waitFor(() => expect(languagesRequested(fetchMock)).toEqual(['EN']));

    await act(() => changeLanguage('TH'));
    await waitFor(() => expect(languagesRequested(fetchMock)).toEqual(['EN', 'TH']));
  });

  it('offers the languages the operator turned on after the header languages', async () => {
    const site = { ...buildWhitelabel().site, supportedLanguages: ['EN', 'MY', 'ID'] as const };
    mockServer({
      '/wps/system/status': { title: 'ok' },
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          site: { ...site, supportedLanguages: [...site.supportedLanguages] },
        }),
      },
    });
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await waitFor(() => expect(screen.getAllByRole('menuitemradio')).toHaveLength(8));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.at(-1)?.textContent).toContain('Bahasa Indonesia');
    await act(async () => {
      fireEvent.click(items.at(-1)!);
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('id'));
  });

  it('opens with the keyboard, moves with the arrows and closes on Escape', async () => {
    mockServer({ '/wps/system/status': { title: 'ok' } });
    renderPicker();
    const button = await screen.findByRole('button', { name: 'Language: English' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual([
      'zh-CN',
      'en',
      'vi',
      'ja',
      'th',
      'zh-TW',
      'ms',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: /English/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: /Tiếng Việt/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the pointer goes down outside it', async () => {
    mockServer({ '/wps/system/status': { title: 'ok' } });
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
