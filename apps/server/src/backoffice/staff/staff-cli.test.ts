import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditPageValueSchema } from '@portal/shared/schemas/operator';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { runStaffCommand } from '../../cli/staff-command.js';
import { UsageError } from '../../cli/admin-usage.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { createStaff, postStaffLogin, staffLogin, staffWithToken } from '../../../test/staff.js';

const t = useTestApp();
const PASSWORD = 'Console2024x';

const staffCommand = (args: string[], password = PASSWORD) =>
  runStaffCommand(args, { services: t.app.services }, async () => password);
const me = (token: string) =>
  t.app.inject({ url: '/wps/operator/session/me', headers: { authorization: `Bearer ${token}` } });
let serial = 0;
const newUsername = () => `cli${Date.now().toString(36)}${(serial += 1)}`;

describe('admin command: staff', () => {
  it('creates an operator who can log in, audited as the admin command', async () => {
    const username = newUsername();
    expect(await staffCommand(['create', username, 'finance'])).toContain(`${username} (finance)`);
    await staffLogin(t, { username, password: PASSWORD });
    const admin = await staffWithToken(t, 'admin');
    const { list } = expectValue(
      await t.app.inject({
        url: '/wps/operator/audit?action=staff.create',
        headers: admin.headers,
      }),
      auditPageValueSchema,
    );
    const row = list.find((entry) => entry.details.username === username);
    expect(row).toMatchObject({
      staffId: null,
      details: { via: 'admin-command', role: 'finance' },
    });
  });

  it('reads the password from STAFF_PASSWORD through the admin command', async () => {
    const username = newUsername();
    process.env.STAFF_PASSWORD = PASSWORD;
    try {
      await runAdminCommand(['staff', 'create', username, 'viewer'], {
        db: t.db,
        config: t.config,
        services: t.app.services,
      });
    } finally {
      delete process.env.STAFF_PASSWORD;
    }
    await staffLogin(t, { username, password: PASSWORD });
  });

  it('disables an operator (sessions end, logins refused) and enables them again', async () => {
    const staff = await staffWithToken(t, 'finance');
    expect(await staffCommand(['disable', staff.username])).toContain('disabled');
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await postStaffLogin(t, staff, { remoteAddress: uniqueIp() }),
      401,
      'STAFF_WRONG_CREDENTIALS',
    );
    await staffCommand(['enable', staff.username]);
    await staffLogin(t, staff);
  });

  it('resets a password: the old one and the old sessions stop working', async () => {
    const staff = await staffWithToken(t, 'admin');
    await staffCommand(['reset-password', staff.username], 'Replaced2024x');
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    await staffLogin(t, { username: staff.username, password: 'Replaced2024x' });
  });

  it('lists the operators', async () => {
    const staff = await createStaff(t, { role: 'viewer' });
    const output = await staffCommand(['list']);
    expect(output).toContain(`${staff.id}\t${staff.username}\tviewer\tactive`);
    expect(output).toContain('operator01\tadmin');
  });

  it('refuses bad input with a usage error or the rule that failed', async () => {
    await expect(staffCommand(['create', newUsername(), 'owner'])).rejects.toThrow(UsageError);
    await expect(staffCommand(['promote', 'x'])).rejects.toThrow(UsageError);
    await expect(staffCommand(['disable', 'nobody-here'])).rejects.toThrow('No staff member');
    await expect(staffCommand(['create'])).rejects.toThrow(UsageError);
    await expect(staffCommand(['create', newUsername(), 'viewer'], 'short')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(staffCommand(['create', 'operator01', 'viewer'])).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
  });

  it('reads the password piped into the process', async () => {
    const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
    const username = newUsername();
    const env = {
      ...process.env,
      SQLITE_PATH: t.config.SQLITE_PATH,
      DATABASE_URL: t.config.DATABASE_URL ?? '',
      LOG_LEVEL: 'silent',
      STAFF_PASSWORD: '',
    };
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'src/cli/admin.ts',
          'staff',
          'create',
          username,
          'admin',
        ],
        { cwd: serverRoot, env },
        (error, out) => (error ? reject(error) : resolve(out)),
      );
      child.stdin!.end(`${PASSWORD}\n`);
    });
    expect(stdout).toContain(`${username} (admin)`);
    await staffLogin(t, { username, password: PASSWORD });
    // The child compiles the whole server from its sources (tsx) before it runs: on a loaded
    // two-core machine that alone can take half a minute.
  }, 90_000);
});
