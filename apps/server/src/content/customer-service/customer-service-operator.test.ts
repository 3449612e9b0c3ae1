import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  operatorCustomerServiceSchema,
  operatorCustomerServicesPageSchema,
  type CustomerServiceInput,
} from '@portal/shared/schemas/content-operator/customer-service';
import { whitelabelValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, contentVersion, operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
let finance: { headers: Record<string, string> };

beforeAll(async () => {
  [admin, viewer, finance] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
});

/** The entries visitors see: part of the whitelabel answer kept in memory (decision 022). */
const visible = async (language = 'EN') =>
  expectValue(
    await t.app.inject({
      url: '/wps/system/whitelabel',
      remoteAddress: randomTestIp(),
      headers: { language },
    }),
    whitelabelValueSchema,
  ).info.customerService;

const input = (overrides: Partial<CustomerServiceInput> = {}): CustomerServiceInput => ({
  csType: 2,
  path: 'https://line.me/R/ti/p/@portal',
  icon: 'line',
  minVipRank: 0,
  enabled: true,
  translations: { EN: { title: 'LINE support' }, CN: { title: 'LINE 客服' } },
  ...overrides,
});

const create = async (body: CustomerServiceInput) =>
  expectValue(
    await operatorCall(t, 'POST', '/wps/operator/customer-service', admin.headers, body),
    operatorCustomerServiceSchema,
  );

describe('customer-service entries', () => {
  it('adds an entry that the site shows at once, at the end, and audits it', async () => {
    await visible();
    const before = await contentVersion(t);
    const entry = await create(input());
    expect(await contentVersion(t)).toBeGreaterThan(before);
    const shown = await visible('CN');
    expect(shown.at(-1)).toMatchObject({
      id: entry.id,
      title: 'LINE 客服',
      icon: 'line',
      csType: 2,
    });
    const [line] = await auditLines(t, 'customer_service.create', `customer_service:${entry.id}`);
    expect(line?.details).toMatchObject({ csType: 2, path: input().path });
  });

  it('keeps the protected chat address out of the site, the audit line and the CSV', async () => {
    const secret = 'https://chat.portal.example/room?key=s3cr3t';
    const entry = await create(input({ csType: 3, icon: 'livechat', path: secret }));
    const shown = (await visible()).find((item) => item.id === entry.id);
    expect(shown?.path).toBe(String(entry.id));
    const [line] = await auditLines(t, 'customer_service.create', `customer_service:${entry.id}`);
    expect(JSON.stringify(line?.details)).not.toContain('s3cr3t');
    const csv = await operatorCall(
      t,
      'GET',
      '/wps/operator/customer-service?format=csv',
      admin.headers,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).not.toContain('s3cr3t');
    expect(entry.path).toBe(secret);
  });

  it('replaces, hides by VIP rank, reorders and deletes; the site follows each change', async () => {
    const entry = await create(input());
    const url = `/wps/operator/customer-service/${entry.id}`;
    const vip = expectValue(
      await operatorCall(t, 'PUT', url, admin.headers, {
        ...input({ minVipRank: 5, icon: 'vip', csType: 4 }),
        updatedAt: entry.updatedAt,
      }),
      operatorCustomerServiceSchema,
    );
    expect(vip.minVipRank).toBe(5);
    expect((await visible()).map((item) => item.id)).not.toContain(entry.id);
    expectError(
      await operatorCall(t, 'PUT', url, admin.headers, { ...input(), updatedAt: entry.updatedAt }),
      409,
      'CONFLICT',
    );

    const ids = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/customer-service?pageSize=100', viewer.headers),
      operatorCustomerServicesPageSchema,
    ).list.map((item) => item.id);
    const reversed = [...ids].reverse();
    expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/customer-service/order', admin.headers, {
        ids: reversed,
      }),
      z.array(operatorCustomerServiceSchema),
    );
    const order = (await visible()).map((item) => item.id);
    expect(order).toEqual(reversed.filter((id) => order.includes(id)));
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/customer-service/order', admin.headers, {
        ids: reversed.slice(1),
      }),
      409,
      'CONFLICT',
    );

    expectValue(await operatorCall(t, 'DELETE', url, admin.headers), z.null());
    expectError(await operatorCall(t, 'DELETE', url, admin.headers), 404, 'NOT_FOUND');
    expect(
      await auditLines(t, 'customer_service.delete', `customer_service:${entry.id}`),
    ).toHaveLength(1);
  });

  it('refuses links the site would not open and other bad input', async () => {
    for (const body of [
      input({ path: 'javascript:alert(1)' }),
      input({ csType: 3, path: 'http://chat.example/plain' }),
      input({ icon: 'skype' as never }),
      input({ csType: 5 as never }),
      input({ minVipRank: 100 }),
      input({ translations: {} }),
    ])
      expectError(
        await operatorCall(t, 'POST', '/wps/operator/customer-service', admin.headers, body),
        400,
        'VALIDATION_FAILED',
      );
  });

  it('answers 401, 403 and 404 where it should', async () => {
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/customer-service'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/customer-service', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/customer-service', viewer.headers, input()),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/customer-service/order', viewer.headers, {
        ids: [1],
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/customer-service/999999', admin.headers),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/customer-service/999999', admin.headers, input()),
      404,
      'NOT_FOUND',
    );
  });
});
