import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemStatusValueSchema, whitelabelValueSchema } from '@portal/shared/schemas/system';
import { runAdminCommand } from '../src/cli/admin-commands.js';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { createMember, login } from './accounts.js';
import { expectError, expectValue } from './assertions.js';
import { injectEncrypted } from './encrypted.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const admin = (...argv: string[]) =>
  runAdminCommand(argv, { db: t.db, config: t.config, services: t.app.services });
const status = async (remoteAddress = '203.0.113.50', language = 'EN') =>
  expectValue(
    await t.app.inject({ url: '/wps/system/status', remoteAddress, headers: { language } }),
    systemStatusValueSchema,
  );

describe('admin command', () => {
  beforeEach(async () => {
    await admin('maintenance', 'off');
    await admin('region', 'off');
    await admin('region', 'clear');
  });

  it('switches maintenance on with a title, info and end, and off again', async () => {
    await admin(
      'maintenance',
      'on',
      '--title',
      'Scheduled upgrade',
      '--info',
      'Back at 06:00',
      '--until',
      '2030-05-01T06:00:00Z',
    );
    expect(await status()).toMatchObject({
      status: 1,
      title: 'Scheduled upgrade',
      info: 'Back at 06:00',
      until: '2030-05-01T06:00:00Z',
    });
    await admin('maintenance', 'off');
    expect((await status()).status).toBe(0);
  });

  it('stores maintenance texts per language with --lang', async () => {
    await admin('maintenance', 'on', '--title', 'Upgrade', '--lang', 'EN');
    await admin('maintenance', 'on', '--title', '升级', '--lang', 'CN');
    expect((await status(undefined, 'CN')).title).toBe('升级');
    expect((await status(undefined, 'EN')).title).toBe('Upgrade');
    expect((await status(undefined, 'VI')).title).toBe('Upgrade');
  });

  it('blocks a range, allows an exception and clears them', async () => {
    await admin('region', 'block', '203.0.113.0/24');
    expect((await status()).status).toBe(0);
    await admin('region', 'on');
    expect((await status('203.0.113.50')).status).toBe(2);
    await admin('region', 'allow', '203.0.113.50');
    expect((await status('203.0.113.50')).status).toBe(0);
    expect((await status('203.0.113.51')).status).toBe(2);
    await admin('region', 'clear');
    expect((await status('203.0.113.51')).status).toBe(0);
  });

  it('switches a module and a site setting', async () => {
    await admin('module', 'JACKPOT', 'off');
    await admin('setting', 'loginedToHomePage', 'on');
    const info = expectValue(
      await t.app.inject({ url: '/wps/system/whitelabel' }),
      whitelabelValueSchema,
    ).info;
    expect(info.whitelabel.find((node) => node.modId === 'JACKPOT')?.enabled).toBe('0');
    expect(info.site.loginedToHomePage).toBe(true);
    await admin('module', 'JACKPOT', 'on');
    await admin('setting', 'loginedToHomePage', 'off');
  });

  it('shows the stored settings', async () => {
    const shown = JSON.parse(await admin('show')) as Record<string, unknown>;
    expect(Object.keys(shown)).toEqual(
      expect.arrayContaining(['maintenance', 'regionRestriction', 'site', 'register', 'modules']),
    );
  });

  it('refuses bad input with a usage message', async () => {
    await expect(admin('region', 'block', 'not-an-ip')).rejects.toThrow(/IP address or CIDR/);
    await expect(admin('maintenance', 'maybe')).rejects.toThrow(/"on" or "off"/);
    await expect(admin('maintenance', 'on', '--until', 'tomorrow')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(admin('module', 'NOPE', 'on')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin('launch')).rejects.toThrow(/Unknown command/);
  });
});

describe('admin command as a process', () => {
  it('changes what a running server answers, through the same database', async () => {
    const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
    const env = {
      ...process.env,
      SQLITE_PATH: t.config.SQLITE_PATH,
      DATABASE_URL: t.config.DATABASE_URL ?? '',
      LOG_LEVEL: 'silent',
    };
    const run = promisify(execFile);
    const cli = ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts'];
    const { stdout } = await run(
      process.execPath,
      [...cli, 'maintenance', 'on', '--title', 'From the shell'],
      {
        cwd: serverRoot,
        env,
      },
    );
    expect(stdout).toContain('Maintenance is on.');
    expect(await status()).toMatchObject({ status: 1, title: 'From the shell' });
    await run(process.execPath, [...cli, 'maintenance', 'off'], { cwd: serverRoot, env });
    expect((await status()).status).toBe(0);
    const failed = await run(process.execPath, [...cli, 'region', 'block', 'nonsense'], {
      cwd: serverRoot,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('CIDR');
    // Three command processes, each compiling the sources as it starts: slow on a loaded machine.
  }, 120_000);

  describe('member', () => {
    it('resets a password to the weak default: old sessions end and the next login must change it', async () => {
      const member = await createMember(t);
      const before = await login(t, member.account, member.password);
      expect(await admin('member', 'reset-password', member.account)).toContain(member.account);

      const session = await t.app.inject({
        url: '/wps/member/info',
        headers: { authorization: before.token },
      });
      expectError(session, 401, 'SESSION_EXPIRED');
      const after = await injectEncrypted(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: {
          username: member.account,
          password: t.config.WEAK_DEFAULT_PASSWORD,
          type: 'username',
        },
      });
      expect(expectValue(after, loginValueSchema).mustChangePassword).toBe(true);
    });

    it('disables a member, whose logins are then refused, and enables them again', async () => {
      const member = await createMember(t);
      await admin('member', 'disable', member.account);
      const refused = await injectEncrypted(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: member.account, password: member.password, type: 'username' },
      });
      expectError(refused, 403, 'ACCOUNT_DISABLED');
      await admin('member', 'enable', member.account);
      expect((await login(t, member.account, member.password)).token).toBeTruthy();
    });

    it('turns transfers to the upline on and off, only for a member who has an upline', async () => {
      const upline = await createMember(t, { type: 1 });
      const member = await createMember(t, { uplineId: upline.id });
      const token = (await login(t, member.account, member.password)).token;
      const toUpline = async () => {
        const response = await t.app.inject({
          url: '/wps/member/info',
          headers: { authorization: token },
        });
        return (response.json() as { value: { toUpline: boolean } }).value.toUpline;
      };
      expect(await toUpline()).toBe(false);
      await admin('member', 'upline', member.account, 'on');
      expect(await toUpline()).toBe(true);
      await admin('member', 'upline', member.account, 'off');
      expect(await toUpline()).toBe(false);
      await expect(admin('member', 'upline', upline.account, 'on')).rejects.toThrow('no upline');
      await expect(admin('member', 'upline', member.account, 'maybe')).rejects.toThrow('Expected');
    });

    it('refuses an unknown member or action with a usage error', async () => {
      await expect(admin('member', 'reset-password', 'nobody-here')).rejects.toThrow('No member');
      await expect(admin('member', 'promote', 'demo01')).rejects.toThrow('Expected');
    });
  });
});
