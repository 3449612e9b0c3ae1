import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

const t = useTestApp();

const calls = [
  ['get', '/wps/system/status'],
  ['get', '/wps/system/whitelabel'],
  ['get', '/wps/system/setting/register'],
  ['get', '/wps/relay/MCSFE_getListAnnouncements'],
  ['get', '/wps/system/helpCenter'],
  ['get', '/wps/system/domainRoute'],
  ['get', '/lgw/games/game_menus'],
  ['get', '/wps/system/banners'],
  ['get', '/wps/system/customerService/{id}/link'],
  ['get', '/wps/system/app/profile.mobileconfig'],
  ['get', '/wps/system/health'],
] as const;

describe('API documentation', () => {
  it('serves the Swagger UI at /docs', async () => {
    const response = await t.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });

  it('lists every call in the OpenAPI document with its query and response schemas', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, path] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('200');
    }
    const announcements = document.paths['/wps/relay/MCSFE_getListAnnouncements']!.get!;
    expect(announcements.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['types', 'platform', 'execution', 'pageNo', 'pageSize']),
    );
    expect(document.components.schemas).toHaveProperty('WhitelabelNode');
    expect(JSON.stringify(document)).not.toContain('#/components/schemas/schema0');
  });

  it('leaves static file routes out of the document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(
      Object.keys(document.paths).every(
        // /lotto/lgw: the lottery's calls as spec section 7 names them.
        (path) =>
          path.startsWith('/wps') || path.startsWith('/lgw') || path.startsWith('/lotto/lgw'),
      ),
    ).toBe(true);
  });
});
