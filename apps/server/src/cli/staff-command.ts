import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { STAFF_ROLES, type StaffRoleName } from '@portal/shared/schemas/operator';
import type { Services } from '../compose.js';
import type { StaffActor } from '../backoffice/staff/staff.service.js';
import { UsageError } from './admin-usage.js';

export interface StaffCommandContext {
  services: Pick<Services, 'staff'>;
}

/** Asks for a password; never from the command line, where it would stay in the shell history. */
export type PasswordSource = () => Promise<string>;

/** The admin command acts on the server itself: the audit log records it without a staff member. */
const commandLine: StaffActor = { staff: null, ip: null };

/**
 * staff create|disable|enable|reset-password|reset-factor|list: how the first admin is made and
 * how a locked-out one gets back in (a lost password, or a lost authenticator with its recovery
 * codes). Passwords come from STAFF_PASSWORD or standard input.
 */
export async function runStaffCommand(
  args: string[],
  { services: { staff } }: StaffCommandContext,
  readPassword: PasswordSource = readStaffPassword,
): Promise<string> {
  const [action, username, role] = args;
  if (action === 'list') {
    const rows = await staff.list();
    return rows.map((s) => `${s.id}\t${s.username}\t${s.role}\t${s.status}`).join('\n');
  }
  if (
    !action ||
    !['create', 'disable', 'enable', 'reset-password', 'reset-factor'].includes(action)
  ) {
    throw new UsageError(
      'Expected "staff create <username> <role>", "staff disable|enable|reset-password|reset-factor <username>" or "staff list".',
    );
  }
  if (!username) throw new UsageError('Expected the staff username.');
  if (action === 'create') {
    if (!STAFF_ROLES.includes(role as StaffRoleName)) {
      throw new UsageError(`Expected a role: ${STAFF_ROLES.join(', ')}.`);
    }
    const created = await staff.create(commandLine, {
      username,
      displayName: username,
      role: role as StaffRoleName,
      password: await readPassword(),
    });
    return `Staff ${created.username} (${created.role}) created with id ${created.id}.`;
  }
  const existing = await staff.findByUsername(username).catch(() => null);
  if (!existing) throw new UsageError(`No staff member "${username}".`);
  if (action === 'reset-password') {
    await staff.setPassword(commandLine, existing.id, await readPassword());
    return `The password of ${existing.username} is changed; their sessions have ended.`;
  }
  if (action === 'reset-factor') {
    await staff.resetFactor(commandLine, existing.id);
    return `The second factor of ${existing.username} is reset; their sessions have ended and their next sign-in sets up an authenticator.`;
  }
  const status = action === 'disable' ? 'disabled' : 'active';
  await staff.update(commandLine, existing.id, { status });
  return `${existing.username} is ${status}${status === 'disabled' ? '; their sessions have ended' : ''}.`;
}

/**
 * STAFF_PASSWORD when set (for scripts); otherwise one line from standard input: piped, or typed
 * at a prompt that does not echo it.
 */
export async function readStaffPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  const input = process.stdin;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input, output, terminal: input.isTTY === true });
  try {
    const password = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      lines.once('close', () =>
        reject(new UsageError('No password given (STAFF_PASSWORD or stdin).')),
      );
      if (input.isTTY) {
        output.write('Password: ');
        muted = true;
      }
    });
    if (input.isTTY) process.stderr.write('\n');
    return password;
  } finally {
    lines.close();
  }
}
