import { describe, expect, it } from 'vitest';
import { memberInfoSchema } from '@portal/shared/schemas/account';
import { operatorSiteSettingsSchema } from '@portal/shared/schemas/site-settings';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { trialHeaders } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

const SETTING = '/wps/operator/site/settings/agentAccounts';

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return authHeader(token);
}

/** One call of each kind that plays; the gate answers before any body or query is read. */
const PLAY_CALLS = [
  ['POST', '/wps/game/launchGame'],
  ['GET', '/wps/relay/GCS_gameLaunchFB'],
  ['POST', '/lotto/lgw/tickets'],
  ['POST', '/wps/promotions/1/join'],
  ['POST', '/wps/promotions/1/check-in'],
  ['GET', '/wps/relay/MCS2_getPointBalance'],
  ['GET', '/wps/member/rewards/count'],
  ['GET', '/wps/relay/MCSFE_getMissionSummaryDetails'],
  ['GET', '/wps/member/referral'],
] as const;

const call = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: method as 'GET', url, headers });

describe('agents-only account types (NON_MEMBER)', () => {
  it('lets every agent type play while the operator has set none apart', async () => {
    const affiliate = await signedIn({ type: 41 });
    const info = expectValue(await call('GET', '/wps/member/info', affiliate), memberInfoSchema);
    expect(info.nonMember).toBe(false);
    for (const [method, url] of PLAY_CALLS) {
      expect((await call(method, url, affiliate)).statusCode, url).not.toBe(403);
    }
  });

  it('refuses every call that plays to the types set apart, and keeps their wallet and agency open', async () => {
    const admin = await staffWithToken(t, 'admin');
    const saved = expectValue(
      await operatorCall(t, 'PUT', SETTING, admin.headers, { nonMemberTypes: [41, 42] }),
      operatorSiteSettingsSchema,
    );
    expect(saved.agentAccounts).toEqual({ nonMemberTypes: [41, 42] });
    const [line] = await auditLines(t, 'site.setting', 'setting:agentAccounts');
    expect(line!.details).toEqual({
      changes: { nonMemberTypes: { from: [], to: [41, 42] } },
    });

    const affiliate = await signedIn({ type: 42 });
    for (const [method, url] of PLAY_CALLS) {
      expectError(await call(method, url, affiliate), 403, 'NON_MEMBER');
    }
    const info = expectValue(await call('GET', '/wps/member/info', affiliate), memberInfoSchema);
    expect(info).toMatchObject({ type: 42, nonMember: true });
    expect((await call('GET', '/wps/v2/wallets/balance', affiliate)).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/withdraw/info', affiliate)).statusCode).toBe(200);
    expect((await call('GET', '/wps/agent/team/members', affiliate)).statusCode).toBe(200);

    // A general agent, a member and a trial account are not changed by it.
    const general = await signedIn({ type: 1 });
    const member = await signedIn({ type: 0 });
    for (const headers of [general, member]) {
      expect((await call('GET', '/wps/member/rewards/count', headers)).statusCode).toBe(200);
      const own = expectValue(await call('GET', '/wps/member/info', headers), memberInfoSchema);
      expect(own.nonMember).toBe(false);
    }
    expectError(
      await call('GET', '/wps/member/rewards/count', await trialHeaders(t)),
      403,
      'TRIAL_ACCOUNT',
    );

    // Set back, the same session plays again at once.
    expectValue(
      await operatorCall(t, 'PUT', SETTING, admin.headers, { nonMemberTypes: [] }),
      operatorSiteSettingsSchema,
    );
    expect((await call('GET', '/wps/member/rewards/count', affiliate)).statusCode).toBe(200);
  });

  it('takes only agent types, each once, from a staff member who manages the site', async () => {
    const [admin, viewer] = await Promise.all([
      staffWithToken(t, 'admin'),
      staffWithToken(t, 'viewer'),
    ]);
    for (const nonMemberTypes of [[0], [4], [41, 41], ['41']]) {
      expectError(
        await operatorCall(t, 'PUT', SETTING, admin.headers, { nonMemberTypes }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(
      await operatorCall(t, 'PUT', SETTING, viewer.headers, { nonMemberTypes: [41] }),
      403,
      'STAFF_FORBIDDEN',
    );
    const { agentAccounts } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', admin.headers),
      operatorSiteSettingsSchema,
    );
    expect(agentAccounts).toEqual({ nonMemberTypes: [] });
  });
});
