import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { affiliateValueSchema } from '@portal/shared/schemas/account';
import { seedDemo } from '../../db/seeds/demo-seed.js';
import { DEMO_PASSWORD } from '../../db/seeds/seed-members.js';
import { createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const affiliate = async (query: string) => t.app.inject({ url: `/wps/agent/affiliate?${query}` });

describe('GET /wps/agent/affiliate', () => {
  it('names the agent of a valid invitation code, whatever the domain', async () => {
    for (const query of ['code=AG1001', 'code=AG1001&domain=www.portal.example']) {
      expect(expectValue(await affiliate(query), affiliateValueSchema)).toEqual({
        valid: true,
        agent: 'agent01',
      });
    }
  });

  it('accepts the code of every agent type', async () => {
    for (const type of [1, 2, 41, 42]) {
      const code = `T${type}X${randomInt(100_000, 999_999)}`;
      const agent = await createMember(t, { type, affiliateCode: code });
      expect(expectValue(await affiliate(`code=${code}`), affiliateValueSchema)).toEqual({
        valid: true,
        agent: agent.account,
      });
    }
  });

  it('answers not valid for an unknown code, a non-agent and a disabled agent', async () => {
    const memberCode = `PL${randomInt(100_000, 999_999)}`;
    await createMember(t, { type: 0, affiliateCode: memberCode });
    const disabledCode = `AD${randomInt(100_000, 999_999)}`;
    await createMember(t, { type: 1, status: 'disabled', affiliateCode: disabledCode });
    for (const code of ['NOSUCH1', memberCode, disabledCode]) {
      expect(expectValue(await affiliate(`code=${code}`), affiliateValueSchema)).toEqual({
        valid: false,
        agent: null,
      });
    }
  });

  it("answers DOMAIN_INVALID in the reader's language for a domain that is not a host name", async () => {
    for (const domain of ['http%3A%2F%2Fportal.example', 'bad%20host', 'portal.example%3A99999']) {
      const error = expectError(
        await t.app.inject({
          url: `/wps/agent/affiliate?code=AG1001&domain=${domain}`,
          headers: { language: 'EN' },
        }),
        400,
        'DOMAIN_INVALID',
      );
      expect(error.message).toBe('The domain check is invalid.');
    }
    const chinese = await t.app.inject({
      url: '/wps/agent/affiliate?code=AG1001&domain=bad%20host',
      headers: { language: 'CN' },
    });
    expect(expectError(chinese, 400, 'DOMAIN_INVALID').message).toBe('域名校验无效。');
  });

  it('refuses a missing code and an unknown query field', async () => {
    expect(expectError(await affiliate(''), 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'code', reason: 'invalid_type' },
    ]);
    expect(
      expectError(await affiliate('code=AG1001&ref=x'), 400, 'VALIDATION_FAILED').details,
    ).toEqual([{ path: 'ref', reason: 'unrecognized_key' }]);
  });
});

describe('demo members', () => {
  it('seeds an agent with code AG1001, a member below it and a member on the weak password', async () => {
    const { members, passwords } = t.app.services;
    const agent = (await members.findByAccount('agent01'))!;
    const demo = (await members.findByAccount('demo01'))!;
    const weak = (await members.findByAccount('weak01'))!;
    expect(agent).toMatchObject({
      type: 1,
      affiliate_code: 'AG1001',
      to_upline: 0,
      upline_id: null,
    });
    expect(demo).toMatchObject({
      type: 0,
      upline_id: agent.id,
      to_upline: 1,
      email: 'demo01@example.com',
      email_key: 'demo01@example.com',
      dialing_code: '60',
      mobile_num: '123456789',
      payee_name: 'Demo Player',
    });
    expect(weak).toMatchObject({ type: 0, upline_id: null });
    expect(await passwords.verify(agent.password_hash!, DEMO_PASSWORD)).toBe(true);
    expect(await passwords.verify(demo.password_hash!, DEMO_PASSWORD)).toBe(true);
    expect(await passwords.verify(weak.password_hash!, t.config.WEAK_DEFAULT_PASSWORD)).toBe(true);
    const knownIps = await t.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', 'in', [agent.id, demo.id, weak.id])
      .execute();
    expect(knownIps).toEqual([]);
  });

  it('lets demo01 log in from anywhere the first time, and forces weak01 to change its password', async () => {
    const demo = await login(t, 'demo01', DEMO_PASSWORD, {}, { remoteAddress: randomTestIp() });
    expect(demo).toMatchObject({ username: 'demo01', mustChangePassword: false });
    const weak = await login(
      t,
      'weak01',
      t.config.WEAK_DEFAULT_PASSWORD,
      {},
      {
        remoteAddress: randomTestIp(),
      },
    );
    expect(weak).toMatchObject({ username: 'weak01', mustChangePassword: true });
  });

  it('leaves existing demo accounts alone when the seed runs again', async () => {
    const before = (await t.app.services.members.findByAccount('demo01'))!;
    await t.db
      .updateTable('members')
      .set({ nickname: 'Renamed' })
      .where('id', '=', before.id)
      .execute();
    await seedDemo(t.db);
    const after = (await t.app.services.members.findByAccount('demo01'))!;
    expect(after).toMatchObject({ id: before.id, nickname: 'Renamed' });
    expect(after.password_hash).toBe(before.password_hash);
    const count = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_key', 'in', ['agent01', 'demo01', 'weak01'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});
