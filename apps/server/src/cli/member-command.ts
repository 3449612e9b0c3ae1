import type { Config } from '../config.js';
import type { Services } from '../compose.js';
import { UsageError } from './admin-usage.js';

export interface MemberCommandContext {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD'>;
  services: Pick<Services, 'members' | 'passwords' | 'sessions'>;
}

/**
 * member reset-password|disable|enable <account>: what customer service does for a member who
 * lost access. A reset sets the weak default password, so the member must choose a new one at
 * the next login; every change signs the member out everywhere.
 * member upline <account> on|off: allows or stops transfers to the member's upline (`toUpline`).
 */
export async function runMemberCommand(
  args: string[],
  { config, services }: MemberCommandContext,
): Promise<string> {
  const [action, account, flag] = args;
  if (!action || !['reset-password', 'disable', 'enable', 'upline'].includes(action)) {
    throw new UsageError(
      'Expected "member reset-password|disable|enable <account>" or "member upline <account> on|off".',
    );
  }
  if (!account) throw new UsageError('Expected the member account.');
  const member = await services.members.findByAccount(account);
  if (!member) throw new UsageError(`No member "${account}".`);
  const now = new Date().toISOString();
  if (action === 'upline') {
    if (flag !== 'on' && flag !== 'off') throw new UsageError('Expected "on" or "off".');
    if (flag === 'on' && member.upline_id === null) {
      throw new UsageError(`${member.account} has no upline.`);
    }
    await services.members.setToUpline(member.id, flag === 'on' ? 1 : 0, now);
    return `Transfers to the upline are ${flag} for ${member.account}.`;
  }
  if (action === 'reset-password') {
    const hash = await services.passwords.hash(config.WEAK_DEFAULT_PASSWORD);
    await services.members.setPassword(member.id, hash, now);
    await services.sessions.revokeAll(member.id);
    return `The password of ${member.account} is the default again; they must change it at the next login.`;
  }
  await services.members.setStatus(member.id, action === 'disable' ? 'disabled' : 'active', now);
  if (action === 'disable') await services.sessions.revokeAll(member.id);
  return `${member.account} is ${action === 'disable' ? 'disabled' : 'active'}.`;
}
