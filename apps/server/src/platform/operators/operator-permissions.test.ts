import { describe, expect, it } from 'vitest';
import { can, staffRoles, type Permission } from '@portal/shared/staff-roles';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

/** The sign-in steps before there is a session: the only operator calls open to anyone. */
const signIn = ['login', 'enrol/start', 'enrol/confirm', 'verify'].map(
  (step) => `/wps/operator/session/${step}`,
);

describe('the role matrix on operator routes', () => {
  it('refuses every operator call but the sign-in steps without a staff session', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/wps/operator/') && !signIn.includes(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method, path] as const));
    expect(calls.length).toBeGreaterThan(90);
    const open: string[] = [];
    for (const [method, path] of calls) {
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
      });
      if (response.statusCode !== 401 || response.json().errorCode !== 'STAFF_NOT_LOGGED_IN') {
        open.push(`${method} ${path}: ${response.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  // Every call declares its permission as `Roles.can(...)` (the type allows nothing else); one
  // call of each desk shows the gate: a role without the permission is refused before anything
  // else happens, one with it gets past (to a 404 or a validation error at most).
  const calls: [Permission, 'GET' | 'POST' | 'PUT', string][] = [
    ['cashier.read', 'GET', '/wps/operator/withdrawals'],
    ['cashier.decide', 'POST', '/wps/operator/withdrawals/W000000000000/approve'],
    ['cashier.channels.manage', 'PUT', '/wps/operator/deposit-channels/999999'],
    ['engagement.read', 'GET', '/wps/operator/promotions'],
    ['engagement.manage', 'POST', '/wps/operator/missions'],
    ['engagement.decide', 'POST', '/wps/operator/bonuses/999999/cancel'],
    ['members.message', 'POST', '/wps/operator/feedback/999999/reply'],
    ['lottery.read', 'GET', '/wps/operator/lottery/draws'],
    ['lottery.manage', 'POST', '/wps/operator/lottery/draws/999999/void'],
    ['lottery.results', 'POST', '/wps/operator/lottery/draws/999999/confirm'],
    ['messages.send', 'POST', '/wps/operator/messages'],
    ['agency.read', 'GET', '/wps/operator/agent-announcements'],
    ['agency.manage', 'POST', '/wps/operator/agency/move'],
    ['agency.settle', 'POST', '/wps/operator/contracts/settle'],
    ['events.read', 'GET', '/wps/operator/events/consumers'],
    ['events.manage', 'POST', '/wps/operator/events/dead-letters/999999/retry'],
    ['content.read', 'GET', '/wps/operator/banners'],
    ['content.manage', 'POST', '/wps/operator/announcements'],
    ['site.read', 'GET', '/wps/operator/site/settings'],
    ['site.manage', 'PUT', '/wps/operator/site/modules/NOPE'],
    ['audit.read', 'GET', '/wps/operator/audit'],
    ['staff.manage', 'GET', '/wps/operator/staff'],
    ['aml.read', 'GET', '/wps/operator/risk-cases'],
    ['aml.manage', 'POST', '/wps/operator/risk-cases/999999/notes'],
    ['compliance.manage', 'PUT', '/wps/operator/risk-rules/large_deposit'],
    ['safer.read', 'GET', '/wps/operator/members/999999/reality-check'],
    ['kyc.review', 'GET', '/wps/operator/kyc/cases'],
    ['compliance.manage', 'GET', '/wps/operator/kyc/settings'],
    ['audit.verify', 'GET', '/wps/operator/audit/checkpoints'],
    ['safer.read', 'GET', '/wps/operator/members/999999/safer-play'],
    ['chat.serve', 'GET', '/wps/operator/chat/conversations'],
  ];

  it('lets exactly the roles holding the permission through', async () => {
    const tokens = new Map<string, Record<string, string>>();
    for (const role of staffRoles) tokens.set(role, (await staffWithToken(t, role)).headers);
    const wrong: string[] = [];
    for (const [permission, method, url] of calls) {
      for (const role of staffRoles) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: tokens.get(role)!,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const refused =
          response.statusCode === 403 && response.json().errorCode === 'STAFF_FORBIDDEN';
        if (refused === can(role, permission)) {
          wrong.push(`${role} ${method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Six sign-ins and a hundred calls: more than one test's usual time on a busy database.
  }, 60_000);
});
