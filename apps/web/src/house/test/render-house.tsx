/**
 * Test helpers for the game pages (never imported by the site): the page rendered from a session
 * answer with the EN bundles, and fetch answered at the API boundary with the portal envelope,
 * failures carrying the server's message and `value` as the house API sends them.
 */
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  HouseGameConfig,
  HouseRound,
  HouseSessionValue,
} from '@portal/shared/schemas/house-games';
import { createTestI18n, createTestQueryClient } from '../../components/ui/test-utils';
import { HousePage } from '../components/house-page';
import type { LaunchParams } from '../lib/launch-params';

export const TOKEN = 'launch-token-0123456789abcdef';

/** The engine's code loads lazily: on a busy machine its first render may take a while. */
export const ENGINE_LOADED = { timeout: 5000 };

/** A handler's answer that fails the call as the server would. */
export class HouseFailure {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    readonly message: string,
    readonly value: Record<string, unknown> | null = null,
  ) {}
}

/** Gets the parsed JSON body and the URL; its (awaited) result becomes the envelope's value. */
export type HouseHandler = (body: Record<string, unknown>, url: URL) => unknown;

/** Replaces fetch with routes keyed "METHOD /path"; unknown routes answer 404. */
export function serveHouseApi(routes: Record<string, HouseHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const reply = handler
      ? await handler(body as Record<string, unknown>, url)
      : new HouseFailure('ROUTE_NOT_FOUND', 404, 'Not found');
    const envelope =
      reply instanceof HouseFailure
        ? { success: false, errorCode: reply.errorCode, message: reply.message, value: reply.value }
        : { success: true, value: reply ?? null };
    return new Response(JSON.stringify(envelope), {
      status: reply instanceof HouseFailure ? reply.status : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type HouseApiMock = ReturnType<typeof serveHouseApi>;

/** The JSON bodies sent to one route, in order. */
export function bodiesSentTo(fetchMock: HouseApiMock, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);
}

export function callsTo(fetchMock: HouseApiMock, path: string): number {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  ).length;
}

/** Players who ask for less motion get outcomes at once; tests start there unless told. */
export function stubReducedMotion(reduce = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * The hooks every game page test shares: less motion (optionally a fake clock that still
 * advances) before each test; the page, stubbed globals and the real clock back after each.
 */
export function setUpHouseTests({ fakeTimers = false }: { fakeTimers?: boolean } = {}) {
  beforeEach(() => {
    stubReducedMotion();
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

export function buildSession(
  config: HouseGameConfig,
  overrides: Partial<HouseSessionValue> = {},
): HouseSessionValue {
  return {
    playerId: 'p-1',
    currency: 'MYR',
    balance: 1234.5,
    gameCode: 'HOUSE_GAME',
    gameName: 'Lucky Test Game',
    backUrl: '/games/lobby',
    config,
    ...overrides,
  };
}

export function buildRound(overrides: Partial<HouseRound> = {}): HouseRound {
  return {
    roundId: 'r-1',
    time: '2025-11-21T10:15:30.000Z',
    stake: 2,
    payout: 0,
    state: 'settled',
    summary: 'no win',
    detail: { engine: 'slot', symbol: null, count: 0 },
    ...overrides,
  };
}

/**
 * Renders the game page for `session` with the given play routes; the rounds list answers
 * `rounds` (empty unless given).
 */
export function renderHouse(
  session: HouseSessionValue,
  routes: Record<string, HouseHandler> = {},
  { params = {}, rounds = [] }: { params?: Partial<LaunchParams>; rounds?: HouseRound[] } = {},
) {
  const fetchMock = serveHouseApi({
    'GET /house/api/session': () => session,
    'GET /house/api/rounds': () => ({ list: rounds }),
    ...routes,
  });
  const launch: LaunchParams = {
    token: TOKEN,
    language: 'EN',
    back: '/lobby',
    theme: 'dark',
    ...params,
  };
  const utils = render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>
        <HousePage params={launch} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...utils, fetchMock };
}
