/**
 * Test helpers for components (never imported by the site): an i18n instance with the EN
 * bundles loaded synchronously, a router, a fresh query client, and fetch mocked at the API
 * boundary with the server's envelope.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import type { PermissionInfo } from '@portal/shared/schemas/system';

const enBundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/EN/*.json',
  {
    eager: true,
  },
);

export function createTestI18n(): I18n {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, bundle] of Object.entries(enBundles)) {
    const namespace = file.replace(/^.*\/(.+)\.json$/, '$1');
    resources[namespace] = bundle.default;
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: { EN: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface RenderOptions {
  route?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

/** A reply that makes the mocked call fail with the given status and error code. */
export class ApiFailure {
  constructor(
    readonly status = 500,
    readonly errorCode = 'SYSTEM_ERROR',
  ) {}
}

type Reply = unknown | ((url: URL) => unknown);

/**
 * Replaces fetch: each key is a path (matched exactly against the URL's pathname) whose value
 * (or function of the URL) becomes the envelope's `value`. Unknown paths answer 404.
 */
export function mockApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const route = routes[url.pathname];
    const reply = typeof route === 'function' ? (route as (u: URL) => unknown)(url) : route;
    if (route === undefined || reply instanceof ApiFailure) {
      const failure = reply instanceof ApiFailure ? reply : new ApiFailure(404, 'ROUTE_NOT_FOUND');
      return new Response(
        JSON.stringify({
          success: false,
          value: null,
          errorCode: failure.errorCode,
          message: 'failed',
        }),
        {
          status: failure.status,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    return new Response(JSON.stringify({ success: true, value: reply }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function buildWhitelabel(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  return {
    whitelabel: [],
    register: {
      pwdEnabled: true,
      hasFreePlay: false,
      mobileReg: false,
      mobileRegPass: false,
      usernameEnabled: true,
      showVerCodeLogin: false,
    },
    resources: [],
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7', countryCode: 'MY' },
    maintenance: false,
    regionRestriction: false,
    site: {
      loginedToHomePage: false,
      currencySymbol: 'RM',
      currency: 'MYR',
      defaultLanguage: 'MY',
      supportedLanguages: ['EN', 'MY', 'CN'],
      merchant: 'demo',
      platform: 'Demo Casino',
      chatHeaderColor: '#000000',
      esportsProviders: ['TF', 'IA'],
      cockfightProviders: ['SV3'],
      licences: [],
      contacts: [],
      minimumAge: 18,
    },
    humanCheck: null,
    ...overrides,
  };
}
