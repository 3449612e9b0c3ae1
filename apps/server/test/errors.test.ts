import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { AppError } from '../src/lib/app-error.js';
import { jsonResponses, ok } from '../src/lib/responses.js';
import { expectError } from './assertions.js';
import { createTestApp, useTestApp, type TestApp } from './helper.js';

/** Test-only routes that exercise the error handler with real Fastify failures. */
const addProbeRoutes = (app: TestApp['app']) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/wps/test/echo',
    {
      schema: {
        querystring: emptyQuerySchema,
        body: z.strictObject({ name: z.string().max(10), count: z.number().int().optional() }),
        response: jsonResponses(z.object({ name: z.string() })),
      },
    },
    async (request) => ok({ name: request.body.name }),
  );
  typed.get('/wps/test/minimum', async () => {
    throw new AppError('AMOUNT_BELOW_MINIMUM', { min: '50.00' });
  });
  typed.get('/wps/test/explode', async () => {
    throw new Error('select password from members where id = 1');
  });
};

const t = useTestApp({
  env: { BODY_LIMIT_BYTES: '1024', LOG_LEVEL: 'error' },
  beforeReady: addProbeRoutes,
});

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/test/echo',
    payload,
    headers: { 'content-type': contentType },
  });

describe('error envelope', () => {
  it.each(['/wps/unknown', '/wps/system/nothing', '/lgw/games/nothing', '/docs-json', '/lotto/x'])(
    'answers 404 ROUTE_NOT_FOUND for the unknown API path %s',
    async (url) => {
      expectError(await t.app.inject({ url }), 404, 'ROUTE_NOT_FOUND');
    },
  );

  it('sends the sentence placeholders in value so the site can fill its own translation', async () => {
    const body = expectError(
      await t.app.inject({ url: '/wps/test/minimum', headers: { language: 'EN' } }),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expect(body.value).toEqual({ min: '50.00' });
    expect(body.message).toContain('50.00');
  });

  it('writes the message in the request language', async () => {
    const english = expectError(
      await t.app.inject({ url: '/wps/x', headers: { language: 'EN' } }),
      404,
      'ROUTE_NOT_FOUND',
    );
    const chinese = expectError(
      await t.app.inject({ url: '/wps/x', headers: { language: 'cn' } }),
      404,
      'ROUTE_NOT_FOUND',
    );
    expect(english.message).toBe('This address does not exist.');
    expect(chinese.message).toBe('该地址不存在。');
  });

  it('answers a wrong method on a known path with the not-found envelope', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect([404, 405]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ success: false, value: null });
  });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'ok' }));
    expect(response.json()).toEqual({ success: true, value: { name: 'ok' } });
  });

  it('answers 400 VALIDATION_FAILED with field details for a wrong type and an unknown field', async () => {
    const wrongType = expectError(
      await post(JSON.stringify({ name: 5 })),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrongType.details).toEqual([{ path: 'name', reason: 'invalid_type' }]);
    const unknown = expectError(
      await post(JSON.stringify({ name: 'a', admin: true })),
      400,
      'VALIDATION_FAILED',
    );
    expect(unknown.details).toEqual([{ path: 'admin', reason: 'unrecognized_key' }]);
  });

  it('answers 400 for malformed JSON', async () => {
    const body = expectError(await post('{"name": '), 400, 'VALIDATION_FAILED');
    expect(body.details).toEqual([{ path: 'body', reason: 'invalid_json' }]);
  });

  it('answers 413 PAYLOAD_TOO_LARGE above the body limit', async () => {
    expectError(await post(JSON.stringify({ name: 'x'.repeat(2000) })), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body it cannot read', async () => {
    expectError(await post('<name>x</name>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 500 SYSTEM_ERROR without stack or SQL, and logs the stack', async () => {
    const response = await t.app.inject({ url: '/wps/test/explode', headers: { language: 'EN' } });
    const body = expectError(response, 500, 'SYSTEM_ERROR');
    expect(body.message).toBe('A system error occurred. Please try again later.');
    expect(response.body).not.toMatch(/select|password|stack|at .*\.ts/i);
    const logged = t.logs.map(
      (line) => JSON.parse(line) as { level: number; err?: { stack?: string } },
    );
    expect(
      logged.some((entry) => entry.level === 50 && entry.err?.stack?.includes('select password')),
    ).toBe(true);
  });
});

describe('when the database fails', () => {
  it('answers 500 SYSTEM_ERROR without leaking the driver error', async () => {
    const broken = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      await broken.db.destroy();
      const response = await broken.app.inject({ url: '/wps/system/banners' });
      expectError(response, 500, 'SYSTEM_ERROR');
      expect(response.body).not.toMatch(/driver|destroyed|kysely|sqlite|pg|select/i);
    } finally {
      await broken.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS past the per-IP limit, counting API calls only', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const call = (remoteAddress: string, url = '/wps/system/status') =>
        limited.app.inject({ url, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await call('198.51.100.1')).statusCode).toBe(200);
      expect(
        (await call('198.51.100.1', '/assets-cdn/banners/home-welcome.en.svg')).statusCode,
      ).toBe(200);
      const refused = await call('198.51.100.1');
      expectError(refused, 429, 'TOO_MANY_REQUESTS');
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await call('198.51.100.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('request logs', () => {
  it('are one structured JSON line per request, never with the credentials', async () => {
    const logged = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    try {
      await logged.app.inject({
        url: '/wps/system/status',
        headers: { authorization: 'Bearer secret-token-123', 'user-agent': 'probe/1.0' },
      });
      const lines = logged.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
      expect(lines).toEqual([
        expect.objectContaining({
          method: 'GET',
          url: '/wps/system/status',
          statusCode: 200,
          userAgent: 'probe/1.0',
          ms: expect.any(Number),
        }),
      ]);
      expect(logged.logs.join('\n')).not.toContain('secret-token-123');
    } finally {
      await logged.close();
    }
  });
});
