import { beforeAll, describe, expect, it } from 'vitest';
import { operatorSiteModulesSchema } from '@portal/shared/schemas/site-settings';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };

beforeAll(async () => {
  [admin, viewer] = await Promise.all([staffWithToken(t, 'admin'), staffWithToken(t, 'viewer')]);
});

describe('site modules', () => {
  it('lists the tree and switches a module, which visitors lose at once', async () => {
    const { list } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/modules', viewer.headers),
      operatorSiteModulesSchema,
    );
    const fish = list.find((module) => module.modId === 'FISH');
    expect(fish).toMatchObject({ enabled: true, effective: true });
    expect(list.some((module) => module.depth > 0 && module.parentModId !== null)).toBe(true);

    const after = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/modules/FISH', admin.headers, {
        enabled: false,
      }),
      operatorSiteModulesSchema,
    );
    expect(after.list.find((module) => module.modId === 'FISH')).toMatchObject({
      enabled: false,
      effective: false,
    });
    const menus = await t.app.inject({
      url: '/lgw/games/game_menus',
      remoteAddress: randomTestIp(),
    });
    expect(menus.body).not.toContain('"FISH"');
    const [line] = await auditLines(t, 'site.module', 'module:FISH');
    expect(line?.details).toEqual({ enabled: false, was: true });
    await operatorCall(t, 'PUT', '/wps/operator/site/modules/FISH', admin.headers, {
      enabled: true,
    });
  });

  it('answers 404 for an unknown module, 400 for a bad body, 403 to a reader', async () => {
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/site/modules/NOPE', admin.headers, {
        enabled: true,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/site/modules/FISH', admin.headers, {
        enabled: 'yes',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/site/modules/FISH', viewer.headers, {
        enabled: true,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/site/modules/FISH', {}, { enabled: true }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});
