import { describe, expect, it } from 'vitest';
import { expectValue } from '../../../test/assertions.js';
import { createMember, uniqueIp } from '../../../test/accounts.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { latestCode } from '../../../test/outbox.js';
import { loginValueSchema, smsCodeValueSchema } from '@portal/shared/schemas/account';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

describe('mobile numbers typed with a trunk 0', () => {
  it('reach the same member as the national number, from the code request to the SMS login', async () => {
    const member = await createMember(t, { mobileNum: '176543210', dialingCode: '60' });
    const headers = { 'x-forwarded-for': uniqueIp() };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers,
      payload: { mobileNum: '0176543210', countryDialingCode: '+60' },
    });
    expectValue(sent, smsCodeValueSchema);
    const code = await latestCode(t, '+60176543210');

    const login = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      headers,
      payload: { type: 'sms', username: '0176543210', password: code, countryDialingCode: '60' },
    });
    expect(expectValue(login, loginValueSchema).username).toBe(member.account);
  });
});
