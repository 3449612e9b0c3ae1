import { describe, expect, it } from 'vitest';
import { domainRouteValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('GET /wps/system/domainRoute', () => {
  it('lists the enabled alternative domains with their types', async () => {
    const value = expectValue(
      await t.app.inject({ url: '/wps/system/domainRoute' }),
      domainRouteValueSchema,
    );
    expect(value.domainList).toContainEqual({ domain: 'm.portal.example', type: 'H5' });
    expect(new Set(value.domainList.map((d) => d.type))).toEqual(new Set(['WEB', 'H5', 'API']));
  });

  it('leaves out a disabled domain', async () => {
    await t.db
      .updateTable('domain_routes')
      .set({ enabled: 0 })
      .where('domain', '=', 'www2.portal.example')
      .execute();
    const value = expectValue(
      await t.app.inject({ url: '/wps/system/domainRoute' }),
      domainRouteValueSchema,
    );
    expect(value.domainList.map((d) => d.domain)).not.toContain('www2.portal.example');
  });

  it('refuses query fields', async () => {
    expectError(
      await t.app.inject({ url: '/wps/system/domainRoute?type=WEB' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
