import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { permissionsOf, type StaffRole } from '@portal/shared/staff-roles';
import { features as allFeatures, consoleResources } from '../src/app/features';
import type { ConsoleFeature } from '../src/app/feature';
import { Providers } from '../src/app/providers';
import { consoleRoutes } from '../src/app/router';
import { setApiToken } from '../src/api/client';
import { initI18n } from '../src/lib/i18n';

/** What a stubbed call answers: a value (success), or a refusal like the server's. */
export type Answer =
  | unknown
  | {
      error: {
        status: number;
        errorCode: string;
        message?: string;
        value?: unknown;
        details?: { path: string; reason: string }[];
      };
    };
export type Handler = (call: {
  url: URL;
  body: unknown;
  method: string;
}) => Answer | Promise<Answer>;

export interface RecordedCall {
  method: string;
  /** The path under /wps/operator, e.g. /members/7/lock. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let i18nReady: Promise<unknown> | null = null;

/**
 * Stubs fetch with the operator API: `routes` maps 'GET /members' or 'POST /members/:id/lock'
 * (':' segments match anything) to what the call answers. Unlisted calls answer 404. Returns
 * the calls made, in order.
 */
export function stubApi(routes: Record<string, Handler | Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const patterns = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/wps\/operator/, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
      calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
      const match = patterns.find((p) => p.method === method && p.regex.test(path));
      const answer = match
        ? typeof match.handler === 'function'
          ? await (match.handler as Handler)({ url, body, method })
          : match.handler
        : { error: { status: 404, errorCode: 'ROUTE_NOT_FOUND', message: 'Not found' } };
      if (answer && typeof answer === 'object' && 'error' in answer) {
        const { status, errorCode, message, value, details } = (
          answer as {
            error: {
              status: number;
              errorCode: string;
              message?: string;
              value?: unknown;
              details?: { path: string; reason: string }[];
            };
          }
        ).error;
        return new Response(
          JSON.stringify({
            success: false,
            value: value ?? null,
            errorCode,
            message: message ?? errorCode,
            ...(details ? { details } : {}),
          }),
          { status, headers: { 'content-type': 'application/json' } },
        );
      }
      return new Response(JSON.stringify({ success: true, value: answer ?? null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function staffMe(role: StaffRole = 'admin') {
  return {
    id: 1,
    username: `${role}01`,
    displayName: `${role[0]!.toUpperCase()}${role.slice(1)} One`,
    role,
    permissions: permissionsOf(role),
    factorEnrolledAt: '2026-11-01T02:00:00.000Z',
    recoveryCodesLeft: 10,
  };
}

/**
 * Renders the console at `path` signed in as `role` (or signed out with role null), with the
 * API stubbed by `routes` (session/me is answered for the role unless given).
 */
export async function renderConsole(
  path: string,
  {
    role = 'admin',
    routes = {},
    features = allFeatures,
  }: {
    role?: StaffRole | null;
    routes?: Record<string, Handler | Answer>;
    features?: ConsoleFeature[];
  } = {},
): Promise<
  RenderResult & { calls: RecordedCall[]; router: ReturnType<typeof createMemoryRouter> }
> {
  i18nReady ??= initI18n(consoleResources(allFeatures), 'en');
  await i18nReady;
  const calls = stubApi({
    ...(role ? { 'GET /session/me': staffMe(role) } : {}),
    ...routes,
  });
  if (role) {
    sessionStorage.setItem('console.session', 'test-token');
    setApiToken('test-token');
  } else {
    setApiToken(null);
  }
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const router = createMemoryRouter(consoleRoutes(features), { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, calls, router };
}
