import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorCustomerServiceSchema,
  type CustomerServiceInput,
  type OperatorCustomerService,
} from '@portal/shared/schemas/content-operator/customer-service';
import { whitelabelValueSchema } from '@portal/shared/schemas/system';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectValue } from '../../../test/assertions.js';
import { operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ env: { VERIFY_NEW_IP: 'false' } });

let editor: { headers: Record<string, string> };

beforeAll(async () => {
  editor = await staffWithToken(t, 'content');
});

/** A signed-in member of VIP rank `rank`; returns the session token. */
async function memberOfRank(rank: number): Promise<string> {
  const member = await createMember(t);
  await t.db.updateTable('members').set({ rank_level: rank }).where('id', '=', member.id).execute();
  const value = await login(
    t,
    member.account,
    member.password,
    {},
    { remoteAddress: randomTestIp() },
  );
  return value.token;
}

/** The customer-service part of the whitelabel answer, for `token`'s member or a visitor. */
async function customerService(token: string | null, language = 'EN') {
  const response = await t.app.inject({
    url: '/wps/system/whitelabel?host=portal.example',
    remoteAddress: randomTestIp(),
    headers: { language, ...(token ? authHeader(token) : {}) },
  });
  return expectValue(response, whitelabelValueSchema).info.customerService;
}

const seededVipEntry = async (): Promise<OperatorCustomerService> => {
  const row = await t.db
    .selectFrom('customer_services')
    .select('id')
    .where('cs_type', '=', 4)
    .executeTakeFirstOrThrow();
  return expectValue(
    await operatorCall(t, 'GET', `/wps/operator/customer-service/${row.id}`, editor.headers),
    operatorCustomerServiceSchema,
  );
};

const inputOf = (
  entry: OperatorCustomerService,
  changes: Partial<CustomerServiceInput>,
): CustomerServiceInput => ({
  csType: entry.csType as CustomerServiceInput['csType'],
  path: entry.path,
  icon: entry.icon as CustomerServiceInput['icon'],
  minVipRank: entry.minVipRank,
  enabled: entry.enabled,
  translations: entry.translations,
  updatedAt: entry.updatedAt,
  ...changes,
});

describe('customer service in the whitelabel answer by VIP rank', () => {
  it('gives a visitor live chat and no VIP entry', async () => {
    const entries = await customerService(null);
    expect(entries.map((entry) => entry.csType)).toEqual([1, 2, 2, 2, 3]);
  });

  it('gives a VIP 4 member live chat and no VIP entry, as a visitor', async () => {
    const entries = await customerService(await memberOfRank(4));
    expect(entries.map((entry) => entry.csType)).toEqual([1, 2, 2, 2, 3]);
    expect(entries[0]!.title).toBe('Live Chat 24/7');
  });

  it('gives a VIP 5 member the VIP entry in place of live chat, titled in their language', async () => {
    const token = await memberOfRank(5);
    const entries = await customerService(token, 'CN');
    expect(entries.map((entry) => entry.csType)).toEqual([4, 2, 2, 2, 3]);
    expect(entries[0]).toMatchObject({
      title: 'VIP 专属客服',
      path: 'https://vip.portal.example/concierge',
      icon: 'vip',
    });
    // The answer for rank 5 is kept apart from the visitors' answer of the same language.
    expect((await customerService(null, 'CN')).map((entry) => entry.csType)).toEqual([
      1, 2, 2, 2, 3,
    ]);
  });

  it('treats an unknown or expired token as a visitor', async () => {
    const entries = await customerService('not-a-session-token');
    expect(entries.map((entry) => entry.csType)).toEqual([1, 2, 2, 2, 3]);
  });

  it('shows VIP members the link the operator sets, and never shows the VIP entry below rank 5', async () => {
    const entry = await seededVipEntry();
    const vip = await memberOfRank(6);
    const regular = await memberOfRank(2);
    try {
      expectValue(
        await operatorCall(
          t,
          'PUT',
          `/wps/operator/customer-service/${entry.id}`,
          editor.headers,
          inputOf(entry, { path: 'https://t.me/portal_vip_host', minVipRank: 0 }),
        ),
        operatorCustomerServiceSchema,
      );
      const vipEntries = await customerService(vip);
      expect(vipEntries[0]).toMatchObject({ csType: 4, path: 'https://t.me/portal_vip_host' });
      expect((await customerService(regular)).map((e) => e.csType)).not.toContain(4);
      expect((await customerService(null)).map((e) => e.csType)).not.toContain(4);
    } finally {
      const current = await seededVipEntry();
      await operatorCall(
        t,
        'PUT',
        `/wps/operator/customer-service/${entry.id}`,
        editor.headers,
        inputOf(current, { path: entry.path, minVipRank: entry.minVipRank }),
      );
    }
  });

  it('keeps live chat for a VIP member while the VIP entry is switched off', async () => {
    const entry = await seededVipEntry();
    const token = await memberOfRank(5);
    try {
      await operatorCall(
        t,
        'PUT',
        `/wps/operator/customer-service/${entry.id}`,
        editor.headers,
        inputOf(entry, { enabled: false }),
      );
      expect((await customerService(token)).map((e) => e.csType)).toEqual([1, 2, 2, 2, 3]);
    } finally {
      const current = await seededVipEntry();
      await operatorCall(
        t,
        'PUT',
        `/wps/operator/customer-service/${entry.id}`,
        editor.headers,
        inputOf(current, { enabled: true }),
      );
    }
  });
});
